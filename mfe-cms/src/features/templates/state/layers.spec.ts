import { TEMPLATE_SIZES, validateLayers } from '@bestellwerk/domain';
import type { ImageTemplate } from '@bestellwerk/api-client';
import {
  layerSummary,
  newLayer,
  nextLayerId,
  templateToValues,
  valuesToPayload,
  type LayerValues,
  type TemplateValues,
} from './layers';

const canvas = TEMPLATE_SIZES.square;

describe('template editor values', () => {
  it('gives each new layer an id not yet in the template', () => {
    expect(nextLayerId('text', [])).toBe('text-1');
    expect(nextLayerId('text', [{ id: 'text-1' }, { id: 'image-1' }, { id: 'text-3' }])).toBe(
      'text-2',
    );
  });

  it.each(['text', 'image', 'shape'] as const)(
    'places a new %s layer inside the canvas, valid once a picture is chosen',
    (type) => {
      const layer = newLayer(type, 'square', []);
      expect(layer.x + layer.width).toBeLessThanOrEqual(canvas.width);
      expect(layer.y + layer.height).toBeLessThanOrEqual(canvas.height);
      const values: TemplateValues = {
        identifier: 'kachel',
        name: 'Kachel',
        size: 'square',
        background: '#ffffff',
        layers: [type === 'image' ? ({ ...layer, imageId: 7 } as LayerValues) : layer],
      };
      expect(validateLayers(valuesToPayload(values).layers, canvas)).toEqual([]);
    },
  );

  it('sends the opacity as 0–1 and takes it back as percent', () => {
    const text = { ...newLayer('text', 'square', []), opacity: 40 } as LayerValues;
    const payload = valuesToPayload({
      identifier: 'a',
      name: 'A',
      size: 'square',
      background: '#000000',
      layers: [text],
    });
    expect(payload.layers[0].opacity).toBe(0.4);
    const template = {
      id: 1,
      identifier: 'a',
      name: 'A',
      size: 'square',
      background: '#000000',
      layers: payload.layers,
    } as unknown as ImageTemplate;
    expect(templateToValues(template).layers[0].opacity).toBe(40);
  });

  it('leaves out what does not belong to the layer: a product picture has no image id, a rectangle no radius', () => {
    const image = {
      ...newLayer('image', 'square', []),
      source: 'product',
      imageId: 5,
    } as LayerValues;
    const shape = newLayer('shape', 'square', [image]);
    const payload = valuesToPayload({ ...emptyValues(), layers: [image, shape] });
    expect(payload.layers[0]).not.toHaveProperty('imageId');
    expect(payload.layers[1]).not.toHaveProperty('radius');
    expect(payload.layers[1]).not.toHaveProperty('text');
  });

  it('keeps a layer the server must judge as typed, so its error lands under the field', () => {
    const text = { ...newLayer('text', 'square', []), fontSize: null } as unknown as LayerValues;
    const payload = valuesToPayload({ ...emptyValues(), layers: [text] });
    expect(validateLayers(payload.layers, canvas)).toEqual([
      expect.objectContaining({ field: 'layers[0].fontSize' }),
    ]);
  });

  it('shows a font stored by its id under the family name the select offers', () => {
    const template = {
      ...emptyValues(),
      id: 3,
      layers: [{ ...newLayer('text', 'square', []), fontFamily: 'open-sans', opacity: 1 }],
    } as unknown as ImageTemplate;
    expect(templateToValues(template).layers[0]).toMatchObject({
      fontFamily: 'Open Sans',
      opacity: 100,
    });
  });

  it('names each layer by what it shows', () => {
    expect(layerSummary({ type: 'text', text: '{name} – {price}' } as LayerValues)).toBe(
      'Text „{name} – {price}“',
    );
    expect(layerSummary({ type: 'image', source: 'product' } as LayerValues)).toBe(
      'Bild (Produktbild)',
    );
    expect(layerSummary({ type: 'image', source: 'library', imageId: 4 } as LayerValues)).toBe(
      'Bild #4',
    );
    expect(layerSummary({ type: 'shape', shape: 'circle' } as LayerValues)).toBe('Form Kreis');
  });
});

function emptyValues(): TemplateValues {
  return { identifier: 'x', name: 'X', size: 'square', background: '#ffffff', layers: [] };
}
