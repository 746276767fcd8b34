import {
  QuantityLimits,
  UNITS,
  canDecrease,
  canIncrease,
  cartItemCount,
  changeUnit,
  convertAmount,
  defaultMaximumQuantity,
  parseQuantity,
  quantityLimits,
  snapQuantity,
  stepQuantity,
  unitConversionNote,
  unitText,
  amountText,
  unitLabel,
  unitDefinition,
  unitShortName,
} from './units';

describe('the unit table of §3', () => {
  it.each([
    ['amount', 'piece', 'Stk.', 1],
    ['amount', 'serving', 'Port.', 1],
    ['amount', 'pair', 'Paar', 1],
    ['amount', 'person', 'Pers.', 1],
    ['amount', 'package', 'Pkg.', 1],
    ['weight', 'gram', 'g', 1],
    ['weight', 'decagram', 'dag', 10],
    ['weight', 'kilogram', 'kg', 1000],
    ['volume', 'milliliter', 'ml', 1],
    ['volume', 'centiliter', 'cl', 10],
    ['volume', 'deciliter', 'dl', 100],
    ['volume', 'liter', 'l', 1000],
    ['length', 'millimeter', 'mm', 1],
    ['length', 'centimeter', 'cm', 10],
    ['length', 'decimeter', 'dm', 100],
    ['length', 'meter', 'm', 1000],
    ['length', 'kilometer', 'km', 1_000_000],
    ['area', 'square_millimeter', 'mm²', 1],
    ['area', 'square_centimeter', 'cm²', 100],
    ['area', 'square_decimeter', 'dm²', 10_000],
    ['area', 'square_meter', 'm²', 1_000_000],
    ['cubic', 'cubic_millimeter', 'mm³', 1],
    ['cubic', 'cubic_centimeter', 'cm³', 1000],
    ['cubic', 'cubic_decimeter', 'dm³', 1_000_000],
    ['cubic', 'cubic_meter', 'm³', 1_000_000_000],
  ])('%s: %s is "%s" with factor %i', (type, unit, shortName, factor) => {
    expect(unitDefinition(unit)).toEqual({ type, unit, shortName, factor });
    expect(unitShortName(unit)).toBe(shortName);
  });

  it('has exactly the 25 units of the spec', () => {
    expect(UNITS).toHaveLength(25);
    expect(() => unitDefinition('ounce')).toThrow();
  });
});

describe('conversion within a type by factors', () => {
  it.each([
    [1, 'kilogram', 'gram', 1000],
    [25, 'decagram', 'kilogram', 0.25],
    [1, 'liter', 'deciliter', 10],
    [33, 'centiliter', 'liter', 0.33],
    [1, 'kilometer', 'meter', 1000],
    [15, 'millimeter', 'centimeter', 1.5],
    [1, 'square_meter', 'square_centimeter', 10_000],
    [1, 'cubic_meter', 'cubic_decimeter', 1000],
    [0.1 + 0.2, 'kilogram', 'kilogram', 0.3],
    [3, 'piece', 'piece', 3],
  ])('%d %s = %d %s', (amount, from, to, expected) => {
    expect(convertAmount(amount, from, to)).toBe(expected);
  });

  it('amount units do not convert into each other, nor across types without a ratio', () => {
    expect(() => convertAmount(2, 'pair', 'piece')).toThrow();
    expect(() => convertAmount(1, 'liter', 'cubic_decimeter')).toThrow();
    expect(() => convertAmount(1, 'kilogram', 'piece', [{ unit: 'piece', ratio: 4 }])).toThrow();
  });
});

describe('conversion across types: "1 main unit = ratio alternative units"', () => {
  // A roast sold per kilogram; 1 kg = 4 pieces, 1 kg = 1.2 l of sauce.
  const alternatives = [
    { unit: 'piece', ratio: 4 },
    { unit: 'liter', ratio: 1.2 },
  ];
  it.each([
    [2, 'kilogram', 'piece', 8],
    [1, 'piece', 'kilogram', 0.25],
    [500, 'gram', 'piece', 2],
    [3, 'piece', 'gram', 750],
    [1, 'piece', 'liter', 0.3],
    [3, 'deciliter', 'piece', 1],
    [1, 'kilogram', 'milliliter', 1200],
  ])('%d %s = %d %s', (amount, from, to, expected) => {
    expect(convertAmount(amount, from, to, alternatives, 'kilogram')).toBe(expected);
  });

  it('works with a piece as main unit and a volume as alternative', () => {
    // 1 bottle (piece) = 0.5 l
    const bottle = [{ unit: 'liter', ratio: 0.5 }];
    expect(convertAmount(1, 'liter', 'piece', bottle, 'piece')).toBe(2);
    expect(convertAmount(250, 'milliliter', 'piece', bottle, 'piece')).toBe(0.5);
  });
});

