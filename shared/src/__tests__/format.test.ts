import {
  formatAccountAge,
  formatClosingTime,
  formatDuration,
  formatHoursSpan,
  formatLira,
  formatLongDate,
  formatTime,
  initials,
  parseDecimal,
  toWireTime,
} from '../format';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('formatters', () => {
  it('formats lira in tr-TR', () => {
    expect(formatLira(1234.5)).toBe('₺1.234,50');
    expect(formatLira('12')).toBe('₺12,00');
  });

  it('writes a Turkish long date', () => {
    expect(formatLongDate('2026-01-05T10:00:00Z')).toBe('5 Ocak 2026');
    expect(formatLongDate(null)).toBe('-');
  });

  it('shows HH:MM from HH:MM:SS and sends HH:MM:SS', () => {
    expect(formatTime('09:30:00')).toBe('09:30');
    expect(formatTime(null)).toBe('');
    expect(toWireTime('9:05')).toBe('09:05:00');
    expect(toWireTime('')).toBeNull();
  });

  it('shows a close at the last minute of the day as 24:00 and no other time changed', () => {
    expect(['23:59', '23:59:00', '23:59:59', '22:00:00', '00:00:00'].map(formatClosingTime)).toEqual([
      '24:00',
      '24:00',
      '24:00',
      '22:00',
      '00:00',
    ]);
  });

  it('writes opening hours with an en dash between spaces', () => {
    expect(formatHoursSpan('10:00:00', '23:59:00')).toBe('10:00 – 24:00');
    expect(formatHoursSpan('09:30', '22:00')).toBe('09:30 – 22:00');
  });

  it('shows a session duration hiding zero units', () => {
    expect(formatDuration(0)).toBe('0 sn');
    expect(formatDuration(59)).toBe('59 sn');
    expect(formatDuration(60)).toBe('1 dk');
    expect(formatDuration(3600)).toBe('1 sa');
    expect(formatDuration(3725)).toBe('1 sa 2 dk 5 sn');
    expect(formatDuration(3605)).toBe('1 sa 5 sn');
  });

  it.each([
    [0, 'Bugün'],
    [1, '1 gün'],
    [6, '6 gün'],
    [7, '1 hafta'],
    [29, '4 hafta'],
    [30, '1 ay'],
    [364, '12 ay'],
    [365, '1 yıl'],
    [800, '2 yıl'],
  ])('an account %i days old is "%s"', (days, label) => {
    expect(formatAccountAge(ago(days), now)).toBe(label);
  });

  it('takes up to two initials, Turkish-aware', () => {
    expect(initials('Lezzet Durağı Kebap')).toBe('LD');
    expect(initials('ismail')).toBe('İ');
    expect(initials('Ayşe', 'Yılmaz')).toBe('AY');
    expect(initials('', null)).toBe('');
  });

  it('accepts a comma as the decimal point', () => {
    expect(parseDecimal('12,50')).toBe(12.5);
    expect(parseDecimal('abc')).toBeNaN();
  });
});
