// Realistic visits for a restaurant's access log: `npm run seed:visits` and the demo data's
// 30 days. Diners come at lunch and dinner, more on Friday and at the weekend; some tables are busier than
// others; most use a phone; most read Turkish; four in five visits end with a duration (a log-normal around two
// and a half minutes) and the sections they opened; a third of the addresses come back.
//
// The visits go in oldest first (as a real log fills) through the bulk path the report relies on: multi-row INSERTs of 5,000 visits (arrays taken
// apart by unnest), whose statement-level triggers keep the hourly, daily and visitor rollups in the same
// statement; the QR codes' counters and the opened sections are added per batch too. The monthly partitions of
// the range are made first, so the visits land in them (retention drops them whole later).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { createAccessLogRepository } from '../access-logs/repository';
import { seededRandom } from './seeded-random.mjs';

export interface VisitSeedOptions {
  restaurantId: number;
  visits: number;
  days: number;
  /** The end of the range (default: now); visits are spread over the `days` days before it. */
  now?: Date;
  /** Same seed, same visits (default: a fixed one). */
  seed?: number;
  /** Called after every batch with the visits written so far. */
  onProgress?(written: number): void;
}

export interface VisitSeedResult {
  written: number;
  from: Date;
  to: Date;
  qrCodes: number;
  sections: number;
}

const BATCH = 5000;
/** Arrays go in as one parameter each (taken apart by unnest), as in the visit ingest. */
const p = (values: unknown[]) => sql.param(values);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Turkey keeps UTC+3 all year. */
const TURKEY_OFFSET = 3 * HOUR;

/** Monday 1.0 … Sunday: more diners on Friday evening and the weekend (JavaScript weekday 0 = Sunday). */
const WEEKDAY_WEIGHT = [1.5, 1, 0.95, 1, 1.05, 1.3, 1.6];
const DEVICES: Array<[string, number]> = [
  ['mobile', 0.82],
  ['tablet', 0.08],
  ['desktop', 0.06],
  ['other', 0.04],
];
const LANGUAGES: Array<[string, number]> = [
  ['tr', 0.7],
  ['en', 0.15],
  ['de', 0.05],
  ['ar', 0.04],
  ['ru', 0.03],
  ['fr', 0.015],
  ['es', 0.01],
  ['it', 0.005],
];
const USER_AGENTS: Record<string, string[]> = {
  mobile: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 13; Redmi Note 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  ],
  tablet: [
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ],
  desktop: [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  ],
  other: ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'],
};

/** The seeded generator with a normal distribution and weighted choices: the same seed gives the same visits. */
function random(seed: number) {
  const next = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const pick = <T>(choices: Array<[T, number]>): T => {
    let r = next() * choices.reduce((s, [, w]) => s + w, 0);
    for (const [value, weight] of choices) if ((r -= weight) < 0) return value;
    return choices[choices.length - 1][0];
  };
  return { next, normal, pick };
}

/** Minutes after midnight in Turkey: a lunch peak, a larger dinner peak, and some all day. */
function minuteOfDay(r: ReturnType<typeof random>): number {
  const u = r.next();
  const hours = u < 0.38 ? 12.75 + r.normal() * 1.0 : u < 0.83 ? 19.75 + r.normal() * 1.4 : 9 + r.next() * 14.5;
  return Math.min(24 * 60 - 1, Math.max(8 * 60, Math.round(hours * 60)));
}