describe('§5 "Typing replaces commas with dots and parses a number; an invalid value becomes 0"', () => {
  it.each([
    ['1,5', 1.5],
    ['2.25', 2.25],
    [' 3 ', 3],
    ['0,75kg', 0.75],
    ['abc', 0],
    ['', 0],
    [',', 0],
    [null, 0],
    ['Infinity', 0],
  ])('%p → %d', (text, value) => {
    expect(parseQuantity(text)).toBe(value);
  });
});

describe('§5 snapping to minimum, maximum and step', () => {
  const half: QuantityLimits = { minimumQuantity: 1, maximumQuantity: 10, quantityStepSize: 0.5 };
  it.each([
    [0, 1, '"at or below the minimum becomes the minimum"'],
    [-3, 1, 'negative'],
    [1, 1, 'at the minimum'],
    [10, 10, '"at or above the maximum (if any) becomes the maximum"'],
    [12, 10, 'above the maximum'],
    [1.2, 1, 'rounded down to the step'],
    [1.3, 1.5, 'rounded up to the step'],
    [1.25, 1.5, 'half a step rounds up'],
    [9.9, 10, 'near the maximum'],
  ])('%d → %d (%s)', (amount, expected) => {
    expect(snapQuantity(amount, half)).toBe(expected);
  });

  it('"rounded to a multiple of the step counted from the minimum"', () => {
    const limits = { minimumQuantity: 0.25, quantityStepSize: 0.5 };
    expect(snapQuantity(0.7, limits)).toBe(0.75);
    expect(snapQuantity(1.1, limits)).toBe(1.25);
    expect(snapQuantity(1000.2, limits)).toBe(1000.25); // no maximum
  });

  it('decimal steps never show floating-point noise', () => {
    const tenth = { minimumQuantity: 0.1, quantityStepSize: 0.1 };
    expect(snapQuantity(0.1 + 0.2, tenth)).toBe(0.3);
    expect(snapQuantity(0.7, tenth)).toBe(0.7);
    let amount = 0.1;
    for (let i = 0; i < 6; i++) amount = stepQuantity(amount, tenth, 1);
    expect(amount).toBe(0.7);
    expect(stepQuantity(0.3, tenth, -1)).toBe(0.2);
  });

  it('a maximum off the step grid is not overshot', () => {
    expect(snapQuantity(4.6, { minimumQuantity: 0, maximumQuantity: 5, quantityStepSize: 3 })).toBe(
      5,
    );
  });

  it('"Minus is disabled at or below the minimum; plus is disabled at the maximum"', () => {
    expect(canDecrease(1, half)).toBe(false);
    expect(canDecrease(0.5, half)).toBe(false);
    expect(canDecrease(1.5, half)).toBe(true);
    expect(canIncrease(10, half)).toBe(false);
    expect(canIncrease(9.5, half)).toBe(true);
    expect(canIncrease(1000, { minimumQuantity: 1, quantityStepSize: 1 })).toBe(true);
  });
});

describe('"Limits can be set per alternative unit"', () => {
  const product = {
    unit: 'kilogram',
    minimumQuantity: 0.5,
    maximumQuantity: 5,
    quantityStepSize: 0.25,
    alternativeUnits: [
      { unit: 'piece', ratio: 4, minimumQuantity: 2, maximumQuantity: 20, quantityStepSize: 2 },
      { unit: 'package', ratio: 2 },
    ],
  };

  it.each([
    ['kilogram', { minimumQuantity: 0.5, maximumQuantity: 5, quantityStepSize: 0.25 }],
    ['piece', { minimumQuantity: 2, maximumQuantity: 20, quantityStepSize: 2 }],
    // No maximum of its own: the default of its unit.
    ['package', { minimumQuantity: 1, maximumQuantity: 99, quantityStepSize: 1 }],
  ])('limits for %s', (unit, limits) => {
    expect(quantityLimits(product, unit)).toEqual(limits);
  });

  it('the main unit without limits: minimum 1, step 1, the default maximum of its unit', () => {
    expect(quantityLimits({ unit: 'piece' })).toEqual({
      minimumQuantity: 1,
      maximumQuantity: 99,
      quantityStepSize: 1,
    });
    expect(() => quantityLimits(product, 'liter')).toThrow();
  });

  it.each([
    ['piece', 1, 99],
    ['kilogram', 1, 50],
    ['decagram', 1, 5000],
    ['liter', 1, 50],
    ['meter', 1, 1000],
    ['square_meter', 1, 1000],
    ['cubic_meter', 1, 100],
    // A caterer's „ab 200 Stk.“: no default maximum below the minimum.
    ['piece', 200, null],
    ['unknown', 1, null],
  ])('the default maximum of %s (minimum %d) is %j', (unit, minimum, maximum) => {
    expect(defaultMaximumQuantity(unit, minimum)).toBe(maximum);
  });

  it('refuses 99 999 pieces and „-3“ or „abc“ by snapping into the limits', () => {
    const limits = quantityLimits({ unit: 'piece' });
    expect(snapQuantity(99_999, limits)).toBe(99);
    expect(snapQuantity(parseQuantity('-3'), limits)).toBe(1);
    expect(snapQuantity(parseQuantity('abc'), limits)).toBe(1);
  });

  it('"Changing the unit converts the amount, then snaps it"', () => {
    expect(changeUnit(product, 1.25, 'kilogram', 'piece')).toBe(6); // 5 pieces → step 2 from 2
    expect(changeUnit(product, 6, 'piece', 'kilogram')).toBe(1.5);
    expect(changeUnit(product, 30, 'piece', 'kilogram')).toBe(5); // 7.5 kg → maximum
    expect(changeUnit(product, 0.5, 'kilogram', 'package')).toBe(1);
  });

  it("the note '1 X entspricht …'", () => {
    expect(unitConversionNote(product, 'piece')).toBe('1 Stk. entspricht 0,25 kg');
    expect(unitConversionNote(product, 'package')).toBe('1 Pkg. entspricht 0,5 kg');
    expect(
      unitConversionNote(
        { unit: 'kilogram', alternativeUnits: [{ unit: 'piece', ratio: 3 }] },
        'piece',
      ),
    ).toBe('1 Stk. entspricht 0,333 kg');
    expect(unitConversionNote(product, 'kilogram')).toBeNull();
  });
});

