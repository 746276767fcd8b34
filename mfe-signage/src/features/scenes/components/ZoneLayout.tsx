import type { ZoneValues } from '../state/sceneForm';

/** The zones drawn on a 16:9 screen, to see the layout while editing its numbers. */
export function ZoneLayout({ zones }: { zones: ZoneValues[] }) {
  return (
    <div
      aria-label="Aufteilung"
      style={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        background: '#222',
        borderRadius: 4,
        overflow: 'hidden',
      }}
    >
      {zones.map((zone, index) => (
        <div
          key={index}
          style={{
            position: 'absolute',
            left: `${zone.x ?? 0}%`,
            top: `${zone.y ?? 0}%`,
            width: `${zone.width ?? 100}%`,
            height: `${zone.height ?? 100}%`,
            border: '2px solid #5fd08f',
            background: 'rgba(5, 130, 67, 0.25)',
            color: '#fff',
            fontSize: 12,
            padding: 4,
            boxSizing: 'border-box',
          }}
        >
          {zone.name || `Zone ${index + 1}`}
        </div>
      ))}
    </div>
  );
}
