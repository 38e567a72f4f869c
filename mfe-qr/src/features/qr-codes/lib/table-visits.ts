// Each table's visits today and in the last 7 days, and how busy it is against its restaurant's other tables
// (its week against their average): what an owner can act on, where an all-time "usage level" told little.

export interface QrVisitCount {
  qrCodeId: number | null;
  count: number;
}
export type Busyness = 'busier' | 'usual' | 'quieter';
export interface TableVisits {
  today: number;
  week: number;
  busyness: Busyness | null;
}

/** Half again above the restaurant's average is busier, half below it quieter (null: the restaurant had no visits). */
export function tableVisits(
  codes: ReadonlyArray<{ id: number; restaurantId: number }>,
  today: readonly QrVisitCount[],
  week: readonly QrVisitCount[],
): Map<number, TableVisits> {
  const countOf = (list: readonly QrVisitCount[]) =>
    new Map(list.filter((q) => q.qrCodeId != null).map((q) => [q.qrCodeId as number, q.count]));
  const todayBy = countOf(today);
  const weekBy = countOf(week);
  const perRestaurant = new Map<number, { sum: number; tables: number }>();
  for (const c of codes) {
    const r = perRestaurant.get(c.restaurantId) ?? { sum: 0, tables: 0 };
    r.sum += weekBy.get(c.id) ?? 0;
    r.tables += 1;
    perRestaurant.set(c.restaurantId, r);
  }
  const out = new Map<number, TableVisits>();
  for (const c of codes) {
    const w = weekBy.get(c.id) ?? 0;
    const r = perRestaurant.get(c.restaurantId)!;
    const average = r.sum / r.tables;
    const busyness: Busyness | null =
      average === 0 || r.tables < 2 ? null : w >= average * 1.5 ? 'busier' : w <= average * 0.5 ? 'quieter' : 'usual';
    out.set(c.id, { today: todayBy.get(c.id) ?? 0, week: w, busyness });
  }
  return out;
}
