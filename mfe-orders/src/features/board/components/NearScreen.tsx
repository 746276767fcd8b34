import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far beyond the window a card is already rendered (about eight cards). */
const AHEAD = '1500px 0px';

/**
 * Renders its children once they come near the screen, and keeps them from then on; until
 * then an empty box of `estimate` px holds their place. The board's 500 orders thus cost
 * the first load only the cards in view, and scrolling renders the rest a few at a time.
 * Without IntersectionObserver (jsdom) everything is rendered at once.
 */
export function NearScreen({
  estimate,
  eager = false,
  children,
}: {
  estimate: number;
  /** Rendered at once (the first cards of a column: in view on any screen). */
  eager?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} style={near ? undefined : { height: estimate }}>
      {near && children}
    </div>
  );
}
