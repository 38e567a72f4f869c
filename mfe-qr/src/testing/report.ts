// The access-log report's answers the tests start from, besides the loaded one (`statsWire` in ./fixtures).
import { statsWire } from './fixtures';

/** Every figure of a report at zero (lists empty), keeping its shape. */
function zeroed<T>(value: T): T {
  if (typeof value === 'number') return 0 as T;
  if (Array.isArray(value)) return [] as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, zeroed(v)])) as T;
  return value;
}

/** GET /MenuAccessLogs/stats for a period without a visit. */
export const emptyStatsWire = zeroed(statsWire);
