/**
 * The pure geometry of the zone editor: a zone is a rectangle in percent of the screen
 * (x/y = left/top edge, width/height), snapped to whole percent and kept on the screen.
 * Pointer drags and the keyboard both end here, so both behave the same.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A zone is never smaller than this (percent), so it stays visible and grabbable. */
export const MIN_SIZE = 1;
/** One arrow-key press moves or resizes by this much (percent); also the snap grid. */
export const STEP = 1;

const snap = (value: number): number => Math.round(value / STEP) * STEP;
const finite = (value: number | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * A rectangle snapped to whole percent and inside the screen: the size first limited to
 * MIN_SIZE…100, then the position so that the zone ends at 100 % at the latest.
 */
export function clampRect(rect: Partial<Rect>): Rect {
  const width = Math.min(100, Math.max(MIN_SIZE, snap(finite(rect.width, 100))));
  const height = Math.min(100, Math.max(MIN_SIZE, snap(finite(rect.height, 100))));
  const x = Math.min(100 - width, Math.max(0, snap(finite(rect.x, 0))));
  const y = Math.min(100 - height, Math.max(0, snap(finite(rect.y, 0))));
  return { x, y, width, height };
}

/** Moved by dx/dy percent; at an edge it stops there and keeps its size. */
export function moveRect(rect: Rect, dx: number, dy: number): Rect {
  const start = clampRect(rect);
  return clampRect({ ...start, x: start.x + dx, y: start.y + dy });
}

/**
 * Resized by dw/dh percent from its top-left corner (which stays put): it cannot grow past
 * the right or bottom edge nor shrink below MIN_SIZE.
 */
export function resizeRect(rect: Rect, dw: number, dh: number): Rect {
  const start = clampRect(rect);
  return clampRect({
    ...start,
    width: Math.min(100 - start.x, start.width + dw),
    height: Math.min(100 - start.y, start.height + dh),
  });
}

export type KeyAction = { kind: 'move' | 'resize'; dx: number; dy: number };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/** Arrow keys move a zone, Shift+arrow keys resize it (right/down: larger); else null. */
export function keyAction(key: string, shiftKey: boolean): KeyAction | null {
  const delta = ARROWS[key];
  if (!delta) return null;
  return { kind: shiftKey ? 'resize' : 'move', dx: delta[0], dy: delta[1] };
}

/** The rectangle after a key press, or null when the key does nothing to zones. */
export function applyKey(rect: Rect, key: string, shiftKey: boolean): Rect | null {
  const action = keyAction(key, shiftKey);
  if (!action) return null;
  return action.kind === 'move'
    ? moveRect(rect, action.dx, action.dy)
    : resizeRect(rect, action.dx, action.dy);
}

/** A pointer movement in pixels on a canvas of the given size, in percent of it. */
export function pixelsToPercent(
  dxPx: number,
  dyPx: number,
  canvas: { width: number; height: number },
): { dx: number; dy: number } {
  return {
    dx: canvas.width > 0 ? (dxPx / canvas.width) * 100 : 0,
    dy: canvas.height > 0 ? (dyPx / canvas.height) * 100 : 0,
  };
}

/**
 * The screen's width : height as a CSS aspect ratio. Width and height are the panel's
 * pixels; the orientation says how the TV hangs, so a 1920 × 1080 panel hung upright
 * ('portrait') is 1080 wide and 1920 high on the wall.
 */
export function screenAspect(
  width: number | undefined,
  height: number | undefined,
  orientation: string | undefined,
): { width: number; height: number } {
  const w = finite(width, 1920) > 0 ? finite(width, 1920) : 1920;
  const h = finite(height, 1080) > 0 ? finite(height, 1080) : 1080;
  const long = Math.max(w, h);
  const short = Math.min(w, h);
  return orientation === 'portrait'
    ? { width: short, height: long }
    : { width: long, height: short };
}
