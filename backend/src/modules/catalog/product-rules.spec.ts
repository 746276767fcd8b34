import { Product } from './entities/product.entity';
import {
  applyProductDefaults,
  normaliseAlternativeUnits,
  normaliseConfig,
  normaliseSchedule,
  productRuleErrors,
} from './product-rules';

/** A new product as the generic create builds it: only the sent fields are set. */
const sent = (fields: Partial<Product>): Product => Object.assign(new Product(), fields);

function valid(fields: Partial<Product> = {}): Product {
  const product = sent({ name: 'Kaffeebohnen', ...fields });
  applyProductDefaults(product, fields.defaultUnit !== undefined);
  return product;
}

describe('a new product', () => {
  it('starts with the column defaults, dine-in and takeaway tax from the general rate', () => {
    const product = valid({ tax: 20 });
    expect(product).toMatchObject({
      type: 'simple',
      unit: 'piece',
      defaultUnit: 'piece',
      tax: 20,
      dineInTax: 20,
      takeawayTax: 20,
      minimumQuantity: 1,
      defaultQuantity: 1,
      maximumQuantity: null,
      alternativeUnits: [],
      config: { parts: [] },
      isLeadTimeEnabled: false,
    });
    expect(productRuleErrors(product)).toEqual([]);
  });

  it('keeps dine-in and takeaway tax that were sent', () => {
    expect(valid({ tax: 10, dineInTax: 20, takeawayTax: 7 })).toMatchObject({
      dineInTax: 20,
      takeawayTax: 7,
    });
  });

  it('takes the default quantity from the default unit minimum', () => {
    const product = valid({
      unit: 'kilogram',
      minimumQuantity: 0.25,
      defaultUnit: 'gram',
      alternativeUnits: normaliseAlternativeUnits(
        [{ unit: 'gram', ratio: 1000, minimumQuantity: 250, quantityStepSize: 250 }],
        'fixed',
      ),
    });
    expect(product.defaultQuantity).toBe(250);
    expect(productRuleErrors(product)).toEqual([]);
  });

  it('moves the default unit along with a changed main unit unless one was sent', () => {
    const product = sent({ ...valid(), unit: 'kilogram' });
    applyProductDefaults(product);
    expect(product.defaultUnit).toBe('kilogram');
    const kept = sent({ ...valid(), unit: 'kilogram', defaultUnit: 'liter' });
    applyProductDefaults(kept, true);
    expect(kept.defaultUnit).toBe('liter');
  });
});

describe('the rules across a product’s fields', () => {
  const fields = (product: Product) => productRuleErrors(product).map((error) => error.field);

  it('keep the maximum at or above the minimum and the default quantity in between', () => {
    expect(fields(valid({ minimumQuantity: 2, maximumQuantity: 1, defaultQuantity: 2 }))).toEqual([
      'maximumQuantity',
      'defaultQuantity',
    ]);
    expect(fields(valid({ minimumQuantity: 1, maximumQuantity: 1 }))).toEqual([]);
  });

  it('want each alternative unit once and never the main unit again', () => {
    const product = valid({
      unit: 'piece',
      alternativeUnits: normaliseAlternativeUnits(
        [
          { unit: 'piece', ratio: 1 },
          { unit: 'package', ratio: 0.5 },
          { unit: 'package', ratio: 0.25 },
        ],
        'fixed',
      ),
    });
    expect(productRuleErrors(product)).toEqual([
      {
        field: 'alternativeUnits.0.unit',
        message: 'Die Einheit „piece“ ist bereits die Haupteinheit.',
      },
      {
        field: 'alternativeUnits.2.unit',
        message: 'Die Einheit „package“ ist mehrfach angegeben.',
      },
    ]);
  });

  it('want the default unit among the product’s units', () => {
    expect(fields(valid({ defaultUnit: 'liter' }))).toEqual(['defaultUnit']);
  });

  it('want the type and value of an enabled lead time', () => {
    expect(fields(valid({ isLeadTimeEnabled: true, leadTimeType: 'days' }))).toEqual([
      'leadTimeValue',
    ]);
    expect(
      fields(valid({ isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 })),
    ).toEqual([]);
    expect(fields(valid({ isLeadTimeEnabled: false, leadTimeValue: null }))).toEqual([]);
  });

  it('want parts on a configurable product and none on a simple one', () => {
    const parts = normaliseConfig({ parts: [{ name: 'Aufschrift', type: 'text', options: [] }] });
    expect(fields(valid({ type: 'simple', config: parts }))).toEqual(['config.parts']);
    expect(fields(valid({ type: 'configurable' }))).toEqual(['config.parts']);
    expect(fields(valid({ type: 'configurable', config: parts }))).toEqual([]);
    expect(fields(valid({ type: 'bundle', config: parts }))).toEqual([]);
  });
});

describe('stored shapes', () => {
  it('give every part and option all keys; options add 0 unless told otherwise', () => {
    expect(
      normaliseConfig({
        parts: [
          {
            name: ' Größe ',
            type: 'select',
            options: [{ name: 'Groß', value: 2 }, { name: 'Klein' }],
          },
        ],
      }),
    ).toEqual({
      parts: [
        {
          name: 'Größe',
          description: null,
          type: 'select',
          optional: false,
          options: [
            { name: 'Groß', modifier: 'add', value: 2 },
            { name: 'Klein', modifier: 'add', value: 0 },
          ],
        },
      ],
    });
  });

  it('let an alternative unit inherit the product’s calculation model', () => {
    expect(normaliseAlternativeUnits([{ unit: 'gram', ratio: 1000 }], 'approximate')).toEqual([
      {
        unit: 'gram',
        ratio: 1000,
        minimumQuantity: 1,
        maximumQuantity: null,
        quantityStepSize: 1,
        calculationModel: 'approximate',
      },
    ]);
  });

  it('store no schedule for an empty rule list', () => {
    expect(normaliseSchedule([])).toBeNull();
    expect(normaliseSchedule(null)).toBeNull();
    expect(normaliseSchedule([{ type: 'monday', from: '11:00', to: '14:00' }])).toEqual([
      { type: 'monday', date: null, isClosed: false, from: '11:00', to: '14:00' },
    ]);
  });
});
