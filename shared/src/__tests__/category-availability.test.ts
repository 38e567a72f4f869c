// Time-of-day menus. A category's windows in Turkey's time, weekdays Monday = 1, special
// days honoured; and the Turkish words for when it starts.
import { locativeSuffix, menu } from '../strings/menu';
import { categoryAvailability, type AvailabilityWindow } from '../open-now';

// 2026-01-07 is a Wednesday; Istanbul is UTC+3, so 12:00 there is 09:00Z.
const at = (local: string) => new Date(`${local}+03:00`);
const breakfast: AvailabilityWindow[] = [{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:30' }];

describe('category availability', () => {
  it('is always on without windows', () => {
    expect(categoryAvailability([], { specialDays: [], now: at('2026-01-07T03:00:00') })).toEqual({
      availableNow: true,
      startsAt: null,
      nextChange: null,
    });
  });

  it('shows breakfast from 08:00 to 11:30 in Turkey: off at 12:00 until tomorrow 08:00, on at 09:00 until 11:30', () => {
    expect(categoryAvailability(breakfast, { specialDays: [], now: at('2026-01-07T12:00:00') })).toEqual({
      availableNow: false,
      startsAt: null,
      nextChange: '2026-01-08T05:00:00.000Z',
    });
    expect(categoryAvailability(breakfast, { specialDays: [], now: at('2026-01-07T07:15:00') })).toEqual({
      availableNow: false,
      startsAt: '08:00',
      nextChange: '2026-01-07T05:00:00.000Z',
    });
    expect(categoryAvailability(breakfast, { specialDays: [], now: at('2026-01-07T09:00:00') })).toEqual({
      availableNow: true,
      startsAt: null,
      nextChange: '2026-01-07T08:30:00.000Z',
    });
    // The end is not included.
    expect(categoryAvailability(breakfast, { specialDays: [], now: at('2026-01-07T11:30:00') }).availableNow).toBe(
      false,
    );
  });

  it('keeps to its weekdays (Monday = 1, Sunday = 7) and finds the next one', () => {
    const weekend: AvailabilityWindow[] = [{ days: [6, 7], from: '09:00', to: '14:00' }];
    expect(categoryAvailability(weekend, { specialDays: [], now: at('2026-01-07T10:00:00') })).toEqual({
      availableNow: false,
      startsAt: null,
      nextChange: '2026-01-10T06:00:00.000Z', // Saturday 09:00
    });
    expect(categoryAvailability(weekend, { specialDays: [], now: at('2026-01-11T10:00:00') }).availableNow).toBe(true); // Sunday
  });

  it('honours special days: none on a day closed all day, only the hours of a day with its own', () => {
    const closed = [
      { date: '2026-01-07', name: 'Tadilat', openTime: null, closeTime: null, isClosed: true, note: null },
    ];
    expect(categoryAvailability(breakfast, { specialDays: closed, now: at('2026-01-07T09:00:00') }).availableNow).toBe(
      false,
    );
    const late = [
      { date: '2026-01-07', name: 'Bayram', openTime: '10:00:00', closeTime: '15:00:00', isClosed: false, note: null },
    ];
    expect(categoryAvailability(breakfast, { specialDays: late, now: at('2026-01-07T09:00:00') })).toMatchObject({
      availableNow: false,
      startsAt: '10:00',
    });
    expect(categoryAvailability(breakfast, { specialDays: late, now: at('2026-01-07T10:30:00') })).toMatchObject({
      availableNow: true,
      nextChange: '2026-01-07T08:30:00.000Z',
    });
  });

  it('joins windows that follow on without a gap', () => {
    const allDay: AvailabilityWindow[] = [
      { days: [3], from: '08:00', to: '12:00' },
      { days: [3], from: '12:00', to: '16:00' },
    ];
    expect(categoryAvailability(allDay, { specialDays: [], now: at('2026-01-07T09:00:00') }).nextChange).toBe(
      '2026-01-07T13:00:00.000Z',
    );
  });
});

describe('when a category starts, in Turkish', () => {
  it.each([
    ['08:00', "08:00'de başlar"],
    ['09:00', "09:00'da başlar"],
    ['10:00', "10:00'da başlar"],
    ['06:00', "06:00'da başlar"],
    ['11:30', "11:30'da başlar"],
    ['09:15', "09:15'te başlar"],
    ['07:45', "07:45'te başlar"],
    ['13:40', "13:40'ta başlar"],
    ['12:00', "12:00'de başlar"],
    ['20:00', "20:00'de başlar"],
    ['00:00', "00:00'da başlar"],
    ['17:03', "17:03'te başlar"],
  ])('%s → %s', (time, words) => {
    expect(menu.startsAt(time)).toBe(words);
    expect(locativeSuffix(time)).toBe(words.slice(6, 8));
  });
});
