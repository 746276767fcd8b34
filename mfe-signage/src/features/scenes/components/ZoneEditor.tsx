import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ZoneValues } from '../state/sceneForm';
import {
  applyKey,
  clampRect,
  keyAction,
  moveRect,
  pixelsToPercent,
  resizeRect,
  type Rect,
} from '../state/zoneGeometry';

/** One colour per zone, so that overlapping zones stay apart. */
const COLOURS = ['#5fd08f', '#4aa3ff', '#f5a623', '#e86b8f', '#b28dff', '#3fd0d4'];
export const zoneColour = (index: number) => COLOURS[index % COLOURS.length];

interface Drag {
  index: number;
  kind: 'move' | 'resize';
  pointerId: number;
  startX: number;
  startY: number;
  start: Rect;
}

/**
 * The scene's screen with its zones, to arrange them by hand: drag a zone to move it,
 * drag its corner to resize it; with the keyboard arrow keys move the focused zone and
 * Shift + arrow keys resize it. Every change snaps to 1 % and stays on the screen; the
 * number fields follow because both edit the same form values.
 */
export function ZoneEditor({
  zones,
  aspect,
  background,
  onChange,
}: {
  zones: ZoneValues[];
  aspect: { width: number; height: number };
  background?: string;
  /**
   * Asks for a zone to change: `update` gets the zone as it stands now (not as last
   * rendered, so fast key repeats lose no step) and returns its new place.
   */
  onChange: (index: number, update: (current: Rect) => Rect) => void;
}) {
  const canvas = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [active, setActive] = useState<number | null>(null);

  const begin = (event: PointerEvent<HTMLElement>, index: number, kind: Drag['kind']) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    // Capture on the zone itself, so a handle's drag keeps arriving when the pointer leaves.
    const zoneElement = (event.currentTarget.closest('[data-zone]') ?? event.currentTarget) as
      HTMLElement | undefined;
    zoneElement?.setPointerCapture?.(event.pointerId);
    zoneElement?.focus();
    drag.current = {
      index,
      kind,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      start: clampRect(zones[index]),
    };
    setActive(index);
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || !canvas.current) return;
    const box = canvas.current.getBoundingClientRect();
    const { dx, dy } = pixelsToPercent(
      event.clientX - current.startX,
      event.clientY - current.startY,
      box,
    );
    const next =
      current.kind === 'move' ? moveRect(current.start, dx, dy) : resizeRect(current.start, dx, dy);
    const shown = clampRect(zones[current.index]);
    if (
      next.x !== shown.x ||
      next.y !== shown.y ||
      next.width !== shown.width ||
      next.height !== shown.height
    ) {
      onChange(current.index, () => next);
    }
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setActive(null);
  };
  const key = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (!keyAction(event.key, event.shiftKey)) return;
    event.preventDefault();
    onChange(index, (current) => applyKey(current, event.key, event.shiftKey) ?? current);
  };

  return (
    <div>
      <div
        ref={canvas}
        aria-label="Aufteilung"
        data-testid="zone-canvas"
        style={{
          position: 'relative',
          width: '100%',
          // Small enough that the zone fields stay in sight below it.
          maxWidth: aspect.height > aspect.width ? 260 : 560,
          margin: '0 auto',
          aspectRatio: `${aspect.width} / ${aspect.height}`,
          background: background || '#000000',
          backgroundImage:
            'linear-gradient(rgba(255,255,255,0.07) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.07) 1px, transparent 1px)',
          backgroundSize: '10% 10%',
          outline: '1px solid #888',
          borderRadius: 4,
          overflow: 'hidden',
          userSelect: 'none',
        }}
      >
        {zones.map((zone, index) => {
          const rect = clampRect(zone);
          const colour = zoneColour(index);
          const name = zone.name || `Zone ${index + 1}`;
          return (
            <div
              key={index}
              data-zone={zone.key || index}
              role="group"
              aria-roledescription="verschiebbare Zone"
              aria-label={`${name}: links ${rect.x} %, oben ${rect.y} %, ${rect.width} × ${rect.height} %`}
              tabIndex={0}
              onPointerDown={(event) => begin(event, index, 'move')}
              onPointerMove={follow}
              onPointerUp={end}
              onPointerCancel={end}
              onKeyDown={(event) => key(event, index)}
              className="bw-zone"
              style={{
                position: 'absolute',
                left: `${rect.x}%`,
                top: `${rect.y}%`,
                width: `${rect.width}%`,
                height: `${rect.height}%`,
                border: `2px solid ${colour}`,
                background: `${colour}${active === index ? '66' : '33'}`,
                color: '#fff',
                fontSize: 12,
                lineHeight: 1.3,
                padding: 4,
                boxSizing: 'border-box',
                cursor: active === index ? 'grabbing' : 'grab',
                touchAction: 'none',
                overflow: 'hidden',
                textShadow: '0 1px 2px #000',
              }}
            >
              <div style={{ fontWeight: 600 }}>{name}</div>
              <div style={{ opacity: 0.85 }}>
                {rect.width} × {rect.height} %
              </div>
              <span
                aria-hidden
                data-handle="resize"
                onPointerDown={(event) => begin(event, index, 'resize')}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 16,
                  height: 16,
                  background: colour,
                  cursor: 'nwse-resize',
                  touchAction: 'none',
                }}
              />
            </div>
          );
        })}
      </div>
      <style>{`.bw-zone:focus-visible { outline: 3px solid #fff; outline-offset: -5px; }`}</style>
      <p style={{ margin: '6px 0 0', color: '#666', fontSize: 12 }}>
        Zone ziehen zum Verschieben, die Ecke unten rechts ziehen für die Größe. Tastatur: Zone
        anwählen (Tab), Pfeiltasten verschieben, Umschalt + Pfeiltasten ändern die Größe – je 1 %.
      </p>
    </div>
  );
}
