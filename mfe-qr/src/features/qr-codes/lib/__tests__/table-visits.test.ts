import { tableVisits } from '../table-visits';

describe("a table's visits against the restaurant's other tables", () => {
  const codes = [
    { id: 1, restaurantId: 1 },
    { id: 2, restaurantId: 1 },
    { id: 3, restaurantId: 1 },
    { id: 9, restaurantId: 2 },
  ];

  it('counts today and the week, and says busier, usual or quieter against the average', () => {
    const v = tableVisits(
      codes,
      [
        { qrCodeId: 1, count: 3 },
        { qrCodeId: null, count: 5 },
      ],
      [
        { qrCodeId: 1, count: 20 },
        { qrCodeId: 2, count: 9 },
        { qrCodeId: 9, count: 4 },
      ],
    );
    // Restaurant 1: 29 visits over 3 tables, about 9.7 each.
    expect(v.get(1)).toEqual({ today: 3, week: 20, busyness: 'busier' });
    expect(v.get(2)).toEqual({ today: 0, week: 9, busyness: 'usual' });
    expect(v.get(3)).toEqual({ today: 0, week: 0, busyness: 'quieter' });
    // A restaurant's only table has nothing to be compared with.
    expect(v.get(9)).toEqual({ today: 0, week: 4, busyness: null });
  });

  it('compares nothing for a restaurant without visits', () => {
    expect(tableVisits(codes, [], []).get(1)).toEqual({ today: 0, week: 0, busyness: null });
  });
});
