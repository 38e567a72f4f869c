// Where a new record goes: the forms propose the end of its list, so a new category, product, variant or add-on
// appears last instead of second (the API's own default for a missing order stays 0).

/** The highest display order of the list + 1 (0 for an empty list). */
export function nextDisplayOrder(records: ReadonlyArray<{ displayOrder?: number | null }>): number {
  let max = -1;
  for (const r of records) if (typeof r.displayOrder === 'number' && r.displayOrder > max) max = r.displayOrder;
  return max + 1;
}
