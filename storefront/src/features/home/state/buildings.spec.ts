import type { StyleSpecification } from 'maplibre-gl';
import { BUILDINGS_LAYER_ID, buildingLayer } from './buildings';

const style = (layers: unknown[]) => ({ layers }) as Pick<StyleSpecification, 'layers'>;
const background = { id: 'background', type: 'background' };
const flatBuildings = {
  id: 'building',
  type: 'fill',
  source: 'openmaptiles',
  'source-layer': 'building',
};
const labels = { id: 'road-label', type: 'symbol', source: 'openmaptiles', 'source-layer': 'road' };

describe('3D buildings on the home map (storefront.md §9: from zoom 15)', () => {
  it('extrudes the style’s building layer from zoom 15, below the labels', () => {
    const found = buildingLayer(style([background, flatBuildings, labels]));
    expect(found?.beforeId).toBe('road-label');
    expect(found?.layer).toMatchObject({
      id: BUILDINGS_LAYER_ID,
      type: 'fill-extrusion',
      source: 'openmaptiles',
      'source-layer': 'building',
      minzoom: 15,
    });
  });

  it('adds nothing to a style without buildings or with its own 3D buildings', () => {
    expect(buildingLayer(style([background, labels]))).toBeNull();
    expect(
      buildingLayer(
        style([flatBuildings, { ...flatBuildings, id: 'building-3d', type: 'fill-extrusion' }]),
      ),
    ).toBeNull();
  });
});
