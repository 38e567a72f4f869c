import { computeOpenState, sortHoursMondayFirst, timeToSeconds, type OpenStateInput } from '../open-now';

// 2026-01-05 is a Monday; Europe/Istanbul is UTC+3 all year, so 09:00 local = 06:00Z.
const week: OpenStateInput['hours'] = [
  { dayOfWeek: 1, openTime: '09:00:00', closeTime: '22:00:00', isClosed: false },
  { dayOfWeek: 2, openTime: '09:00:00', closeTime: '22:00:00', isClosed: false },
  { dayOfWeek: 3, openTime: '09:00:00', closeTime: '22:00:00', isClosed: false },
  { dayOfWeek: 4, openTime: '09:00:00', closeTime: '22:00:00', isClosed: false },
  { dayOfWeek: 5, openTime: '09:00:00', closeTime: '23:00:00', isClosed: false },
  // Saturday (6) has no entry at all.
  { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
];
const at = (iso: string, extra: Partial<OpenStateInput> = {}) =>
  computeOpenState({ hours: week, specialDays: [], now: new Date(iso), ...extra });

describe('display order', () => {
  it('shows Monday first and Sunday (day 0) last', () => {
    const shuffled = [
      { dayOfWeek: 0 },
      { dayOfWeek: 3 },
      { dayOfWeek: 6 },
      { dayOfWeek: 1 },
      { dayOfWeek: 5 },
      { dayOfWeek: 2 },
      { dayOfWeek: 4 },
    ];
    expect(sortHoursMondayFirst(shuffled).map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(shuffled[0].dayOfWeek).toBe(0); // input not mutated
  });
});

describe('computeOpenState', () => {
  it('is open on a weekday inside the hours and says when it closes', () => {
    const s = at('2026-01-05T10:00:00Z'); // Monday 13:00 local
    expect(s.isOpen).toBe(true);
    expect(s.today).toEqual({
      source: 'weekly',
      isClosed: false,
      openTime: '09:00:00',
      closeTime: '22:00:00',
      name: null,
      note: null,
    });
    expect(s.nextChange).toEqual({ type: 'closes', at: '2026-01-05T19:00:00.000Z' });
  });

  it('handles the minute around opening: 08:59 closed, 09:00 open', () => {
    const before = at('2026-01-05T05:59:00Z');
    expect(before.isOpen).toBe(false);
    expect(before.nextChange).toEqual({ type: 'opens', at: '2026-01-05T06:00:00.000Z' });
    expect(at('2026-01-05T05:59:59Z').isOpen).toBe(false);
    expect(at('2026-01-05T06:00:00Z').isOpen).toBe(true);
  });

  it('handles the minute around closing: 21:59 open, 22:00 closed (closing time exclusive)', () => {
    expect(at('2026-01-05T18:59:00Z').isOpen).toBe(true);
    expect(at('2026-01-05T18:59:59Z').isOpen).toBe(true);
    const closed = at('2026-01-05T19:00:00Z');
    expect(closed.isOpen).toBe(false);
    expect(closed.nextChange).toEqual({ type: 'opens', at: '2026-01-06T06:00:00.000Z' }); // Tuesday 09:00
  });

  it('uses the local date, not the UTC date, near midnight', () => {
    // 2026-01-04T22:30Z is Monday 01:30 in Istanbul (Sunday in UTC): closed, opens Monday 09:00.
    const s = at('2026-01-04T22:30:00Z');
    expect(s.today.source).toBe('weekly');
    expect(s.today.openTime).toBe('09:00:00');
    expect(s.nextChange).toEqual({ type: 'opens', at: '2026-01-05T06:00:00.000Z' });
  });

  it('a closed special day overrides an open weekday', () => {
    const specialDays = [
      { date: '2026-01-01', name: 'Yılbaşı', openTime: null, closeTime: null, isClosed: true, note: 'Mutlu yıllar' },
    ];
    const s = at('2026-01-01T10:00:00Z', { specialDays }); // Thursday 13:00 local
    expect(s.isOpen).toBe(false);
    expect(s.today).toEqual({
      source: 'special',
      isClosed: true,
      openTime: null,
      closeTime: null,
      name: 'Yılbaşı',
      note: 'Mutlu yıllar',
    });
    expect(s.nextChange).toEqual({ type: 'opens', at: '2026-01-02T06:00:00.000Z' }); // Friday 09:00
  });

  it('a special day with short hours replaces the weekday hours', () => {
    const specialDays = [
      { date: '2026-01-06', name: 'Arife', openTime: '10:00:00', closeTime: '14:00:00', isClosed: false, note: null },
    ];
    const lunch = at('2026-01-06T10:30:00Z', { specialDays }); // 13:30 local
    expect(lunch.isOpen).toBe(true);
    expect(lunch.today).toMatchObject({
      source: 'special',
      openTime: '10:00:00',
      closeTime: '14:00:00',
      name: 'Arife',
    });
    expect(lunch.nextChange).toEqual({ type: 'closes', at: '2026-01-06T11:00:00.000Z' });
    // 15:00 local would be open on a normal Tuesday, but not on this special day.
    expect(at('2026-01-06T12:00:00Z', { specialDays }).isOpen).toBe(false);
    // 09:30 local: before the special opening.
    expect(at('2026-01-06T06:30:00Z', { specialDays }).nextChange).toEqual({
      type: 'opens',
      at: '2026-01-06T07:00:00.000Z',
    });
  });

  it('a special day ahead is honoured when looking for the next opening', () => {
    const specialDays = [
      { date: '2026-01-06', name: null, openTime: null, closeTime: null, isClosed: true, note: null },
    ];
    const s = at('2026-01-05T20:00:00Z', { specialDays }); // Monday 23:00 local, Tuesday closed
    expect(s.nextChange).toEqual({ type: 'opens', at: '2026-01-07T06:00:00.000Z' });
  });

  it('a day with no entry is closed and the next opening is found after it', () => {
    const s = at('2026-01-10T10:00:00Z'); // Saturday, no entry
    expect(s.isOpen).toBe(false);
    expect(s.today).toEqual({
      source: 'none',
      isClosed: true,
      openTime: null,
      closeTime: null,
      name: null,
      note: null,
    });
    expect(s.nextChange).toEqual({ type: 'opens', at: '2026-01-12T06:00:00.000Z' }); // Monday, Sunday closed
  });

  it('no hours at all: closed with no next change', () => {
    const s = computeOpenState({ hours: [], specialDays: [], now: new Date('2026-01-05T10:00:00Z') });
    expect(s).toEqual({
      isOpen: false,
      today: { source: 'none', isClosed: true, openTime: null, closeTime: null, name: null, note: null },
      nextChange: null,
    });
  });

  it('looks up to 7 days ahead (same weekday next week)', () => {
    const onlyMonday = [{ dayOfWeek: 1, openTime: '09:00:00', closeTime: '17:00:00', isClosed: false }];
    const s = computeOpenState({ hours: onlyMonday, specialDays: [], now: new Date('2026-01-05T15:00:00Z') });
    expect(s.nextChange).toEqual({ type: 'opens', at: '2026-01-12T06:00:00.000Z' });
  });

  it('accepts HH:MM times and another time zone (with daylight saving)', () => {
    const hours = [{ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false }];
    // 2026-03-30 is the Monday after Europe/Berlin moved to UTC+2.
    const s = computeOpenState({
      hours,
      specialDays: [],
      now: new Date('2026-03-30T06:30:00Z'),
      timeZone: 'Europe/Berlin',
    });
    expect(s.isOpen).toBe(false);
    expect(s.nextChange).toEqual({ type: 'opens', at: '2026-03-30T07:00:00.000Z' });
  });

  it('treats an entry with close not after open as closed', () => {
    const hours = [{ dayOfWeek: 1, openTime: '22:00:00', closeTime: '02:00:00', isClosed: false }];
    expect(computeOpenState({ hours, specialDays: [], now: new Date('2026-01-05T20:00:00Z') }).isOpen).toBe(false);
  });
});

describe('timeToSeconds', () => {
  it.each([
    ['09:30:00', 34200],
    ['9:30', 34200],
    ['23:59:59', 86399],
    [null, null],
    ['', null],
    ['24:00', null],
    ['ab', null],
  ])('%p -> %p', (input, expected) => {
    expect(timeToSeconds(input)).toBe(expected);
  });
});
