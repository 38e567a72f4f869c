// The board's calls and orders as the list and the staff stream tell them: a record's newer event (the higher
// event id) wins, an older one replayed after it never rolls it back, and a record that left the board
// (a finished call, a closed order) goes. Oldest first.
export interface LiveRecord {
  id: number;
  eventId: number;
  createdAt?: string | null;
}

const oldestFirst = (a: LiveRecord, b: LiveRecord) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '');

/** A record's latest state merged into a cached list (undefined while the list has not loaded). */
export function applyLive<T extends LiveRecord>(
  list: T[] | undefined,
  record: T,
  onBoard: (record: T) => boolean,
): T[] | undefined {
  if (!list) return list;
  const current = list.find((r) => r.id === record.id);
  if (current && current.eventId > record.eventId) return list;
  const others = list.filter((r) => r.id !== record.id);
  if (!onBoard(record)) return others;
  return [...others, record].sort(oldestFirst);
}

/** The loaded list and the streamed copies (an event can arrive before the list loads, or while it reloads). */
export function mergeLive<T extends LiveRecord>(
  list: T[],
  streamed: ReadonlyMap<number, T>,
  onBoard: (record: T) => boolean,
): T[] {
  const byId = new Map(list.map((r) => [r.id, r]));
  for (const record of streamed.values()) {
    const current = byId.get(record.id);
    if (!current || record.eventId > current.eventId) byId.set(record.id, record);
  }
  return [...byId.values()].filter(onBoard).sort(oldestFirst);
}
