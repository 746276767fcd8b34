/**
 * Units, quantities and their conversion (storefront.md §3 Units, §5 Quantity, §9 cart item
 * count).
 *
 * Reading of the rules:
 * - Within a type (weight, volume, length, area, cubic) units convert by their factors to
 *   the base unit. The amount units (piece, serving, pair, person, package) have no
 *   factors in the spec; each counts only itself (2 pairs are not 4 pieces).
 * - An alternative unit's ratio means: 1 main unit = ratio alternative units (a product
 *   sold per kilogram with alternative unit piece and ratio 4: 1 kg = 4 Stk., so 1 Stk. =
 *   0.25 kg). Across types the amount goes through that ratio; a unit of the same type as
 *   the main or an alternative unit is reached through that unit's factor.
 * - Quantities are kept to 6 decimals (micro-units): snapping works on an integer grid, so
 *   0.1 + 0.2 shows as 0.3.
 * - Limits without values: minimum 1 for the main unit and for an alternative unit without
 *   its own, step 1, no maximum. An alternative unit does not inherit the main unit's
 *   limits (they are in another unit).
 * - Snapping a value below the maximum to the nearest step can land above the maximum when
 *   the maximum is off the step grid; the result is then the maximum.
 */
import { formatNumber } from './format';
import { roundQuantity } from './rounding';

export type UnitType = 'amount' | 'weight' | 'volume' | 'length' | 'area' | 'cubic';

export interface UnitDefinition {
  type: UnitType;
  unit: string;
  shortName: string;
  /** Multiples of the type's base unit (gram, milliliter, millimeter, mm², mm³). */
  factor: number;
}

export const UNITS = [
  { type: 'amount', unit: 'piece', shortName: 'Stk.', factor: 1 },
  { type: 'amount', unit: 'serving', shortName: 'Port.', factor: 1 },
  { type: 'amount', unit: 'pair', shortName: 'Paar', factor: 1 },
  { type: 'amount', unit: 'person', shortName: 'Pers.', factor: 1 },
  { type: 'amount', unit: 'package', shortName: 'Pkg.', factor: 1 },
  { type: 'weight', unit: 'gram', shortName: 'g', factor: 1 },
  { type: 'weight', unit: 'decagram', shortName: 'dag', factor: 10 },
  { type: 'weight', unit: 'kilogram', shortName: 'kg', factor: 1000 },
  { type: 'volume', unit: 'milliliter', shortName: 'ml', factor: 1 },
  { type: 'volume', unit: 'centiliter', shortName: 'cl', factor: 10 },
  { type: 'volume', unit: 'deciliter', shortName: 'dl', factor: 100 },
  { type: 'volume', unit: 'liter', shortName: 'l', factor: 1000 },
  { type: 'length', unit: 'millimeter', shortName: 'mm', factor: 1 },
  { type: 'length', unit: 'centimeter', shortName: 'cm', factor: 10 },
  { type: 'length', unit: 'decimeter', shortName: 'dm', factor: 100 },
  { type: 'length', unit: 'meter', shortName: 'm', factor: 1000 },
  { type: 'length', unit: 'kilometer', shortName: 'km', factor: 1_000_000 },
  { type: 'area', unit: 'square_millimeter', shortName: 'mm²', factor: 1 },
  { type: 'area', unit: 'square_centimeter', shortName: 'cm²', factor: 100 },
  { type: 'area', unit: 'square_decimeter', shortName: 'dm²', factor: 10_000 },
  { type: 'area', unit: 'square_meter', shortName: 'm²', factor: 1_000_000 },
  { type: 'cubic', unit: 'cubic_millimeter', shortName: 'mm³', factor: 1 },
  { type: 'cubic', unit: 'cubic_centimeter', shortName: 'cm³', factor: 1000 },
  { type: 'cubic', unit: 'cubic_decimeter', shortName: 'dm³', factor: 1_000_000 },
  { type: 'cubic', unit: 'cubic_meter', shortName: 'm³', factor: 1_000_000_000 },
] as const satisfies readonly UnitDefinition[];

export type UnitKey = (typeof UNITS)[number]['unit'];

