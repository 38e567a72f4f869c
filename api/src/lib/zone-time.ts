// The API's instants in a named time zone, from the contract's zone calendar (zoneParts: Intl, never an assumed
// offset): the reports' days and the midnight a sold-out ends at take their offset from here.
import { zoneParts } from '@menu/shared/contract';

/** The zone's offset from UTC at an instant, in ms (Turkey: 3 h since 2016). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const p = zoneParts(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day) + p.seconds * 1000 - Math.floor(at.getTime() / 1000) * 1000;
}

/** The next midnight in `timeZone` after `at`. */
export function nextZoneMidnight(at: Date, timeZone: string): Date {
  const p = zoneParts(at, timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day + 1) - zoneOffsetMs(at, timeZone));
}
