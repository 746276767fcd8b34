import type {
  ExpressionSpecification,
  FillExtrusionLayerSpecification,
  StyleSpecification,
} from 'maplibre-gl';

/** §9 map defaults: 3D buildings from zoom 15. */
export const BUILDINGS_MIN_ZOOM = 15;
export const BUILDINGS_LAYER_ID = 'bestellwerk-3d-buildings';

type Layer = StyleSpecification['layers'][number];
const sourceLayerOf = (layer: Layer) =>
  'source-layer' in layer ? (layer['source-layer'] as string | undefined) : undefined;
const sourceOf = (layer: Layer) =>
  'source' in layer ? (layer.source as string | undefined) : undefined;

/**
 * The 3D building layer to add to a map style: extruded by the tiles' heights from zoom
 * 15, drawn below the labels. Null when the style has no vector source with a 'building'
 * layer, or already extrudes its buildings.
 */
export function buildingLayer(
  style: Pick<StyleSpecification, 'layers'>,
): { layer: FillExtrusionLayerSpecification; beforeId: string | undefined } | null {
  const layers = style.layers ?? [];
  const buildings = layers.find((layer) => sourceLayerOf(layer) === 'building' && sourceOf(layer));
  if (!buildings) return null;
  const extruded = layers.some(
    (layer) => layer.type === 'fill-extrusion' && sourceLayerOf(layer) === 'building',
  );
  if (extruded) return null;
  const height: ExpressionSpecification = [
    'coalesce',
    ['get', 'render_height'],
    ['get', 'height'],
    0,
  ];
  const base: ExpressionSpecification = [
    'coalesce',
    ['get', 'render_min_height'],
    ['get', 'min_height'],
    0,
  ];
  return {
    layer: {
      id: BUILDINGS_LAYER_ID,
      type: 'fill-extrusion',
      source: sourceOf(buildings)!,
      'source-layer': 'building',
      minzoom: BUILDINGS_MIN_ZOOM,
      paint: {
        'fill-extrusion-color': '#d8d2c8',
        // Rising from flat at 15 so the buildings do not pop up at once.
        'fill-extrusion-height': [
          'interpolate',
          ['linear'],
          ['zoom'],
          BUILDINGS_MIN_ZOOM,
          0,
          BUILDINGS_MIN_ZOOM + 0.5,
          height,
        ],
        'fill-extrusion-base': base,
        'fill-extrusion-opacity': 0.7,
      },
    },
    beforeId: layers.find((layer) => layer.type === 'symbol')?.id,
  };
}
