import { accessCountColour, qrUsageLevel } from '../qr-usage';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

describe('QR usage level (accesses per day since creation)', () => {
  it.each([
    [9, 100, 'very-low'], // 0.09
    [10, 100, 'low'], // 0.1
    [49, 100, 'low'], // 0.49
    [50, 100, 'medium'], // 0.5
    [199, 100, 'medium'], // 1.99
    [200, 100, 'high'], // 2
    [499, 100, 'high'], // 4.99
    [500, 100, 'very-high'], // 5
  ])('%i accesses over %i days is %s', (count, days, level) => {
    expect(qrUsageLevel(count, daysAgo(days), now)).toBe(level);
  });

  it('counts a code created today as one day old', () => {
    expect(qrUsageLevel(3, now, now)).toBe('high');
  });
});

describe('access-count badge colour', () => {
  it.each([
    [0, 'red'],
    [9, 'red'],
    [10, 'yellow'],
    [49, 'yellow'],
    [50, 'blue'],
    [99, 'blue'],
    [100, 'green'],
  ])('%i accesses is %s', (count, colour) => {
    expect(accessCountColour(count)).toBe(colour);
  });
});
