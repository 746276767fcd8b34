import { useCallback, useEffect, useRef, useState } from 'react';

/** storefront.md §9 / backoffice-api.md §9: auto-advance 5 s, the hero starting after 1 s. */
export const SLIDE_INTERVAL_MS = 5000;
export const HERO_START_DELAY_MS = 1000;
/** Swipe thresholds: 40 px on the hero, 50 px on the text slider above 768 px width. */
export const HERO_SWIPE_PX = 40;
export const TEXT_SWIPE_PX = 50;
export const TEXT_SWIPE_MIN_WIDTH = 768;

/** The text slider's swipe threshold at a viewport width (40 px, like the hero, below 769 px). */
export function textSwipeThreshold(width: number): number {
  return width > TEXT_SWIPE_MIN_WIDTH ? TEXT_SWIPE_PX : HERO_SWIPE_PX;
}

/** Slide after `index` in `direction`, wrapping around. */
export function stepSlide(index: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return 0;
  return (index + direction + count) % count;
}

/**
 * A horizontal swipe of `dx` px: a finger moving left (negative) shows the next slide, right
 * the previous one; shorter than the threshold is no swipe.
 */
export function swipeDirection(dx: number, threshold: number): 1 | -1 | 0 {
  if (Math.abs(dx) < threshold) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * A slider's state: the current slide, auto-advancing every 5 s after a start delay (paused
 * while the visitor interacts, and not at all with one slide or reduced motion), and the
 * touch handlers of a swipe.
 */
export function useSlider(
  count: number,
  options: { startDelayMs: number; threshold: () => number },
) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchX = useRef<number | null>(null);
  const { startDelayMs, threshold } = options;

  useEffect(() => {
    if (count < 2 || paused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(
        () => setIndex((current) => stepSlide(current, count, 1)),
        SLIDE_INTERVAL_MS,
      );
    }, startDelayMs);
    return () => {
      clearTimeout(start);
      if (interval) clearInterval(interval);
    };
  }, [count, paused, startDelayMs]);

  const go = useCallback(
    (direction: 1 | -1) => setIndex((current) => stepSlide(current, count, direction)),
    [count],
  );

  const handlers = {
    onTouchStart: (event: React.TouchEvent) => {
      touchX.current = event.touches[0]?.clientX ?? null;
      setPaused(true);
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const start = touchX.current;
      touchX.current = null;
      setPaused(false);
      const end = event.changedTouches[0]?.clientX;
      if (start === null || end === undefined) return;
      const direction = swipeDirection(end - start, threshold());
      if (direction) go(direction);
    },
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  return { index, setIndex, go, handlers };
}
