import { startTransition, useEffect, useState } from 'react';

/**
 * The current time, re-read every `intervalMs` (the 48-hour countdown moves while the inbox is open). The tick is a
 * transition: it renders every row's countdown again, which React then splits into short tasks.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setNow(Date.now())), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
