// A list of the board (calls or orders) kept current by the staff stream: each event's record is parsed
// (a malformed one is ignored: the next reload corrects the list), merged into the cached list and into the
// streamed copies (an event may arrive before the list has loaded, or while it reloads; the newest event
// wins), and a record never seen before in its first state is announced.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { applyLive, mergeLive, type LiveRecord } from '../lib/live-records';

export interface LiveFeedOptions<T extends LiveRecord> {
  query: UseQueryResult<T[]>;
  /** The cached lists the events update (every restaurant's). */
  queryKey: QueryKey;
  /** The shared schema of the record (its safeParse). */
  schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } };
  /** Whether a record is still on the board. */
  onBoard: (record: T) => boolean;
  /** Whether a record is new in this state (a call just made, an order just sent). */
  isNew: (record: T) => boolean;
  onNew: (record: T) => void;
}

export function useLiveFeed<T extends LiveRecord>({
  query,
  queryKey,
  schema,
  onBoard,
  isNew,
  onNew,
}: LiveFeedOptions<T>) {
  const queryClient = useQueryClient();
  const known = useRef(new Set<number>());
  const [streamed, setStreamed] = useState<ReadonlyMap<number, T>>(new Map());
  useEffect(() => {
    for (const record of query.data ?? []) known.current.add(record.id);
  }, [query.data]);

  const onEvent = useCallback(
    (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) return;
      const record = result.data;
      queryClient.setQueriesData<T[]>({ queryKey }, (list) => applyLive(list, record, onBoard));
      // The streamed copy keeps the newest event of a record: an older one replayed after a reconnect must not
      // bring back a call or an order that has since left the board.
      setStreamed((map) =>
        (map.get(record.id)?.eventId ?? -1) > record.eventId ? map : new Map(map).set(record.id, record),
      );
      if (isNew(record) && !known.current.has(record.id)) onNew(record);
      known.current.add(record.id);
    },
    [queryClient, queryKey, schema, onBoard, isNew, onNew],
  );

  const records = useMemo(() => mergeLive(query.data ?? [], streamed, onBoard), [query.data, streamed, onBoard]);
  return { query, records, onEvent };
}