/** The German name of each unit, for forms where the short name alone is terse. */
const UNIT_NAMES: Record<UnitKey, string> = {
  piece: 'Stück',
  serving: 'Portion',
  pair: 'Paar',
  person: 'Person',
  package: 'Packung',
  gram: 'Gramm',
  decagram: 'Dekagramm',
  kilogram: 'Kilogramm',
  milliliter: 'Milliliter',
  centiliter: 'Zentiliter',
  deciliter: 'Deziliter',
  liter: 'Liter',
  millimeter: 'Millimeter',
  centimeter: 'Zentimeter',
  decimeter: 'Dezimeter',
  meter: 'Meter',
  kilometer: 'Kilometer',
  square_millimeter: 'Quadratmillimeter',
  square_centimeter: 'Quadratzentimeter',
  square_decimeter: 'Quadratdezimeter',
  square_meter: 'Quadratmeter',
  cubic_millimeter: 'Kubikmillimeter',
  cubic_centimeter: 'Kubikzentimeter',
  cubic_decimeter: 'Kubikdezimeter',
  cubic_meter: 'Kubikmeter',
};

/** „Stück (Stk.)“, „Paar“ (no repeat where the short name is the word): a unit in a form. */
export function unitLabel(unit: string): string {
  const definition = UNIT_BY_KEY.get(unit);
  if (!definition) return unit;
  const name = UNIT_NAMES[definition.unit as UnitKey];
  return name === definition.shortName ? name : `${name} (${definition.shortName})`;
}

const UNIT_BY_KEY = new Map<string, UnitDefinition>(UNITS.map((unit) => [unit.unit, unit]));

export function isUnitKey(value: string): value is UnitKey {
  return UNIT_BY_KEY.has(value);
}

export function unitDefinition(unit: string): UnitDefinition {
  const definition = UNIT_BY_KEY.get(unit);
  if (!definition) throw new Error(`Unknown unit '${unit}'`);
  return definition;
}

/** German short name ('kg', 'Stk.'); the key itself for an unknown unit. */
export function unitShortName(unit: string): string {
  return UNIT_BY_KEY.get(unit)?.shortName ?? unit;
}

/** Whether two units convert into each other by their factors alone. */
export function sameKind(a: string, b: string): boolean {
  if (a === b) return isUnitKey(a);
  const first = UNIT_BY_KEY.get(a);
  const second = UNIT_BY_KEY.get(b);
  return !!first && !!second && first.type === second.type && first.type !== 'amount';
}

export interface AlternativeUnit {
  unit: string;
  /** 1 main unit = ratio alternative units. */
  ratio: number;
  minimumQuantity?: number | null;
  maximumQuantity?: number | null;
  quantityStepSize?: number | null;
  calculationModel?: 'fixed' | 'approximate' | 'minimum' | null;
}

function byFactor(amount: number, from: string, to: string): number {
  return (amount * unitDefinition(from).factor) / unitDefinition(to).factor;
}

/**
 * How many `to` units one `from` unit is, unrounded: by factors within a type, through the
 * alternative-unit ratios (relative to `mainUnit`) across types. Throws if there is no way.
 */
export function conversionFactor(
  from: string,
  to: string,
  alternativeUnits: readonly AlternativeUnit[] = [],
  mainUnit?: string,
): number {
  if (from === to) return 1;
  if (sameKind(from, to)) return byFactor(1, from, to);
  if (mainUnit === undefined) {
    throw new Error(`Cannot convert ${from} to ${to} without the product's main unit`);
  }
  const alternativeOfKind = (unit: string) => {
    const alternative = alternativeUnits.find((candidate) => sameKind(candidate.unit, unit));
    if (!alternative || !(alternative.ratio > 0)) {
      throw new Error(`Cannot convert ${from} to ${to}: no alternative unit like ${unit}`);
    }
    return alternative;
  };
  let inMain: number;
  if (sameKind(from, mainUnit)) {
    inMain = byFactor(1, from, mainUnit);
  } else {
    const alternative = alternativeOfKind(from);
    inMain = byFactor(1, from, alternative.unit) / alternative.ratio;
  }
  if (sameKind(mainUnit, to)) return inMain * byFactor(1, mainUnit, to);
  const alternative = alternativeOfKind(to);
  return byFactor(inMain * alternative.ratio, alternative.unit, to);
}

/**
 * Converts an amount from one unit to another (see conversionFactor), rounded to 6
 * decimals: 2 kg → 8 Stk. with ratio 4, 250 g → 1 Stk.
 */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  alternativeUnits: readonly AlternativeUnit[] = [],
  mainUnit?: string,
): number {
  return roundQuantity(amount * conversionFactor(from, to, alternativeUnits, mainUnit));
}

