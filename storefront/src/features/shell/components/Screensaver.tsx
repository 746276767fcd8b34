import { useEffect, useState } from 'react';

/** Not in the spec: how long a kiosk waits without a touch before the screensaver returns. */
export const SCREENSAVER_IDLE_MS = 2 * 60 * 1000;

/**
 * storefront.md §2 self-service context: 'Tippen um zu bestellen' covers the screen until
 * tapped, and comes back after the kiosk was left alone.
 */
export function Screensaver({
  shopName,
  onIdle,
}: {
  shopName: string;
  /** The kiosk was left alone: the next customer starts afresh. */
  onIdle: () => void;
}) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (shown) return;
    const idle = () => {
      setShown(true);
      onIdle();
    };
    let timer = setTimeout(idle, SCREENSAVER_IDLE_MS);
    const touched = () => {
      clearTimeout(timer);
      timer = setTimeout(idle, SCREENSAVER_IDLE_MS);
    };
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    for (const name of events) window.addEventListener(name, touched, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, touched);
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <button type="button" className="screensaver" onClick={() => setShown(false)}>
      <span className="screensaver__name">{shopName}</span>
      <span className="screensaver__call">Tippen um zu bestellen</span>
    </button>
  );
}
