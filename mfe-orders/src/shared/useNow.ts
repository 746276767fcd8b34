import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`: for what a screen shows relative to now (an
 * order turns „Überfällig“ at its deadline without anything else re-rendering it). `null`:
 * nothing can change any more, no timer (one card of hundreds on the board).
 */
export function useNow(everyMs: number | null = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (everyMs === null) return;
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
