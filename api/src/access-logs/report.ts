// The report's numbers from the rollups the log's triggers keep (migration 0006), so any range, all time
// included, costs a few small grouped reads instead of a pass over millions of visits:
// - the whole days in Turkey inside the range come from menu_visit_hours (totals, devices, sessions, days,
//   weekday × hour), menu_visit_days (QR codes, languages) and menu_visitor_sketches (unique visitors);
// - the parts of a day at either end of a range that does not start or stop at midnight in Turkey come from
//   the raw log (at most two partial days, so the read stays small), grouped the same way;
// - refusals per hour (menu_visit_refusals) and opened sections per day (menu_visit_sections).
// Rollups and raw log are equal by construction (tested after mixed ingest, deletes and retention).
import { sql, type SQL } from 'drizzle-orm';
import { zoneDateTimeFormat, type AccessLogStats } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { zoneOffsetMs } from '../lib/zone-time';
import { addRanks, emptySketch, estimateVisitors, mergeSketch, rankOf, REGISTERS } from './visitor-sketch';

export const REPORT_TIME_ZONE = 'Europe/Istanbul';
const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);
const DAY_MS = 86_400_000;
/**
 * Up to this many visits in a range, unique visitors are counted exactly from the log (a short read); beyond
 * it they come from the sketches (about 3 % error). Exact counts see stored addresses, so visits older than
 * ACCESS_LOG_IP_RETENTION_DAYS count a truncated /24 (or /64) once.
 */
export const EXACT_VISITORS_UP_TO = 50_000;
/** The same on an in-process database (PGlite), where a distinct over 50,000 visits holds the thread for ~40 ms. */
export const EXACT_VISITORS_UP_TO_IN_PROCESS = 5_000;

export interface ReportFilter {
  /** 'all': every restaurant (restaurant 0's sketches); otherwise these restaurants. */
  restaurants: 'all' | number[];
  from?: Date;
  to?: Date;
  deviceType?: string;
}

// 'sv-SE' writes YYYY-MM-DD HH:MM:SS, which spreadsheets sort and parse.
const dateTimeFormat = zoneDateTimeFormat(REPORT_TIME_ZONE);

/** 'YYYY-MM-DD HH:MM:SS' of an instant in Turkey (the exports' date cells). */
export function reportDateTime(at: Date): string {
  return dateTimeFormat.format(at);
}

/** 'YYYY-MM-DD' of an instant in Turkey. */
export function reportDay(at: Date): string {
  return reportDateTime(at).slice(0, 10);
}

/** Turkey's offset from UTC at an instant, in ms (3 h since 2016; computed, not assumed). */
const offsetAt = (at: Date) => zoneOffsetMs(at, REPORT_TIME_ZONE);

/** The instant a day in Turkey starts. */
export function dayStart(day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  return new Date(guess.getTime() - offsetAt(new Date(guess.getTime() - 3 * 3_600_000)));
}

/**
 * An instant's day in Turkey (days since 1970-01-01, as `dn`), weekday (0 = Monday) and hour, as SQL columns.
 * When Turkey's offset is the same all through [from, to) (always since 2016, when it kept UTC+3) this is
 * integer arithmetic on the epoch; `at time zone` costs several times as much a row (a lot on PGlite).
 */
function localColumns(column: SQL, from: Date | null, to: Date | null): SQL {
  const offset = from && to ? steadyOffset(from, to) : null;
  if (offset !== null) {
    const e = sql`(floor(date_part('epoch', ${column}))::bigint + ${sql.raw(String(offset / 1000))})`;
    return sql`(${e} / 86400)::int as dn, ((${e} / 86400 + 3) % 7)::int as dow, (${e} % 86400 / 3600)::int as hod`;
  }
  const local = sql`(${column} at time zone ${TZ})`;
  return sql`(${local}::date - date '1970-01-01') as dn, extract(isodow from ${local})::int - 1 as dow, extract(hour from ${local})::int as hod`;
}
/** Turkey's offset when it is the same all through [from, to) (looked at every 20 days: clocks changed twice a year at most), else null. */
function steadyOffset(from: Date, to: Date): number | null {
  const offset = offsetAt(from);
  for (let at = from.getTime() + 20 * DAY_MS; at < to.getTime(); at += 20 * DAY_MS)
    if (offsetAt(new Date(at)) !== offset) return null;
  return offsetAt(new Date(to.getTime() - 1)) === offset ? offset : null;
}

