// Wall-clock time in a named time zone, read from Intl (never an assumed offset): the open-now rule, the API's
// report cells and the day boundaries it counts from all read the zone's calendar through here.

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

const DAY_MS = 86_400_000;

/**
 * The calendar fields of an instant in `timeZone`, as numbers: month 1–12, weekday 0 (Sunday) to 6, and the
 * seconds since the local midnight.
 */
export function zoneParts(at: Date, timeZone: string) {
  const p: Record<string, string> = {};
  for (const part of zoneDateTimeFormat(timeZone).formatToParts(at)) p[part.type] = part.value;
  const year = Number(p.year);
  const month = Number(p.month);
  const day = Number(p.day);
  // 1 January 1970 was a Thursday (4); the days asked about are after it.
  const weekday = (Math.floor(Date.UTC(year, month - 1, day) / DAY_MS) + 4) % 7;
  return {
    year,
    month,
    day,
    weekday,
    seconds: (Number(p.hour) % 24) * 3600 + Number(p.minute) * 60 + Number(p.second),
  };
}
