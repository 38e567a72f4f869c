// A list's status filter (all, active, passive) as a rule, without the control that sets it (the filter bar's
// StatusSegmented and FilterSelect), so a screen's pure filtering reads it too.
export type StatusFilter = 'all' | 'active' | 'passive';

/** Whether a status filter lets a record through. */
export function matchesStatus(status: StatusFilter, isActive: boolean): boolean {
  return status === 'all' || (status === 'active') === isActive;
}
