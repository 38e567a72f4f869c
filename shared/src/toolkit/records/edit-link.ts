// A link that opens a record's form (`/products?edit=12`, as the compliance panel links each item to where it
// is fixed): once the screen's list has loaded, the record named by `?edit=` is opened and the parameter is
// taken off the address, so a reload or going back does not open it again.
import { useEffect, useRef } from 'react';

export const EDIT_PARAM = 'edit';

export function useEditLink<T extends { id: number }>(
  records: readonly T[] | undefined,
  open: (record: T) => void,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !records || typeof window === 'undefined') return;
    const url = new URL(window.location.href);
    const id = Number(url.searchParams.get(EDIT_PARAM));
    done.current = true;
    if (!Number.isInteger(id) || id <= 0) return;
    const record = records.find((r) => r.id === id);
    url.searchParams.delete(EDIT_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (record) open(record);
  }, [records, open]);
}
