import {
  ProductConfig,
  configFromStorage,
  configToStorage,
  configTransformer,
} from './product-config';

const config: ProductConfig = {
  parts: [
    {
      name: 'Größe',
      description: null,
      type: 'select',
      optional: false,
      options: [
        { name: 'Klein', modifier: 'add', value: 0 },
        { name: 'Groß', modifier: 'overwrite', value: 6.9 },
        { name: 'Extra', modifier: 'add', value: 0.29 },
      ],
    },
    {
      name: 'Aufschrift',
      description: 'max. 40 Zeichen',
      type: 'text',
      optional: true,
      options: [],
    },
  ],
};

describe('option values in the config column', () => {
  it('are stored as whole cents, never as binary fractions', () => {
    const stored = configToStorage(config);
    expect(stored.parts[0].options.map((option) => option.value)).toEqual([0, 690, 29]);
    expect(JSON.stringify(stored)).not.toMatch(/\d\.\d/);
  });

  it('come back in the shop currency exactly as sent', () => {
    expect(configFromStorage(configToStorage(config))).toEqual(config);
  });

  it('leave the sent object untouched', () => {
    const copy = structuredClone(config);
    configToStorage(config);
    expect(config).toEqual(copy);
  });

  it('pass null through the column transformer', () => {
    expect(configTransformer.to(null)).toBeNull();
    expect(configTransformer.from(null)).toBeNull();
    expect(configTransformer.from(configTransformer.to(config))).toEqual(config);
  });
});
