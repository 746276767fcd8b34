import { buildItem, priceItems } from './order-items';
import type { ProductSnapshot } from './order-snapshot';

const breakfast: ProductSnapshot = {
  price: 8.9,
  unit: 'piece',
  tax: 10,
  dineInTax: 10,
  takeawayTax: 10,
  calculationModel: 'fixed',
  alternativeUnits: [],
  config: {
    parts: [
      {
        name: 'Heißgetränk',
        description: null,
        type: 'select',
        optional: false,
        options: [
          { name: 'Tee', modifier: 'add', value: 0 },
          { name: 'Heiße Schokolade', modifier: 'add', value: 0.8 },
        ],
      },
      { name: 'Wunsch', description: null, type: 'text', optional: true, options: [] },
    ],
  },
  minimumQuantity: 1,
  maximumQuantity: 10,
  quantityStepSize: 1,
};

const beans: ProductSnapshot = {
  ...breakfast,
  price: 32,
  unit: 'kilogram',
  calculationModel: 'approximate',
  config: { parts: [] },
  alternativeUnits: [
    {
      unit: 'gram',
      ratio: 1000,
      minimumQuantity: 250,
      maximumQuantity: 5000,
      quantityStepSize: 250,
      calculationModel: 'approximate',
    },
  ],
  minimumQuantity: 0.25,
  maximumQuantity: 5,
  quantityStepSize: 0.25,
};

describe('buildItem', () => {
  it('prices a configured line from the snapshot and keeps the chosen values', () => {
    const result = buildItem(
      1,
      'Wiener Frühstück',
      breakfast,
      {
        amount: 2,
        parts: ['Heiße Schokolade', 'ohne Butter'],
      },
      'takeaway',
    );
    expect(result).toMatchObject({
      ok: true,
      item: {
        unit: 'piece',
        unitShort: 'Stk.',
        unitPriceCents: 970,
        totalCents: 1940,
        taxRate: 10,
        partValues: ['Heiße Schokolade', 'ohne Butter'],
        parts: [
          { name: 'Heißgetränk', values: ['Heiße Schokolade'] },
          { name: 'Wunsch', values: ['ohne Butter'] },
        ],
      },
    });
  });

  it('fills missing optional parts with null and drops them from the shown parts', () => {
    const result = buildItem(
      1,
      'Wiener Frühstück',
      breakfast,
      { amount: 1, parts: ['Tee'] },
      'dine-in',
    );
    expect(result.ok && result.item.partValues).toEqual(['Tee', null]);
    expect(result.ok && result.item.parts).toEqual([{ name: 'Heißgetränk', values: ['Tee'] }]);
  });

  it.each([
    [0, 'amount'],
    [1.5, 'amount'],
    [11, 'amount'],
    [-1, 'amount'],
  ])('refuses the amount %p', (amount, field) => {
    expect(buildItem(1, 'X', breakfast, { amount, parts: ['Tee'] }, 'takeaway')).toMatchObject({
      ok: false,
      field,
    });
  });

  it('refuses unknown options, missing required parts and extra parts', () => {
    for (const parts of [['Cola'], [], ['Tee', null, 'zu viel']]) {
      expect(buildItem(1, 'X', breakfast, { amount: 1, parts }, 'takeaway')).toMatchObject({
        ok: false,
        field: 'parts',
        message: 'Die Auswahl für „X“ ist unvollständig oder ungültig.',
      });
    }
  });

  it('accepts the grid of an alternative unit and refuses a unit the product lacks', () => {
    const grams = buildItem(2, 'Bohnen', beans, { amount: 750, unit: 'gram' }, 'takeaway');
    expect(grams).toMatchObject({
      ok: true,
      item: { totalCents: 2400, calculationModel: 'approximate' },
    });
    expect(buildItem(2, 'Bohnen', beans, { amount: 300, unit: 'gram' }, 'takeaway')).toMatchObject({
      ok: false,
      field: 'amount',
    });
    expect(buildItem(2, 'Bohnen', beans, { amount: 1, unit: 'liter' }, 'takeaway')).toMatchObject({
      ok: false,
      field: 'unit',
      message: 'Die Einheit „liter“ ist für „Bohnen“ nicht verfügbar.',
    });
  });
});

describe('priceItems', () => {
  it('adds the delivery fee below the free threshold and drops it above', () => {
    const line = (amount: number) => {
      const result = buildItem(1, 'F', breakfast, { amount, parts: ['Tee'] }, 'delivery');
      if (!result.ok) throw new Error(result.message);
      return result.item;
    };
    const area = {
      id: 1,
      area: '8010',
      price: 2.5,
      tax: 20,
      free: false,
      freeFromOrderValue: 30,
      minimumOrderValue: 15,
    };
    expect(priceItems([line(2)], 'delivery', area)).toMatchObject({
      gross: 1780,
      deliveryGross: 250,
      totalGross: 2030,
      minimumOrderValueMissing: null,
    });
    expect(priceItems([line(4)], 'delivery', area)).toMatchObject({
      deliveryGross: 0,
      totalGross: 3560,
    });
    expect(priceItems([line(1)], 'delivery', area).minimumOrderValueMissing).toBe(610);
  });
});
