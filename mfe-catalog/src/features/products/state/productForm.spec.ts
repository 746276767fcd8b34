import type { Product } from '@bestellwerk/api-client';
import {
  NEW_PRODUCT,
  isPlacedNowhere,
  pastedProduct,
  toFormValues,
  toPayload,
  toPlacementValues,
  toPlacementsPayload,
} from './productForm';

const product: Product = {
  id: 7,
  name: 'Pizza Margherita',
  type: 'configurable',
  description: 'Tomaten, Mozzarella',
  allergens: 'A, G',
  images: [
    { id: 3, version: 1, extension: 'jpg', alt: null },
    { id: 1, version: 2, extension: 'png', alt: 'Pizza' },
  ],
  price: 9.5,
  unit: 'piece',
  tax: 10,
  dineInTax: 10,
  takeawayTax: 10,
  calculationModel: 'fixed',
  minimumQuantity: 1,
  maximumQuantity: null,
  quantityStepSize: 1,
  defaultQuantity: 1,
  defaultUnit: 'piece',
  alternativeUnits: [
    {
      unit: 'serving',
      ratio: 8,
      minimumQuantity: 2,
      maximumQuantity: 16,
      quantityStepSize: 1,
      calculationModel: 'approximate',
    },
  ],
  isEnabled: true,
  schedule: null,
  isVisibleWhenUnavailable: false,
  isPriceHidden: false,
  isStepByStep: true,
  isLeadTimeEnabled: true,
  leadTimeType: 'hours',
  leadTimeValue: 2,
  config: {
    parts: [
      {
        name: 'Größe',
        description: null,
        type: 'select',
        optional: false,
        options: [
          { name: 'Klein', modifier: 'subtract', value: 1 },
          { name: 'Familie', modifier: 'overwrite', value: 19.9 },
        ],
      },
      { name: 'Wunsch', description: 'Was fehlt?', type: 'textarea', optional: true, options: [] },
    ],
  },
  tags: [{ id: 4, name: 'Vegetarisch', image: null }],
  position: 0,
  isOrderable: true,
};

describe('product form ↔ API payload', () => {
  it('round-trips a product: images and tags as refs in order, parts and options kept', () => {
    const payload = toPayload(toFormValues(product));
    expect(payload.images).toEqual([{ id: 3 }, { id: 1 }]);
    expect(payload.tags).toEqual([{ id: 4 }]);
    expect(payload.config).toEqual(product.config);
    expect(payload.alternativeUnits).toEqual(product.alternativeUnits);
    expect(payload).not.toHaveProperty('id');
    expect(payload).not.toHaveProperty('isOrderable');
    expect(payload.leadTimeType).toBe('hours');
    expect(payload.schedule).toBeNull();
    expect(payload.price).toBe(9.5);
  });

  it('fills defaults of a new option, part and alternative unit left partly empty', () => {
    const payload = toPayload({
      ...NEW_PRODUCT,
      name: '  Torte ',
      description: '   ',
      maximumQuantity: null,
      alternativeUnits: [{ unit: 'piece', ratio: 12, maximumQuantity: null }],
      config: {
        parts: [
          { name: 'Sorte', type: 'multiselect', options: [{ name: 'Schoko', value: null }] },
          // options left over from a type change: not sent for a text part
          { name: 'Text', type: 'text', options: [{ name: 'x', modifier: 'add', value: 1 }] },
        ],
      },
    });
    expect(payload.name).toBe('Torte');
    expect(payload.description).toBeNull();
    expect(payload.maximumQuantity).toBeNull();
    expect(payload.defaultUnit).toBe('piece');
    expect(payload.alternativeUnits).toEqual([
      {
        unit: 'piece',
        ratio: 12,
        minimumQuantity: 1,
        maximumQuantity: null,
        quantityStepSize: 1,
        calculationModel: 'fixed',
      },
    ]);
    expect(payload.config.parts).toEqual([
      {
        name: 'Sorte',
        description: null,
        type: 'multiselect',
        optional: false,
        options: [{ name: 'Schoko', modifier: 'add', value: 0 }],
      },
      { name: 'Text', description: null, type: 'text', optional: false, options: [] },
    ]);
  });

  it('sends no lead time when it is switched off, and a schedule only when it has rules', () => {
    const values = toFormValues(product);
    values.isLeadTimeEnabled = false;
    values.schedule = [{ type: 'daily', from: '11:00', to: '14:00', isClosed: false }];
    const payload = toPayload(values);
    expect(payload.leadTimeType).toBeNull();
    expect(payload.leadTimeValue).toBeNull();
    expect(payload.schedule).toEqual(values.schedule);
  });

  it('a pasted product is a new product named as a copy', () => {
    const pasted = pastedProduct(toFormValues(product));
    expect(pasted.name).toBe('Pizza Margherita (Kopie)');
    expect(toPayload(pasted).config).toEqual(product.config);
  });
});

describe('the product’s places in the shop', () => {
  it('sends the chosen category of each menu, and leaves the product’s own payload alone', () => {
    const values = {
      ...NEW_PRODUCT,
      name: 'Sachertorte',
      placements: [{ menu: 1, category: 4 }, { menu: 2, category: 4 }, { menu: 3 }],
    };
    expect(toPlacementsPayload(values)).toEqual({
      placements: [
        { menu: { id: 1 }, category: { id: 4 } },
        { menu: { id: 2 }, category: { id: 4 } },
      ],
    });
    expect(toPayload(values)).not.toHaveProperty('placements');
  });

  it('reads the stored places into the form', () => {
    expect(
      toPlacementValues([
        { menu: { id: 1, name: 'Café-Karte' }, category: { id: 4, name: 'Kuchen' } },
      ]),
    ).toEqual([{ menu: 1, category: 4 }]);
  });

  it('says when the product stands nowhere in the shop', () => {
    expect(isPlacedNowhere(undefined)).toBe(true);
    expect(isPlacedNowhere([{ menu: 1 }])).toBe(true);
    expect(isPlacedNowhere([{ menu: 1, category: 4 }])).toBe(false);
  });
});