/** §5: commas become dots, then a number is read; anything unreadable is 0. */
export function parseQuantity(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) ? text : 0;
  if (!text) return 0;
  const value = Number.parseFloat(text.trim().replace(/,/g, '.'));
  return Number.isFinite(value) ? value : 0;
}

export interface QuantityLimits {
  minimumQuantity: number;
  maximumQuantity?: number | null;
  quantityStepSize: number;
}

const MICRO = 1_000_000;
const toMicro = (value: number) => Math.round(value * MICRO);

/**
 * §5: at or below the minimum → the minimum; at or above the maximum (if any) → the
 * maximum; otherwise the nearest multiple of the step counted from the minimum.
 */
export function snapQuantity(amount: number, limits: QuantityLimits): number {
  const minimum = toMicro(limits.minimumQuantity);
  const maximum =
    limits.maximumQuantity === null || limits.maximumQuantity === undefined
      ? null
      : toMicro(limits.maximumQuantity);
  const step = toMicro(limits.quantityStepSize);
  const value = toMicro(Number.isFinite(amount) ? amount : 0);
  if (value <= minimum) return minimum / MICRO;
  if (maximum !== null && value >= maximum) return maximum / MICRO;
  if (step <= 0) return value / MICRO;
  const snapped = minimum + Math.round((value - minimum) / step) * step;
  return (maximum !== null && snapped > maximum ? maximum : snapped) / MICRO;
}

/** §5: minus is disabled at or below the minimum. */
export function canDecrease(amount: number, limits: QuantityLimits): boolean {
  return toMicro(amount) > toMicro(limits.minimumQuantity);
}

/** §5: plus is disabled at the maximum. */
export function canIncrease(amount: number, limits: QuantityLimits): boolean {
  const maximum = limits.maximumQuantity;
  return maximum === null || maximum === undefined || toMicro(amount) < toMicro(maximum);
}

/** The plus/minus buttons: one step up or down, then snapped. */
export function stepQuantity(amount: number, limits: QuantityLimits, direction: 1 | -1): number {
  const next = (toMicro(amount) + direction * toMicro(limits.quantityStepSize)) / MICRO;
  return snapQuantity(next, limits);
}

export interface QuantityProduct {
  unit: string;
  minimumQuantity?: number | null;
  maximumQuantity?: number | null;
  quantityStepSize?: number | null;
  alternativeUnits?: readonly AlternativeUnit[] | null;
}

function positiveOr(value: number | null | undefined, fallback: number): number {
  return value !== null && value !== undefined && value > 0 ? value : fallback;
}

/**
 * What one customer plausibly orders of one product, in the type's base unit (gram,
 * milliliter, millimeter, mm², mm³): the maximum where the product sets none, so that
 * „99 999 Stk.“ is refused in the shop and by the server alike.
 */
const DEFAULT_MAXIMUM_IN_BASE_UNITS: Record<UnitType, number> = {
  amount: 99,
  weight: 50_000, // 50 kg
  volume: 50_000, // 50 l
  length: 1_000_000, // 1 km
  area: 1_000_000_000, // 1000 m²
  cubic: 100_000_000_000, // 100 m³
};

/**
 * The default maximum of a unit (99 Stk., 50 kg = 5000 dag, 50 l …); none for a product
 * whose minimum already reaches it (a caterer's „ab 200 Stk.“).
 */
export function defaultMaximumQuantity(unit: string, minimumQuantity = 1): number | null {
  const definition = UNIT_BY_KEY.get(unit);
  if (!definition) return null;
  const maximum = DEFAULT_MAXIMUM_IN_BASE_UNITS[definition.type] / definition.factor;
  return minimumQuantity < maximum ? maximum : null;
}

/**
 * The limits for the chosen unit: the main unit's, or the alternative unit's own; without
 * a maximum of its own, the unit's default maximum.
 */
export function quantityLimits(
  product: QuantityProduct,
  unit: string = product.unit,
): QuantityLimits {
  const source =
    unit === product.unit
      ? product
      : (product.alternativeUnits ?? []).find((alternative) => alternative.unit === unit);
  if (!source) throw new Error(`Unit '${unit}' is not offered for this product`);
  const minimumQuantity = positiveOr(source.minimumQuantity, 1);
  return {
    minimumQuantity,
    maximumQuantity: source.maximumQuantity ?? defaultMaximumQuantity(unit, minimumQuantity),
    quantityStepSize: positiveOr(source.quantityStepSize, 1),
  };
}