describe('alternative units read naturally („ganz (12 Stück)“, never „0,083 Pkg.“)', () => {
  // A cake priced whole, ordered by the piece; a strudel sold by the piece and whole; coffee
  // beans by the kilogram and gram; cheese by the kilogram or by the piece.
  const cake = { unit: 'package', alternativeUnits: [{ unit: 'piece', ratio: 12 }] };
  const strudel = { unit: 'piece', alternativeUnits: [{ unit: 'package', ratio: 0.125 }] };
  const beans = { unit: 'kilogram', alternativeUnits: [{ unit: 'gram', ratio: 1000 }] };
  const cheese = { unit: 'kilogram', alternativeUnits: [{ unit: 'piece', ratio: 4 }] };
  const pairs = { unit: 'pair', alternativeUnits: [{ unit: 'piece', ratio: 2 }] };

  it.each([
    ['cake whole', cake, 'package', 'ganz (12 Stück)', null],
    ['cake by the piece', cake, 'piece', 'Stk.', null],
    ['strudel whole', strudel, 'package', 'ganz (8 Stück)', null],
    ['strudel by the piece', strudel, 'piece', 'Stk.', null],
    ['beans by the kilogram', beans, 'kilogram', 'kg', null],
    ['beans by the gram', beans, 'gram', 'g', null],
    ['cheese by the piece', cheese, 'piece', 'Stk.', '1 Stk. entspricht 0,25 kg'],
    ['sausages by the pair', pairs, 'pair', 'Paar (2 Stück)', null],
  ] as const)('%s: unit „%s“ reads %j, note %j', (_, product, unit, text, note) => {
    expect(unitText(product, unit)).toBe(text);
    expect(unitConversionNote(product, unit)).toBe(note);
  });

  it.each([
    [cake, 1, 'package', '1 × ganz (12 Stück)'],
    [cake, 2, 'package', '2 × ganz (12 Stück)'],
    [cake, 3, 'piece', '3 Stk.'],
    [beans, 250, 'gram', '250 g'],
    [cheese, 0.5, 'kilogram', '0,5 kg'],
  ] as const)('the amount %# reads %j', (product, amount, unit, text) => {
    expect(amountText(product, amount, unit)).toBe(text);
  });
});

describe('the cart count: pieces by their amount, a weighed or measured line once', () => {
  it.each([
    [[], 0],
    [[{ amount: 2, unit: 'piece' }], 2],
    [[{ amount: 3, unit: 'serving' }], 3],
    [[{ amount: 0.5, unit: 'kilogram' }], 1],
    [[{ amount: 2, unit: 'liter' }], 1],
    [[{ amount: 150, unit: 'centimeter' }], 1],
    [[{ amount: 2, unit: 'square_meter' }], 1],
    [[{ amount: 2, unit: 'cubic_meter' }], 1],
    [
      [
        { amount: 0.1, unit: 'kilogram' },
        { amount: 0.2, unit: 'kilogram' },
        { amount: 4, unit: 'serving' },
      ],
      6,
    ],
  ])('%j counts %d', (items, count) => {
    expect(cartItemCount(items)).toBe(count);
  });
});

describe('a unit in a back-office form', () => {
  it.each([
    ['piece', 'Stück (Stk.)'],
    ['kilogram', 'Kilogramm (kg)'],
    ['pair', 'Paar'],
    ['square_meter', 'Quadratmeter (m²)'],
    ['furlong', 'furlong'],
  ])('%s reads %s', (unit, label) => {
    expect(unitLabel(unit)).toBe(label);
  });
});