/** The day column's text from `dn`. */
const dayText = sql`(date '1970-01-01' + dn)::text as day`;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days in Turkey inside [from, to): [firstDay, endDay) with the instants they span; null when none. */
export function wholeDays(
  from: Date | undefined,
  to: Date | undefined,
): { firstDay: string | null; endDay: string | null; start: Date | null; end: Date | null } | null {
  let firstDay: string | null = null;
  let start: Date | null = null;
  if (from) {
    firstDay = reportDay(from);
    start = dayStart(firstDay);
    if (start.getTime() < from.getTime()) {
      firstDay = addDays(firstDay, 1);
      start = dayStart(firstDay);
    }
  }
  let endDay: string | null = null;
  let end: Date | null = null;
  if (to) {
    endDay = reportDay(to);
    end = dayStart(endDay);
  }
  if (start && end && start.getTime() >= end.getTime()) return null;
  return { firstDay, endDay, start, end };
}

interface Partial {
  total: number;
  ended: number;
  seconds: number;
  devices: Record<string, number>;
  perDay: Map<string, number>;
  heatmap: number[][];
  perQr: Map<number | null, number>;
  languages: Map<string, number>;
  sketch: Uint8Array;
}

function emptyPartial(): Partial {
  return {
    total: 0,
    ended: 0,
    seconds: 0,
    devices: {},
    perDay: new Map(),
    heatmap: Array.from({ length: 7 }, () => Array<number>(24).fill(0)),
    perQr: new Map(),
    languages: new Map(),
    sketch: emptySketch(),
  };
}

type GroupRow = {
  g: number | string; // which grouping set
  device_type: string | null;
  day: string | null;
  dow: number | string | null;
  hod: number | string | null;
  qr_code_id: number | string | null;
  language: string | null;
  visits: number | string;
  ended: number | string;
  seconds: number | string;
};

function addGroups(into: Partial, rows: GroupRow[]) {
  for (const r of rows) {
    const visits = Number(r.visits);
    switch (Number(r.g)) {
      case 0: // device
        into.total += visits;
        into.ended += Number(r.ended);
        into.seconds += Number(r.seconds);
        into.devices[r.device_type ?? 'other'] = (into.devices[r.device_type ?? 'other'] ?? 0) + visits;
        break;
      case 1:
        into.perDay.set(String(r.day), (into.perDay.get(String(r.day)) ?? 0) + visits);
        break;
      case 2:
        into.heatmap[Number(r.dow)][Number(r.hod)] += visits;
        break;
      case 3: {
        const id = r.qr_code_id === null ? null : Number(r.qr_code_id);
        into.perQr.set(id, (into.perQr.get(id) ?? 0) + visits);
        break;
      }
      case 4:
        into.languages.set(r.language ?? '', (into.languages.get(r.language ?? '') ?? 0) + visits);
        break;
    }
  }
}

export interface ReportOptions {
  exactVisitorsUpTo?: number;
  /**
   * The database runs on this thread (PGlite): every read is kept short — rollups a month at a time, the raw
   * log a few hours at a time — and the reads go one after another with a turn of the event loop between them,
   * so diners' requests are answered between two reads instead of after the whole report.
   */
  inProcess?: boolean;
}

/** Days of rollups per read on an in-process database (a month: about 3,000 hour rows at 1 M visits a year). */
export const SLICE_DAYS = 31;
/** Hours of the raw log per read on an in-process database. */
export const RAW_SLICE_HOURS = 4;
const HOUR_MS = 3_600_000;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const restaurantCondition = (column: SQL, restaurants: ReportFilter['restaurants']) =>
  restaurants === 'all' ? sql`true` : sql`${column} = any(${sql.param(restaurants)}::int[])`;
