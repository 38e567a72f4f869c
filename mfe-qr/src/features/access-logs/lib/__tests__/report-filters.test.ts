import dayjs from 'dayjs';
import { fillDays, hasFilters, NO_FILTERS, searchParams, toQuery } from '../report-filters';

describe('access-log report filters', () => {
  it('sends whole days: from the first day start to the start of the day after the last', () => {
    const query = toQuery({
      range: [dayjs('2026-03-01T15:00:00'), dayjs('2026-03-03T09:00:00')],
      deviceType: 'tablet',
      restaurantId: 2,
    });
    expect(query).toEqual({
      from: dayjs('2026-03-01T00:00:00').toISOString(),
      to: dayjs('2026-03-04T00:00:00').toISOString(),
      deviceType: 'tablet',
      restaurantId: 2,
    });
    expect(searchParams(toQuery(NO_FILTERS), { page: 1 })).toEqual({ page: 1 });
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, deviceType: 'mobile' })).toBe(true);
  });

  it('fills days without visits with zeros and shows at least two weeks', () => {
    const days = fillDays([
      { date: '2026-03-10', count: 4 },
      { date: '2026-03-12', count: 2 },
    ]);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-02-27', count: 0 });
    expect(days.slice(-3)).toEqual([
      { date: '2026-03-10', count: 4 },
      { date: '2026-03-11', count: 0 },
      { date: '2026-03-12', count: 2 },
    ]);
    expect(
      fillDays(
        [
          { date: '2026-01-01', count: 1 },
          { date: '2026-06-01', count: 1 },
        ],
        60,
      ),
    ).toHaveLength(60);
    expect(fillDays([])).toEqual([]);
  });
});
