import {
  TEMPLATE_SIZES,
  fillPlaceholders,
  placeholderAllergens,
  placeholderPrice,
  templateTakesBinding,
  validateLayers,
} from './image-templates';

const canvas = TEMPLATE_SIZES.square;
const text = {
  id: 'title',
  type: 'text',
  x: 40,
  y: 40,
  width: 1000,
  height: 200,
  text: '{name}',
  fontFamily: 'inter',
  fontVariant: '700',
  fontSize: 96,
  color: '#ffffff',
  align: 'center',
  lineClamp: 2,
  autoShrink: true,
};
const image = {
  id: 'photo',
  type: 'image',
  x: 0,
  y: 0,
  width: 1080,
  height: 700,
  source: 'product',
  fit: 'cover',
};
const shape = {
  id: 'badge',
  type: 'shape',
  x: 800,
  y: 800,
  width: 200,
  height: 200,
  shape: 'circle',
  fill: '#058243',
  opacity: 0.8,
};

describe('template sizes', () => {
  it('are the four presets of the issue', () => {
    expect(TEMPLATE_SIZES.portrait).toMatchObject({ width: 1080, height: 1920 });
    expect(TEMPLATE_SIZES.landscape).toMatchObject({ width: 1920, height: 1080 });
    expect(TEMPLATE_SIZES.square).toMatchObject({ width: 1080, height: 1080 });
    expect(TEMPLATE_SIZES.a4.height / TEMPLATE_SIZES.a4.width).toBeCloseTo(Math.SQRT2, 2);
  });
});

describe('layer validation', () => {
  it('accepts one layer of each kind', () => {
    expect(validateLayers([image, text, shape], canvas)).toEqual([]);
  });

  it.each([
    [
      { ...text, fontFamily: 'Comic Sans' },
      'layers[0].fontFamily',
      'Ebene 1: „Schriftart“ ist keine der installierten Schriftarten.',
    ],
    [
      { ...text, fontVariant: 'bold' },
      'layers[0].fontVariant',
      'Ebene 1: „Schnitt“ muss z. B. „regular“, „700“ oder „700italic“ sein.',
    ],
    [
      { ...text, color: 'white' },
      'layers[0].color',
      'Ebene 1: „Farbe“ muss eine Farbe im Format #RRGGBB sein.',
    ],
    [
      { ...text, fontSize: 2 },
      'layers[0].fontSize',
      'Ebene 1: „Schriftgröße“ muss eine ganze Zahl zwischen 6 und 1000 sein.',
    ],
    [
      { ...text, align: 'justify' },
      'layers[0].align',
      'Ebene 1: „Ausrichtung“ muss „left“, „center“ oder „right“ sein.',
    ],
    [
      { ...text, lineClamp: 0 },
      'layers[0].lineClamp',
      'Ebene 1: „Zeilen höchstens“ muss zwischen 1 und 20 liegen.',
    ],
    [
      { ...image, source: 'library' },
      'layers[0].imageId',
      'Ebene 1: „Bild“ ist erforderlich, wenn die Quelle die Mediathek ist.',
    ],
    [
      { ...image, fit: 'fill' },
      'layers[0].fit',
      'Ebene 1: „Einpassung“ muss „cover“ oder „contain“ sein.',
    ],
    [
      { ...shape, shape: 'star' },
      'layers[0].shape',
      'Ebene 1: „Form“ muss „rect“, „rounded“ oder „circle“ sein.',
    ],
    [
      { ...shape, opacity: 1.5 },
      'layers[0].opacity',
      'Ebene 1: „Deckkraft“ muss zwischen 0 und 1 liegen.',
    ],
    [
      { ...shape, width: 0 },
      'layers[0].width',
      'Ebene 1: „Breite“ muss eine ganze Zahl zwischen 1 und 2160 sein.',
    ],
    [
      { ...shape, x: 5000 },
      'layers[0].x',
      'Ebene 1: „X“ muss eine ganze Zahl zwischen -1080 und 1080 sein.',
    ],
    [
      { ...shape, type: 'video' },
      'layers[0].type',
      'Ebene 1: „Art“ muss „image“, „text“ oder „shape“ sein.',
    ],
    [
      { ...shape, id: 'a b' },
      'layers[0].id',
      'Ebene 1: „ID“ muss 1 bis 40 Buchstaben, Ziffern, - oder _ sein.',
    ],
  ])('refuses %j in German', (layer, field, message) => {
    expect(validateLayers([layer], canvas)).toEqual([{ field, message }]);
  });

  it('refuses the same id twice and a list that is none', () => {
    expect(validateLayers([shape, shape], canvas)).toEqual([
      { field: 'layers[1].id', message: 'Ebene 2: „ID“ „badge“ kommt mehrfach vor.' },
    ]);
    expect(validateLayers({}, canvas)).toEqual([
      { field: 'layers', message: '„Ebenen“ muss eine Liste sein.' },
    ]);
  });
});

describe('placeholders', () => {
  const product = {
    name: 'Käsespätzle',
    description: '<p>Mit <b>Röstzwiebeln</b></p>',
    price: 12.5,
    calculationModel: 'fixed' as const,
    unit: 'serving',
    allergens: 'ACG',
  };

  it('fill name, price, unit, description and allergens as the storefront writes them', () => {
    expect(fillPlaceholders('{name}: {price} / {unit}', product)).toBe(
      'Käsespätzle: 12,50 € / Port.',
    );
    expect(fillPlaceholders('{description} ({allergens})', product)).toBe(
      'Mit Röstzwiebeln (A, C, G)',
    );
  });

  it.each([
    [{ price: 24, calculationModel: 'approximate' as const }, 'ca. 24,00 €'],
    [{ price: 3, calculationModel: 'minimum' as const }, 'ab 3,00 €'],
    [{ price: 1234.5 }, '1.234,50 €'],
    [{ price: 5, isPriceHidden: true }, ''],
  ])('price of %j is %j', (fields, expected) => {
    expect(placeholderPrice({ name: 'x', ...fields })).toBe(expected);
  });

  it('keep the placeholders visible without a product', () => {
    expect(fillPlaceholders('{name}', null)).toBe('{name}');
  });

  it('write allergen codes with commas', () => {
    expect(placeholderAllergens('a, c,g')).toBe('A, C, G');
    expect(placeholderAllergens(null)).toBe('');
  });
});

describe('whether a template takes a product or category', () => {
  it.each([
    ['a text with a placeholder', [{ ...text, text: 'Heute: {price}' }], true],
    ['a picture of the product', [{ ...image }], true],
    [
      'only fixed texts, library pictures and shapes',
      [{ ...text, text: 'Sommerfest' }, { ...image, source: 'library', imageId: 4 }, shape],
      false,
    ],
    ['a brace that is no placeholder', [{ ...text, text: '{preis}' }], false],
  ])('%s: %s', (_label, layers, takes) => {
    expect(templateTakesBinding(layers as never)).toBe(takes);
  });
});
