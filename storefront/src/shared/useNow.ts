import { useEffect, useState } from 'react';
import { preloaded } from './preload';

/**
 * The clock a page shows opening states and labels for. The first render uses the instant
 * the server rendered the page with (so hydration finds the same markup); right after, and
 * then every `everyMs`, the browser's own clock.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => {
    const renderedAt = preloaded()?.renderedAt;
    return renderedAt ? new Date(renderedAt) : new Date();
  });
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