export async function seedVisits(db: Database, options: VisitSeedOptions): Promise<VisitSeedResult> {
  const { restaurantId, visits, days } = options;
  const to = options.now ?? new Date();
  const from = new Date(to.getTime() - days * DAY);
  const r = random(options.seed ?? 20261126);

  const codes = rowsOf<{ id: number }>(
    await db.execute(sql`select id from menu_qr_codes where restaurant_id = ${restaurantId} order by id`),
  );
  const categories = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from categories where restaurant_id = ${restaurantId} and is_active order by display_order, id`,
    ),
  );
  // Some tables are busier (a window, the terrace): weights falling off with the code's place.
  const qrChoices: Array<[number | null, number]> = codes.length
    ? codes.map((c, i) => [Number(c.id), 1 / (i + 1) ** 0.6])
    : [[null, 1]];
  const categoryIds = categories.map((c) => Number(c.id));
  // Days weighted by weekday, from the first whole day to today.
  const firstDay = Math.floor((from.getTime() + TURKEY_OFFSET) / DAY);
  const dayChoices: Array<[number, number]> = [];
  for (let d = firstDay; d <= Math.floor((to.getTime() + TURKEY_OFFSET) / DAY); d++)
    dayChoices.push([d, WEEKDAY_WEIGHT[new Date(d * DAY).getUTCDay()]]);
  // Addresses: about one for every three visits, the earlier ones coming back more often.
  const addresses = Math.max(20, Math.round(visits / 3));
  const address = (i: number) => `78.${160 + ((i >> 16) & 31)}.${(i >> 8) & 255}.${i & 255 || 1}`;

  await createAccessLogRepository(db).ensurePartitions(from, to);

  // First how many visits each day gets (a day and a time are drawn until the time is inside the range, so the
  // first and last, partial days get their share); then the days are written in order, each day's visits by
  // time, as a real log fills: a batch touches a day or two of rollups instead of every day of the range.
  const perDay = new Map<number, number>();
  const timeIn = (day: number) => day * DAY - TURKEY_OFFSET + minuteOfDay(r) * 60_000 + Math.floor(r.next() * 60_000);
  const inRange = (time: number) => time <= to.getTime() && time >= from.getTime();
  for (let i = 0; i < visits; i++) {
    let day: number;
    do day = r.pick(dayChoices);
    while (!inRange(timeIn(day)));
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const dayOrder = [...perDay.keys()].sort((a, b) => a - b);

  let written = 0;
  let sectionCount = 0;
  let dayAt = 0;
  /** Times of the day being written that are still to go, in order. */
  let pending: number[] = [];
  const nextTime = (): number => {
    while (pending.length === 0) {
      const day = dayOrder[dayAt++];
      pending = Array.from({ length: perDay.get(day)! }, () => {
        let time: number;
        do time = timeIn(day);
        while (!inRange(time));
        return time;
      }).sort((a, b) => b - a);
    }
    return pending.pop()!;
  };
  while (written < visits) {
    const n = Math.min(BATCH, visits - written);
    const at: string[] = [];
    const qr: Array<number | null> = [];
    const ip: string[] = [];
    const device: string[] = [];
    const agent: string[] = [];
    const language: string[] = [];
    const seconds: number[] = [];
    const perCode = new Map<number, { count: number; last: number }>();
    const sections = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const time = nextTime();
      const code = r.pick(qrChoices);
      const kind = r.pick(DEVICES);
      const ended = r.next() < 0.8;
      at.push(new Date(time).toISOString());
      qr.push(code);
      ip.push(address(Math.floor(addresses * r.next() ** 1.6)));
      device.push(kind);
      const agents = USER_AGENTS[kind];
      agent.push(agents[Math.floor(r.next() * agents.length)]);
      language.push(r.pick(LANGUAGES));
      seconds.push(ended ? Math.min(4 * 3600, Math.max(5, Math.round(Math.exp(Math.log(150) + r.normal() * 0.7)))) : 0);
      if (code !== null) {
        const c = perCode.get(code) ?? { count: 0, last: 0 };
        c.count += 1;
        c.last = Math.max(c.last, time);
        perCode.set(code, c);
      }
      if (ended && categoryIds.length) {
        const day = new Date(time + TURKEY_OFFSET).toISOString().slice(0, 10);
        const opened = 1 + Math.floor(r.next() * 3);
        for (let k = 0; k < opened; k++) {
          // The first sections are opened most.
          const category =
            categoryIds[Math.min(categoryIds.length - 1, Math.floor(categoryIds.length * r.next() ** 1.8))];
          const key = `${day}|${category}`;
          sections.set(key, (sections.get(key) ?? 0) + 1);
        }
      }
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into menu_access_logs (access_date, restaurant_id, qr_code_id, ip_address, device_type, user_agent, language, session_duration)
        select v.at, ${restaurantId}, v.qr, v.ip, v.device, v.agent, v.language, v.seconds
          from unnest(${p(at)}::timestamptz[], ${p(qr)}::int[], ${p(ip)}::text[], ${p(device)}::text[], ${p(agent)}::text[], ${p(language)}::text[], ${p(seconds)}::int[])
            as v(at, qr, ip, device, agent, language, seconds)`);
      if (perCode.size) {
        const ids = [...perCode.keys()];
        await tx.execute(sql`
          update menu_qr_codes q set access_count = q.access_count + c.n,
                 last_accessed_date = greatest(coalesce(q.last_accessed_date, c.last), c.last)
            from unnest(${p(ids)}::int[], ${p(ids.map((id) => perCode.get(id)!.count))}::int[], ${p(ids.map((id) => new Date(perCode.get(id)!.last).toISOString()))}::timestamptz[]) as c(id, n, last)
           where q.id = c.id`);
      }
      if (sections.size) {
        const keys = [...sections.keys()].map((k) => k.split('|'));
        await tx.execute(sql`
          insert into menu_visit_sections as s (restaurant_id, day, category_id, opens)
          select ${restaurantId}, x.day, x.category, x.n
            from unnest(${p(keys.map((k) => k[0]))}::date[], ${p(keys.map((k) => Number(k[1])))}::int[], ${p([...sections.values()])}::int[]) as x(day, category, n)
          on conflict (restaurant_id, day, category_id) do update set opens = s.opens + excluded.opens`);
        sectionCount += [...sections.values()].reduce((a, b) => a + b, 0);
      }
    });
    written += n;
    options.onProgress?.(written);
  }
  return { written, from, to, qrCodes: codes.length, sections: sectionCount };
}
