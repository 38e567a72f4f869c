// The light poll that stands in for the page's live stream: while something waits for staff and the stream is
// not open, `refresh` runs every few seconds the page is visible (the calls and the orders of a table).
import { useEffect } from 'react';

const POLL_MS = 5000;

export function useStandInPoll(waiting: boolean, streaming: boolean, refresh: () => Promise<void>): void {
  useEffect(() => {
    if (!waiting || streaming) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, streaming, refresh]);
}