const deviceCondition = (column: SQL, deviceType?: string) => (deviceType ? sql`${column} = ${deviceType}` : sql`true`);

type Span = NonNullable<ReturnType<typeof wholeDays>>;
/** What a read needs: the whole report, totals with unique visitors (the previous period), or the count alone. */
type Parts = 'all' | 'totals' | 'count';

/** How a report reads: the database, and whether it runs in process (short reads, one after another). */
interface Reader {
  db: Database;
  inProcess: boolean;
  /** Runs reads together on a server, one after another with a turn between them in process. */
  all<T>(reads: Array<() => Promise<T>>): Promise<T[]>;
}

function readerOf(db: Database, inProcess: boolean): Reader {
  return {
    db,
    inProcess,
    async all<T>(reads: Array<() => Promise<T>>): Promise<T[]> {
      if (!inProcess) return Promise.all(reads.map((read) => read()));
      const out: T[] = [];
      for (const read of reads) {
        out.push(await read());
        await turn();
      }
      return out;
    },
  };
}

/**
 * The whole days of a range bounded by the first and last day that has visits (an index lookup per
 * restaurant), in windows of SLICE_DAYS in process: "all time" is as many reads as months with visits.
 */
async function windows({ db, inProcess }: Reader, f: ReportFilter, span: Span): Promise<Span[]> {
  const [bounds] = rowsOf<{ first: string | null; last: string | null }>(
    await db.execute(sql`
      select min(d.first)::text as first, max(d.last)::text as last
        from restaurants r cross join lateral (select min(day) as first, max(day) as last from menu_visit_days where restaurant_id = r.id) d
       where ${restaurantCondition(sql`r.id`, f.restaurants)}`),
  );
  if (!bounds?.first || !bounds.last) return [];
  let first = span.firstDay && span.firstDay > bounds.first ? span.firstDay : bounds.first;
  const lastEnd = addDays(bounds.last, 1);
  const end = span.endDay && span.endDay < lastEnd ? span.endDay : lastEnd;
  const out: Span[] = [];
  while (first < end) {
    const next = inProcess && addDays(first, SLICE_DAYS) < end ? addDays(first, SLICE_DAYS) : end;
    out.push({ firstDay: first, endDay: next, start: dayStart(first), end: dayStart(next) });
    first = next;
  }
  return out;
}

/** Whole days: hours and days rollups, and the sketches. */
async function fromRollups(r: Reader, into: Partial, f: ReportFilter, span: Span, parts: Parts) {
  for (const window of await windows(r, f, span)) await fromRollupWindow(r, into, f, window, parts);
}

