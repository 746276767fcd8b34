import {
  CALCULATION_MODELS,
  CartItem,
  ConfigPart,
  DeliveryArea,
  PricedProduct,
  calculationModelLabel,
  calculationModelPrefix,
  deliveryCostText,
  freeDeliveryHint,
  fromCents,
  optionPriceText,
  cheapestParts,
  mainUnitPrice,
  isBelowMinimumOrderValue,
  lineTotal,
  minimumOrderValueText,
  netCentsFromGrossCents,
  netFromGross,
  priceCart,
  priceWithPrefix,
  taxRateFor,
  toCents,
  unitPrice,
} from './pricing';

const product = (overrides: Partial<PricedProduct> = {}): PricedProduct => ({
  price: 10,
  unit: 'piece',
  tax: 10,
  dineInTax: 10,
  takeawayTax: 10,
  calculationModel: 'fixed',
  alternativeUnits: [],
  ...overrides,
});

const item = (p: PricedProduct, amount: number, extra: Partial<CartItem> = {}): CartItem => ({
  product: p,
  amount,
  unit: p.unit,
  parts: [],
  ...extra,
});

describe('cents and euros', () => {
  it.each([
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [0.125, 13],
    [-0.005, -1],
    [-0.004, 0],
    [19.99, 1999],
  ])('toCents(%d) = %i (half away from zero)', (euros, cents) => {
    expect(toCents(euros)).toBe(cents);
  });

  it('fromCents gives decimal euros', () => {
    expect(fromCents(1235)).toBe(12.35);
    expect(fromCents(-5)).toBe(-0.05);
  });
});

describe('§9 "Net = gross divided by (1 + tax/100), rounded to 4 decimals"', () => {
  it.each([
    [12, 20, 10],
    [10, 10, 9.0909],
    [100, 13, 88.4956],
    [1, 0, 1],
    [0.03, 20, 0.025],
    [-12, 20, -10],
  ])('net of %d at %d %% is %d', (gross, rate, net) => {
    expect(netFromGross(gross, rate)).toBe(net);
  });

  it('a net of exactly half a cent rounds away from zero', () => {
    expect(netCentsFromGrossCents(3, 20)).toBe(3); // 2.5 ct → 3 ct
    expect(netCentsFromGrossCents(-3, 20)).toBe(-3);
    expect(netCentsFromGrossCents(2950, 10)).toBe(2682); // 26.8182 €
  });
});

describe('§9 "Tax by order type: delivery uses tax, dine-in uses dineInTax, takeaway uses takeawayTax"', () => {
  const drink = product({ tax: 20, dineInTax: 13, takeawayTax: 10 });
  it.each([
    ['delivery', 20],
    ['dine-in', 13],
    ['takeaway', 10],
  ] as const)('%s → %i %%', (orderType, rate) => {
    expect(taxRateFor(drink, orderType)).toBe(rate);
  });
});

describe('calculation models (§3)', () => {
  it.each([
    ['fixed', 'Exakt', ''],
    ['approximate', 'Ungefähr', 'ca.'],
    ['minimum', 'Minimum', 'ab'],
  ] as const)('%s: label %s, prefix %s', (model, label, prefix) => {
    expect(calculationModelLabel(model)).toBe(label);
    expect(calculationModelPrefix(model)).toBe(prefix);
    expect(CALCULATION_MODELS[model]).toEqual({ label, prefix });
  });

  it('shows a price with its prefix', () => {
    expect(priceWithPrefix(1250, 'approximate')).toBe('ca. 12,50 €');
    expect(priceWithPrefix(300, 'minimum')).toBe('ab 3,00 €');
    // An exact price needs no word: never „Fix 4,00 €“.
    expect(priceWithPrefix(400, 'fixed')).toBe('4,00 €');
  });
});

