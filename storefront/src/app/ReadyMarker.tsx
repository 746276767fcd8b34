import { startTransition, useEffect, useState } from 'react';
import { replayEarlyTaps } from './early-taps';

/**
 * Sets `html[data-ready=true]` once the page around it is the browser's own: hydrated, and
 * re-rendered after its mount effects (the clock of useNow switches from the server's
 * instant to the browser's there). The browser tests wait for it before they read a page.
 *
 * It sits inside the same Suspense boundary as the page, so it hydrates with the page and
 * not before it (React hydrates each boundary on its own). The flag set by its first
 * effect is batched with the page's own first updates; the second effect runs only after
 * that render is on screen. Then the taps made before the app started are clicked again.
 */
export function ReadyMarker() {
  const [mounted, setMounted] = useState(false);
  // A transition, as the clock's switch is (useNow): it renders and commits with it.
  useEffect(() => startTransition(() => setMounted(true)), []);
  useEffect(() => {
    if (!mounted) return;
    document.documentElement.dataset.ready = 'true';
    replayEarlyTaps();
  }, [mounted]);
  return null;
}