/** §5 "Changing the unit converts the amount, then snaps it." */
export function changeUnit(
  product: QuantityProduct,
  amount: number,
  from: string,
  to: string,
): number {
  const converted = convertAmount(amount, from, to, product.alternativeUnits ?? [], product.unit);
  return snapQuantity(converted, quantityLimits(product, to));
}

/**
 * How many `other` units one `unit` is, when that is a whole number of at least 2 and both
 * are amount units of the product (a cake sold whole, 1 Pkg. = 12 Stk.); else null.
 */
function wholeOf(product: QuantityProduct, unit: string): { count: number; of: string } | null {
  if (UNIT_BY_KEY.get(unit)?.type !== 'amount') return null;
  const offered = [product.unit, ...(product.alternativeUnits ?? []).map((alt) => alt.unit)];
  for (const other of offered) {
    if (other === unit || UNIT_BY_KEY.get(other)?.type !== 'amount') continue;
    let count: number;
    try {
      count = roundQuantity(
        conversionFactor(unit, other, product.alternativeUnits ?? [], product.unit),
      );
    } catch {
      continue;
    }
    if (count >= 2 && Number.isInteger(count)) return { count, of: other };
  }
  return null;
}

/**
 * A unit as a customer reads it in the unit select, on the product card and in the cart:
 * a package that is a whole number of another unit of the product reads „ganz (12 Stück)“
 * (a whole cake, never „0,083 Pkg.“); every other unit its short name („Stk.“, „kg“).
 */
export function unitText(product: QuantityProduct, unit: string): string {
  const whole = wholeOf(product, unit);
  if (whole && unit === 'package') {
    return `ganz (${formatNumber(whole.count)} ${UNIT_NAMES[whole.of as UnitKey]})`;
  }
  if (whole)
    return `${UNIT_NAMES[unit as UnitKey]} (${formatNumber(whole.count)} ${UNIT_NAMES[whole.of as UnitKey]})`;
  return unitShortName(unit);
}

/** An amount with its unit as the cart and the order show it: „3 Stk.“, „1 × ganz (12 Stück)“. */
export function amountText(product: QuantityProduct, amount: number, unit: string): string {
  return wholeOf(product, unit)
    ? `${formatNumber(amount)} × ${unitText(product, unit)}`
    : `${formatNumber(amount)} ${unitShortName(unit)}`;
}

/** storefront.md §2: X is the chosen unit, {x} one of it in the product's main unit. */
export const UNIT_CONVERSION_NOTE = '1 X entspricht {x}';

/**
 * The note under the unit select: '1 Stk. entspricht 0,25 kg' for an alternative unit of
 * another kind (in the main unit). None for the main unit, for a unit of the same kind
 * (1 g is obviously 0,001 kg) and where a unit's text already says it: a piece of a cake
 * sold whole („ganz (12 Stück)“) is not „0,083 Pkg.“.
 */
export function unitConversionNote(product: QuantityProduct, unit: string): string | null {
  if (unit === product.unit || sameKind(unit, product.unit)) return null;
  if (wholeOf(product, product.unit)?.of === unit || wholeOf(product, unit)?.of === product.unit) {
    return null;
  }
  const inMain = convertAmount(1, unit, product.unit, product.alternativeUnits ?? [], product.unit);
  return UNIT_CONVERSION_NOTE.replace('X', unitShortName(unit)).replace(
    '{x}',
    `${formatNumber(inMain, 3)} ${unitShortName(product.unit)}`,
  );
}

/** 'Menge' — label and placeholder of the quantity input. */
export const QUANTITY_LABEL = 'Menge';

/**
 * The cart toggle's count (§9, read as the shop's customers read it): pieces count by
 * their amount, a weighed or measured line counts once. „2 Espresso“ are 2 products,
 * „0,5 kg Käse“ is 1 — never „0,5 Produkte“. (The spec's sentence reads the other way
 * round, which would count 0,5 kg as 0,5 and 3 Stk. as 1.)
 */
export function cartItemCount(items: readonly { amount: number; unit: string }[]): number {
  let count = 0;
  for (const item of items) {
    count += UNIT_BY_KEY.get(item.unit)?.type === 'amount' ? item.amount : 1;
  }
  return roundQuantity(count);
}