describe('price modifiers: overwrite sets the base, then add and subtract', () => {
  const toppings: ConfigPart = {
    name: 'Beläge',
    type: 'multiselect',
    optional: true,
    options: [
      { name: 'Käse', modifier: 'add', value: 1 },
      { name: 'Schinken', modifier: 'add', value: 1.5 },
      { name: 'ohne Sauce', modifier: 'subtract', value: 0.3 },
    ],
  };
  const size: ConfigPart = {
    name: 'Größe',
    type: 'select',
    optional: false,
    options: [
      { name: 'klein', modifier: 'subtract', value: 1 },
      { name: 'groß', modifier: 'add', value: 2.5 },
      { name: 'Familie', modifier: 'overwrite', value: 18 },
    ],
  };
  const wish: ConfigPart = {
    name: 'Wunsch',
    type: 'text',
    optional: true,
    options: [{ name: 'Wunsch', modifier: 'add', value: 5 }],
  };
  const pizza = product({ price: 8, config: { parts: [toppings, size, wish] } });

  it.each([
    [[[], 'klein', null], 700],
    [[['Käse', 'Schinken'], 'groß', null], 1300],
    [[['Käse'], 'Familie', null], 1900], // overwrite first, though listed after the add
    [[['Käse', 'ohne Sauce'], 'Familie', 'Wunsch'], 1870], // text parts carry no price
    [[['Trüffel'], 'riesig', null], 800], // unknown options count nothing
  ])('parts %j cost %i cents per piece', (parts, cents) => {
    expect(unitPrice(pizza, { unit: 'piece', parts: parts as CartItem['parts'] })).toBe(cents);
  });

  it('a price never drops below zero', () => {
    const cheap = product({ price: 0.5, config: { parts: [size] } });
    expect(unitPrice(cheap, { unit: 'piece', parts: ['klein'] })).toBe(0);
  });

  it('the line total multiplies by the amount', () => {
    expect(lineTotal(pizza, { amount: 3, unit: 'piece', parts: [['Käse'], 'groß', null] })).toBe(
      3450,
    );
  });
});

describe('prices of alternative units ("1 main unit = ratio alternative units")', () => {
  // cheese at 24.90 €/kg; 1 kg = 4 pieces
  const cheese = product({
    price: 24.9,
    unit: 'kilogram',
    alternativeUnits: [{ unit: 'piece', ratio: 4, calculationModel: 'approximate' }],
  });

  it('one piece costs a quarter of a kilogram', () => {
    expect(unitPrice(cheese, { unit: 'piece' })).toBe(623); // 622.5 ct, half away from zero
    expect(lineTotal(cheese, { amount: 2, unit: 'piece' })).toBe(1245); // rounded once per line
    expect(lineTotal(cheese, { amount: 1, unit: 'piece' })).toBe(623);
  });

  it('units of the same kind as the main unit go by factor', () => {
    expect(lineTotal(cheese, { amount: 250, unit: 'gram' })).toBe(623);
    expect(lineTotal(cheese, { amount: 0.2, unit: 'kilogram' })).toBe(498);
  });

  it.each([
    [1.98, 0.25, 50], // 49.5 ct
    [0.01, 0.5, 1], // 0.5 ct
    [0.01, 0.49, 0], // 0.49 ct
    [2.1, 0.05, 11], // 10.5 ct
  ])('a line of %d €/kg × %d kg rounds half a cent up to %i ct', (price, amount, cents) => {
    expect(lineTotal(product({ price, unit: 'kilogram' }), { amount, unit: 'kilogram' })).toBe(
      cents,
    );
  });
});

