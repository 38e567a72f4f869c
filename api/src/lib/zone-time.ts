// Wall-clock time in a named time zone, read from Intl (never an assumed offset): the reports' date cells, the
// days they group by, and the midnight a sold-out ends at all take their offset from here.

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * 'YYYY-MM-DD HH:MM:SS' in `timeZone` ('sv-SE' writes this form, which spreadsheets sort and parse); its parts
 * are the zone's calendar fields. One formatter per zone, made on first use.
 */
export function zoneDateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The calendar fields of an instant in `timeZone`, as numbers (month 1–12). */
export function zoneParts(at: Date, timeZone: string) {
  const p = Object.fromEntries(
    zoneDateTimeFormat(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** The zone's offset from UTC at an instant, in ms (Turkey: 3 h since 2016). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const p = zoneParts(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The next midnight in `timeZone` after `at`. */
export function nextZoneMidnight(at: Date, timeZone: string): Date {
  const p = zoneParts(at, timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day + 1) - zoneOffsetMs(at, timeZone));
}
