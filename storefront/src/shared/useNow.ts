import { startTransition, useEffect, useState } from 'react';
import { preloaded } from './preload';

const MINUTE_MS = 60_000;
const minuteOf = (at: Date) => Math.floor(at.getTime() / MINUTE_MS);

/**
 * Whether this is the page the server rendered (on the server: always). A page reached
 * later in the app (the checkout after the branch page) starts from the browser's clock,
 * not from an instant minutes old.
 */
function isFirstPage(path: string): boolean {
  if (typeof location === 'undefined') return true;
  try {
    return decodeURI(location.pathname) === path;
  } catch {
    return location.pathname === path;
  }
}

/**
 * The clock a page shows opening states and labels for. The first render uses the instant
 * the server rendered the page with (so hydration finds the same markup); right after, and
 * then every `everyMs`, the browser's own clock — but only once it reads another minute:
 * opening hours, slots and lead times are whole minutes, so within one minute every state
 * reads the same, and a page hydrated in the minute it was rendered is not rendered again.
 * The new minute renders as a transition, in slices the phone can paint and answer taps
 * between, instead of one long task over the whole menu (a plain update after an effect is
 * rendered in one go).
 */
export function useNow(everyMs = MINUTE_MS): Date {
  const [now, setNow] = useState(() => {
    const first = preloaded();
    return first?.renderedAt && isFirstPage(first.path) ? new Date(first.renderedAt) : new Date();
  });
  useEffect(() => {
    const tick = () => {
      const next = new Date();
      startTransition(() => setNow((shown) => (minuteOf(shown) === minuteOf(next) ? shown : next)));
    };
    tick();
    const timer = setInterval(tick, everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