describe('priceCart', () => {
  const food = product({ price: 13, tax: 10, dineInTax: 10, takeawayTax: 10 });
  const drink = product({ price: 3.5, tax: 20, dineInTax: 20, takeawayTax: 10 });
  const area: DeliveryArea = {
    area: 'Innenstadt',
    price: 3.5,
    tax: 20,
    free: false,
    freeFromOrderValue: 40,
    minimumOrderValue: 15,
  };
  const cart = [item(food, 2), item(drink, 1)];

  it('takeaway: one tax rate, no delivery fee even with an area', () => {
    const price = priceCart({ items: cart, orderType: 'takeaway', deliveryArea: area });
    expect(price).toEqual({
      net: 2682,
      tax: 268,
      gross: 2950,
      deliveryNet: 0,
      deliveryTax: 0,
      deliveryGross: 0,
      totalNet: 2682,
      totalTax: 268,
      totalGross: 2950,
      taxes: { '10': { net: 2682, tax: 268, gross: 2950 } },
      isApproximate: false,
      minimumOrderValue: null,
      minimumOrderValueMissing: null,
      isFreeDelivery: false,
      freeDeliveryFrom: null,
    });
  });

  it('delivery: "The delivery fee has its own tax rate", VAT per rate includes it', () => {
    const price = priceCart({ items: cart, orderType: 'delivery', deliveryArea: area });
    expect(price).toMatchObject({
      net: 2364 + 292,
      tax: 236 + 58,
      gross: 2950,
      deliveryNet: 292,
      deliveryTax: 58,
      deliveryGross: 350,
      totalNet: 2948,
      totalTax: 352,
      totalGross: 3300,
      taxes: {
        '10': { net: 2364, tax: 236, gross: 2600 },
        '20': { net: 584, tax: 116, gross: 700 },
      },
      isFreeDelivery: false,
      freeDeliveryFrom: 4000,
      minimumOrderValue: 1500,
      minimumOrderValueMissing: null,
    });
  });

  it('net + tax = gross for every rate and in total', () => {
    for (let cents = 1; cents < 400; cents += 7) {
      const price = priceCart({
        items: [item(product({ price: cents / 100, tax: 13 }), 3), item(drink, 1)],
        orderType: 'delivery',
        deliveryArea: area,
      });
      for (const line of Object.values(price.taxes)) expect(line.net + line.tax).toBe(line.gross);
      expect(price.totalNet + price.totalTax).toBe(price.totalGross);
      expect(price.net + price.deliveryNet).toBe(price.totalNet);
    }
  });

  it.each([
    [3999, false, 4000],
    [4000, false, 4000], // equal is not "exceeds"
    [4001, true, null],
  ])(
    '"freeFromOrderValue is set and the gross sum exceeds it": %i ct → free %s',
    (gross, isFree, hint) => {
      const price = priceCart({
        items: [item(product({ price: gross / 100 }), 1)],
        orderType: 'delivery',
        deliveryArea: area,
      });
      expect(price.isFreeDelivery).toBe(isFree);
      expect(price.deliveryGross).toBe(isFree ? 0 : 350);
      expect(price.freeDeliveryFrom).toBe(hint);
      expect(price.totalGross).toBe(gross + (isFree ? 0 : 350));
    },
  );

  it('"if the area is free … delivery is \'Kostenlos\'"', () => {
    const price = priceCart({
      items: cart,
      orderType: 'delivery',
      deliveryArea: { ...area, free: true },
    });
    expect(price.isFreeDelivery).toBe(true);
    expect(price.deliveryGross).toBe(0);
    expect(price.taxes['20']).toEqual({ net: 292, tax: 58, gross: 350 }); // the drink only
    expect(deliveryCostText(price)).toBe('Kostenlos');
    expect(
      deliveryCostText(priceCart({ items: cart, orderType: 'delivery', deliveryArea: area })),
    ).toBe('3,50 €');
  });

  it("the hint 'Kostenlose Lieferung ab X.'", () => {
    expect(freeDeliveryHint(4000)).toBe('Kostenlose Lieferung ab 40,00 €.');
  });

  it.each([
    [1450, 50],
    [1499, 1],
    [1500, null], // equal reaches the minimum
    [2000, null],
  ])(
    '"if the area\'s minimumOrderValue exceeds the gross sum": %i ct → missing %p',
    (gross, missing) => {
      const price = priceCart({
        items: [item(product({ price: gross / 100 }), 1)],
        orderType: 'delivery',
        deliveryArea: area,
      });
      expect(price.minimumOrderValueMissing).toBe(missing);
      expect(isBelowMinimumOrderValue(price)).toBe(missing !== null);
    },
  );

  it('the minimum order value message names the minimum', () => {
    expect(minimumOrderValueText(1500)).toBe(
      'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.',
    );
  });

  it('an empty cart costs nothing and is below a minimum', () => {
    const price = priceCart({ items: [], orderType: 'delivery', deliveryArea: area });
    expect(price).toMatchObject({ gross: 0, totalGross: 350, minimumOrderValueMissing: 1500 });
  });

  it('"The price shows \'ca.\' when the total is flagged approximate"', () => {
    const cheese = product({
      price: 24.9,
      unit: 'kilogram',
      alternativeUnits: [{ unit: 'piece', ratio: 4, calculationModel: 'approximate' }],
    });
    const byPiece = priceCart({
      items: [item(cheese, 1, { unit: 'piece' })],
      orderType: 'takeaway',
    });
    const byWeight = priceCart({ items: [item(cheese, 1)], orderType: 'takeaway' });
    const minimum = priceCart({
      items: [item(product({ calculationModel: 'minimum' }), 1)],
      orderType: 'takeaway',
    });
    expect(byPiece.isApproximate).toBe(true);
    expect(byWeight.isApproximate).toBe(false);
    expect(minimum.isApproximate).toBe(true);
  });
});