async function fromRollupWindow({ db, all }: Reader, into: Partial, f: ReportFilter, span: Span, parts: Parts) {
  const hourRange = sql`${span.start ? sql`hour >= ${span.start.toISOString()}::timestamptz` : sql`true`} and ${span.end ? sql`hour < ${span.end.toISOString()}::timestamptz` : sql`true`}`;
  const dayRange = sql`${span.firstDay ? sql`day >= ${span.firstDay}::date` : sql`true`} and ${span.endDay ? sql`day < ${span.endDay}::date` : sql`true`}`;
  const hours = () =>
    db.execute(sql`
    select ${parts === 'all' ? sql`case when grouping(device_type) = 0 then 0 when grouping(dn) = 0 then 1 else 2 end` : sql`0`} as g,
           device_type, ${parts === 'all' ? sql`${dayText}, dow, hod` : sql`null::text as day, null::int as dow, null::int as hod`}, null::int as qr_code_id, null::text as language,
           sum(visits)::float8 as visits, sum(ended)::float8 as ended, sum(session_seconds)::float8 as seconds
      from (select device_type, visits, ended, session_seconds${parts === 'all' ? sql`, ${localColumns(sql`hour`, span.start, span.end)}` : sql``}
              from menu_visit_hours
             where ${restaurantCondition(sql`restaurant_id`, f.restaurants)} and ${deviceCondition(sql`device_type`, f.deviceType)} and ${hourRange}) h
     group by grouping sets ((device_type)${parts === 'all' ? sql`, (dn), (dow, hod)` : sql``})`);
  const days = () =>
    parts === 'all'
      ? db.execute(sql`
          select case when grouping(qr_code_id) = 0 then 3 else 4 end as g, null::text as device_type, null::text as day, null::int as dow, null::int as hod,
                 qr_code_id, language, sum(visits)::float8 as visits, 0::float8 as ended, 0::float8 as seconds
            from menu_visit_days
           where ${restaurantCondition(sql`restaurant_id`, f.restaurants)} and ${deviceCondition(sql`device_type`, f.deviceType)} and ${dayRange}
           group by grouping sets ((qr_code_id), (language))`)
      : Promise.resolve({ rows: [] });
  // One row of hex for all the days: a row of bytea per day costs PGlite ten times as much to hand over.
  const sketches = () =>
    parts === 'count'
      ? Promise.resolve({ rows: [] })
      : db.execute(sql`
    select string_agg(encode(registers, 'hex'), '') as hex from menu_visitor_sketches
     where ${f.restaurants === 'all' ? sql`restaurant_id = 0` : restaurantCondition(sql`restaurant_id`, f.restaurants)}
       and device_type = ${f.deviceType ?? ''} and ${dayRange}`);
  const [h, d, s] = await all<unknown>([hours, days, sketches]);
  addGroups(into, rowsOf<GroupRow>(h));
  addGroups(into, rowsOf<GroupRow>(d));
  const hex = rowsOf<{ hex: string | null }>(s)[0]?.hex;
  if (hex) {
    const bytes = Buffer.from(hex, 'hex');
    for (let at = 0; at < bytes.length; at += REGISTERS) mergeSketch(into.sketch, bytes.subarray(at, at + REGISTERS));
  }
}

/** A part of a day at an end of the range: straight from the log (in process, RAW_SLICE_HOURS at a time). */
async function fromRaw(r: Reader, into: Partial, f: ReportFilter, from: Date | null, to: Date | null, parts: Parts) {
  if (!r.inProcess || !from || !to) return fromRawSlice(r, into, f, from, to, parts);
  for (let at = from.getTime(); at < to.getTime(); at += RAW_SLICE_HOURS * HOUR_MS) {
    await fromRawSlice(
      r,
      into,
      f,
      new Date(at),
      new Date(Math.min(to.getTime(), at + RAW_SLICE_HOURS * HOUR_MS)),
      parts,
    );
  }
}

async function fromRawSlice(
  { db, all }: Reader,
  into: Partial,
  f: ReportFilter,
  from: Date | null,
  to: Date | null,
  parts: Parts,
) {
  const where = sql`${restaurantCondition(sql`restaurant_id`, f.restaurants)} and ${deviceCondition(sql`device_type`, f.deviceType)}
    and ${from ? sql`access_date >= ${from.toISOString()}::timestamptz` : sql`true`} and ${to ? sql`access_date < ${to.toISOString()}::timestamptz` : sql`true`}`;
  const groups = () =>
    db.execute(sql`
    select ${parts === 'all' ? sql`case when grouping(device_type) = 0 then 0 when grouping(dn) = 0 then 1 when grouping(dow) = 0 then 2 when grouping(qr_code_id) = 0 then 3 else 4 end` : sql`0`} as g,
           device_type, ${parts === 'all' ? sql`${dayText}, dow, hod, qr_code_id, language` : sql`null::text as day, null::int as dow, null::int as hod, null::int as qr_code_id, null::text as language`},
           count(*)::float8 as visits, count(*) filter (where session_duration > 0)::float8 as ended, coalesce(sum(session_duration), 0)::float8 as seconds
      from (select device_type, qr_code_id, language, session_duration${parts === 'all' ? sql`, ${localColumns(sql`access_date`, from, to)}` : sql``}
              from menu_access_logs where ${where}) l
     group by grouping sets ((device_type)${parts === 'all' ? sql`, (dn), (dow, hod), (qr_code_id), (language)` : sql``})`);
  // Per register the smallest rest of the hash: the highest rank (menu_visitor_rank) is the one with the fewest
  // bits, worked out here rather than through bit strings for every visit.
  const ranks = () =>
    parts === 'count'
      ? Promise.resolve({ rows: [] })
      : db.execute(sql`
    select h & 1023 as register, min((h >> 10) & 4194303) as rest
      from (select menu_visitor_hash(ip_address) as h from menu_access_logs where ${where} and ip_address is not null) x
     group by 1`);
  const [g, r] = await all<unknown>([groups, ranks]);
  addGroups(into, rowsOf<GroupRow>(g));
  addRanks(
    into.sketch,
    rowsOf<{ register: number | string; rest: number | string }>(r).map((x) => ({
      register: Number(x.register),
      rank: rankOf(Number(x.rest)),
    })),
  );
}

