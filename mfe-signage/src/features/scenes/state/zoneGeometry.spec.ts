import {
  applyKey,
  clampRect,
  keyAction,
  moveRect,
  pixelsToPercent,
  resizeRect,
  screenAspect,
} from './zoneGeometry';

const left = { x: 0, y: 0, width: 50, height: 100 };

describe('the zone geometry', () => {
  it('snaps to whole percent', () => {
    expect(clampRect({ x: 10.4, y: 20.6, width: 30.5, height: 39.49 })).toEqual({
      x: 10,
      y: 21,
      width: 31,
      height: 39,
    });
  });

  it('keeps a zone on the screen: never past an edge, never larger than the screen', () => {
    expect(clampRect({ x: -5, y: 120, width: 150, height: 30 })).toEqual({
      x: 0,
      y: 70,
      width: 100,
      height: 30,
    });
    expect(clampRect({ x: 90, y: 0, width: 20, height: 0 })).toEqual({
      x: 80,
      y: 0,
      width: 20,
      height: 1,
    });
  });

  it('fills missing numbers with the full screen', () => {
    expect(clampRect({})).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });

  it('moves a zone and stops it at the edge with its size kept', () => {
    expect(moveRect(left, 20.3, 0)).toEqual({ x: 20, y: 0, width: 50, height: 100 });
    expect(moveRect(left, 80, 10)).toEqual({ x: 50, y: 0, width: 50, height: 100 });
    expect(moveRect({ x: 10, y: 10, width: 20, height: 20 }, -30, -30)).toEqual({
      x: 0,
      y: 0,
      width: 20,
      height: 20,
    });
  });

  it('resizes from the top-left corner, up to the right/bottom edge and down to 1 %', () => {
    const zone = { x: 60, y: 50, width: 20, height: 20 };
    expect(resizeRect(zone, 10, -5)).toEqual({ x: 60, y: 50, width: 30, height: 15 });
    expect(resizeRect(zone, 100, 100)).toEqual({ x: 60, y: 50, width: 40, height: 50 });
    expect(resizeRect(zone, -50, -50)).toEqual({ x: 60, y: 50, width: 1, height: 1 });
  });

  it('moves with arrow keys and resizes with Shift+arrow keys, 1 % a press', () => {
    const zone = { x: 10, y: 10, width: 20, height: 20 };
    expect(applyKey(zone, 'ArrowRight', false)).toEqual({ ...zone, x: 11 });
    expect(applyKey(zone, 'ArrowUp', false)).toEqual({ ...zone, y: 9 });
    expect(applyKey(zone, 'ArrowRight', true)).toEqual({ ...zone, width: 21 });
    expect(applyKey(zone, 'ArrowUp', true)).toEqual({ ...zone, height: 19 });
    expect(applyKey({ ...zone, x: 0 }, 'ArrowLeft', false)).toEqual({ ...zone, x: 0 });
    expect(applyKey(zone, 'Enter', false)).toBeNull();
    expect(keyAction('ArrowDown', true)).toEqual({ kind: 'resize', dx: 0, dy: 1 });
  });

  it('turns pointer pixels into percent of the canvas', () => {
    expect(pixelsToPercent(64, -36, { width: 640, height: 360 })).toEqual({ dx: 10, dy: -10 });
    expect(pixelsToPercent(5, 5, { width: 0, height: 0 })).toEqual({ dx: 0, dy: 0 });
  });

  it('draws the screen as it hangs: landscape wide, portrait upright', () => {
    expect(screenAspect(1920, 1080, 'landscape')).toEqual({ width: 1920, height: 1080 });
    expect(screenAspect(1920, 1080, 'portrait')).toEqual({ width: 1080, height: 1920 });
    expect(screenAspect(1080, 1920, 'portrait')).toEqual({ width: 1080, height: 1920 });
    expect(screenAspect(undefined, 0, undefined)).toEqual({ width: 1920, height: 1080 });
  });
});