describe('what an option shows beside it', () => {
  it.each([
    // One way for every kind of option: the difference, signed, with a space.
    [{ name: 'Croissant', modifier: 'add', value: 0.6 }, '+ 0,60 €'],
    [{ name: 'Ohne Butter', modifier: 'subtract', value: 0.4 }, '− 0,40 €'],
    [{ name: 'Groß', modifier: 'overwrite', value: 6.9 }, '+ 2,00 €'],
    [{ name: 'Klein', modifier: 'overwrite', value: 3.9 }, '− 1,00 €'],
    [{ name: 'Normal', modifier: 'overwrite', value: 4.9 }, ''],
    [{ name: 'Kaffee', modifier: 'add', value: 0 }, ''],
  ] as const)('%j → %s (on a 4,90 € product)', (option, text) => {
    expect(optionPriceText(option, 'EUR', 4.9)).toBe(text);
  });
});

describe('the lowest price of a product whose price depends on options („ab 4,60 €“)', () => {
  const part = (
    type: 'select' | 'multiselect' | 'text',
    options: [string, 'add' | 'subtract' | 'overwrite', number][],
    optional = false,
  ) => ({
    name: type,
    type,
    optional,
    options: options.map(([name, modifier, value]) => ({ name, modifier, value })),
  });
  it.each([
    ['no config', null, 490, false],
    [
      'options that cost nothing (tea)',
      [
        part('select', [
          ['Earl Grey', 'add', 0],
          ['Kamille', 'add', 0],
        ]),
      ],
      490,
      false,
    ],
    [
      'a required size that sets the price',
      [
        part('select', [
          ['Klein', 'overwrite', 3.5],
          ['Groß', 'overwrite', 6.9],
        ]),
      ],
      350,
      true,
    ],
    [
      'sizes and optional extras with a saving (smoothie)',
      [
        part('select', [
          ['Normal', 'add', 0],
          ['Groß', 'overwrite', 6.9],
        ]),
        part(
          'multiselect',
          [
            ['Chiasamen', 'add', 0.6],
            ['Ohne Banane', 'subtract', 0.3],
          ],
          true,
        ),
      ],
      460,
      true,
    ],
    ['optional extras that only cost', [part('multiselect', [['Ei', 'add', 1]], true)], 490, true],
    [
      'a required multiselect of extras',
      [
        part('multiselect', [
          ['Ei', 'add', 1],
          ['Speck', 'add', 1.5],
        ]),
      ],
      590,
      true,
    ],
    [
      'an optional select of surcharges',
      [part('select', [['Hafermilch', 'add', 0.5]], true)],
      490,
      true,
    ],
    ['a text part', [part('text', [])], 490, false],
  ] as const)('%s', (_, parts, cents, varies) => {
    const product = { price: 4.9, config: parts ? { parts: parts as never } : null };
    const cheapest = cheapestParts(product);
    expect(mainUnitPrice(product, cheapest.parts)).toBe(cents);
    expect(cheapest.varies).toBe(varies);
  });
});
