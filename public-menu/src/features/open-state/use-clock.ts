// The device's clock, read after the first render (the server's clock is not the diner's) and every minute.
import { useEffect, useState } from 'react';

export function useClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