/** Everything of one range: whole days from the rollups, the partial days at its ends from the log. */
async function aggregateRange(r: Reader, f: ReportFilter, parts: Parts): Promise<Partial> {
  const into = emptyPartial();
  const span = wholeDays(f.from, f.to);
  if (!span) {
    await fromRaw(r, into, f, f.from ?? null, f.to ?? null, parts);
    return into;
  }
  const work: Array<() => Promise<void>> = [() => fromRollups(r, into, f, span, parts)];
  if (f.from && span.start && f.from.getTime() < span.start.getTime())
    work.push(() => fromRaw(r, into, f, f.from!, span.start!, parts));
  if (f.to && span.end && f.to.getTime() > span.end.getTime())
    work.push(() => fromRaw(r, into, f, span.end!, f.to!, parts));
  await r.all(work);
  return into;
}

/** Distinct stored addresses of a range, straight from the log. */
async function exactVisitors(db: Database, f: ReportFilter): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      select count(*)::int as n from (
        select distinct ip_address from menu_access_logs
         where ip_address is not null and ${restaurantCondition(sql`restaurant_id`, f.restaurants)} and ${deviceCondition(sql`device_type`, f.deviceType)}
           and ${f.from ? sql`access_date >= ${f.from.toISOString()}::timestamptz` : sql`true`} and ${f.to ? sql`access_date < ${f.to.toISOString()}::timestamptz` : sql`true`}) x`),
  );
  return Number(row?.n ?? 0);
}

/** Opened menu sections in the days the range touches, most first, with their current names. */
async function sectionsOf(db: Database, f: ReportFilter): Promise<AccessLogStats['sections']> {
  const rows = rowsOf<{ category_id: number | string; name: string | null; opens: number | string }>(
    await db.execute(sql`
      select s.category_id, c.name, sum(s.opens)::float8 as opens
        from menu_visit_sections s left join categories c on c.id = s.category_id
       where ${restaurantCondition(sql`s.restaurant_id`, f.restaurants)}
         and ${f.from ? sql`s.day >= ${reportDay(f.from)}::date` : sql`true`} and ${f.to ? sql`s.day <= ${reportDay(new Date(f.to.getTime() - 1))}::date` : sql`true`}
       group by 1, 2 order by 3 desc, 1 limit 50`),
  );
  return rows.map((r) => ({ categoryId: Number(r.category_id), name: r.name, opens: Number(r.opens) }));
}

/** The QR codes' table numbers and restaurants, by code id (the per-code list names its tables). */
async function tablesOf(db: Database, f: ReportFilter) {
  const rows = rowsOf<{ id: number | string; table_number: string; restaurant_id: number | string }>(
    await db.execute(
      sql`select id, table_number, restaurant_id from menu_qr_codes where ${restaurantCondition(sql`restaurant_id`, f.restaurants)}`,
    ),
  );
  return new Map(
    rows.map((r) => [Number(r.id), { tableNumber: r.table_number, restaurantId: Number(r.restaurant_id) }]),
  );
}

/** The previous period of a range: as long as it, ending where it starts (none without a start). */
function previousRangeOf(f: ReportFilter, now: Date): { from: Date; to: Date } | null {
  return f.from
    ? { from: new Date(f.from.getTime() - ((f.to ?? now).getTime() - f.from.getTime())), to: f.from }
    : null;
}

/** Most first; equal counts in a fixed order (table id, language code; unknown last), whatever order the reads came in. */
function byCount<K extends number | string | null>(m: Map<K, number>): Array<[K, number]> {
  const key = (k: number | string | null) => (k === null || k === '' ? '\uffff' : String(k));
  return [...m.entries()]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || key(a[0]).localeCompare(key(b[0]), 'en', { numeric: true }));
}

/** The report's answer from the range's totals, the table names and the previous period. */
function statsAnswer(
  main: Partial,
  uniqueIps: number,
  tables: Awaited<ReturnType<typeof tablesOf>>,
  previous: { range: { from: Date; to: Date }; totals: Partial; uniqueIps: number } | null,
  sections: AccessLogStats['sections'],
): Omit<AccessLogStats, 'refused'> {
  const devices = { mobile: 0, tablet: 0, desktop: 0, other: 0 };
  for (const [k, v] of Object.entries(main.devices)) devices[(k in devices ? k : 'other') as keyof typeof devices] += v;
  return {
    total: main.total,
    uniqueIps,
    averageSession: main.ended ? Math.round(main.seconds / main.ended) : 0,
    mobileShare: main.total ? Math.round((devices.mobile / main.total) * 1000) / 10 : 0,
    devices,
    perDay: [...main.perDay.entries()]
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, count]) => ({ date, count })),
    heatmap: main.heatmap,
    perQrCode: byCount(main.perQr).map(([qrCodeId, count]) => ({
      qrCodeId,
      tableNumber: qrCodeId === null ? null : (tables.get(qrCodeId)?.tableNumber ?? null),
      restaurantId: qrCodeId === null ? null : (tables.get(qrCodeId)?.restaurantId ?? null),
      count,
    })),
    languages: byCount(main.languages).map(([language, count]) => ({ language, count })),
    previous: previous
      ? {
          from: previous.range.from.toISOString(),
          to: previous.range.to.toISOString(),
          total: previous.totals.total,
          uniqueIps: previous.uniqueIps,
        }
      : null,
    sections,
  };
}

export function createReportRepository(db: Database, options: ReportOptions = {}) {
  const inProcess = options.inProcess ?? false;
  const exactUpTo = options.exactVisitorsUpTo ?? (inProcess ? EXACT_VISITORS_UP_TO_IN_PROCESS : EXACT_VISITORS_UP_TO);
  const reader = readerOf(db, inProcess);
  const aggregate = (f: ReportFilter, parts: Parts) => aggregateRange(reader, f, parts);
  const visitors = (f: ReportFilter, p: Partial) =>
    p.total <= exactUpTo ? exactVisitors(db, f) : Promise.resolve(estimateVisitors(p.sketch));

  return {
    aggregate,

    /** Visits in a range, as the log's page counts them (from the rollups, so a million rows cost no count(*)). */
    async count(f: ReportFilter): Promise<number> {
      return (await aggregate(f, 'count')).total;
    },

    async stats(f: ReportFilter, now: Date = new Date()): Promise<Omit<AccessLogStats, 'refused'>> {
      const previousRange = previousRangeOf(f, now);
      const [main, previous, tables, sections] = (await reader.all<unknown>([
        () => aggregate(f, 'all'),
        () => (previousRange ? aggregate({ ...f, ...previousRange }, 'totals') : Promise.resolve(null)),
        () => tablesOf(db, f),
        () => this.sections(f),
      ])) as [Partial, Partial | null, Awaited<ReturnType<typeof tablesOf>>, AccessLogStats['sections']];
      const [uniqueIps, previousIps] = await reader.all([
        () => visitors(f, main),
        () => (previous && previousRange ? visitors({ ...f, ...previousRange }, previous) : Promise.resolve(0)),
      ]);
      const earlier =
        previous && previousRange ? { range: previousRange, totals: previous, uniqueIps: previousIps } : null;
      return statsAnswer(main, uniqueIps, tables, earlier, sections);
    },

    /** Opened menu sections in the days the range touches, most first, with their current names. */
    sections: (f: ReportFilter) => sectionsOf(db, f),
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
