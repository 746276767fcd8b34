/**
 * Prices, taxes and the cart total (storefront.md §3 Pricing result, §5 delivery minimum
 * and free delivery, §9 net from gross and tax by order type).
 *
 * Money is whole cents in every result of this module; the API's decimal euros go in
 * through toCents and come out through fromCents.
 *
 * Reading of the rules:
 * - Rounding is half away from zero (0.5 ct → 1 ct, -0.5 ct → -1 ct), applied once per
 *   line: the line total is (unit price × amount) rounded, not the rounded unit price ×
 *   amount.
 * - Option modifiers change the price of one main unit: the last 'overwrite' among the
 *   chosen options sets the base (else the product price), then every 'add' and 'subtract'
 *   is applied; a price never goes below 0. Only select and multiselect parts carry
 *   options that count. The price of an alternative unit follows from the ratio: with
 *   1 main unit = ratio alternative units, one alternative unit costs price / ratio.
 * - Net = gross / (1 + rate / 100) rounded to 4 decimals (§9), then to whole cents; tax =
 *   gross − net. It is computed per tax rate over the summed gross (not per line), so that
 *   net + tax = gross for every rate. The delivery fee is one more gross amount with its own
 *   rate; `taxes` holds goods and delivery together (the checkout's VAT-per-rate lines).
 * - The delivery fee, minimum order value and free-delivery threshold apply only to the
 *   order type 'delivery' with an area. "Exceeds" is strict: a gross sum equal to the
 *   threshold is not yet free, and equal to the minimum is enough.
 * - A cart is approximate when any item's calculation model (its alternative unit's, if
 *   set, else the product's) is not 'fixed': 'ca.' and 'ab' prices both make the total a
 *   non-final amount.
 */
import { formatCents } from './format';
import { roundHalfAwayFromZero } from './rounding';
import { AlternativeUnit, conversionFactor } from './units';

export type OrderType = 'delivery' | 'takeaway' | 'dine-in';
export const ORDER_TYPES: readonly OrderType[] = ['takeaway', 'delivery', 'dine-in'];

export type CalculationModel = 'fixed' | 'approximate' | 'minimum';

export const CALCULATION_MODELS: Record<CalculationModel, { label: string; prefix: string }> = {
  // An exact price needs no word in front of it: customers read „Fix 4,50 €“ as jargon.
  fixed: { label: 'Exakt', prefix: '' },
  approximate: { label: 'Ungefähr', prefix: 'ca.' },
  minimum: { label: 'Minimum', prefix: 'ab' },
};

export function calculationModelPrefix(model: CalculationModel | null | undefined): string {
  return CALCULATION_MODELS[model ?? 'fixed'].prefix;
}

export function calculationModelLabel(model: CalculationModel | null | undefined): string {
  return CALCULATION_MODELS[model ?? 'fixed'].label;
}

export type PriceModifier = 'add' | 'subtract' | 'overwrite';

export interface ConfigOption {
  name: string;
  modifier: PriceModifier;
  /** Decimal euros. */
  value: number;
}

export type ConfigPartType =
  'select' | 'multiselect' | 'text' | 'textarea' | 'file' | 'files' | 'image' | 'images';

export interface ConfigPart {
  name: string;
  description?: string | null;
  type: ConfigPartType;
  optional: boolean;
  options: ConfigOption[];
}

export interface PricedProduct {
  /** Decimal euros per main unit. */
  price: number;
  unit: string;
  /** VAT rates in percent. */
  tax: number;
  dineInTax: number;
  takeawayTax: number;
  calculationModel: CalculationModel;
  alternativeUnits: AlternativeUnit[];
  config?: { parts: ConfigPart[] } | null;
}

/** One value per config part: option name(s), text, or upload ids. */
export type PartValue = string | string[] | null;

export interface CartItem<P extends PricedProduct = PricedProduct> {
  product: P;
  amount: number;
  unit: string;
  parts: PartValue[];
}

export interface DeliveryArea {
  area?: string;
  /** Decimal euros, gross. */
  price: number;
  /** VAT rate of the fee in percent. */
  tax: number;
  free: boolean;
  freeFromOrderValue?: number | null;
  minimumOrderValue?: number | null;
}

/** Decimal euros → whole cents, half away from zero (12.345 → 1235). */
export function toCents(euros: number): number {
  return roundHalfAwayFromZero(euros * 100);
}

/** Whole cents → decimal euros (1235 → 12.35). */
export function fromCents(cents: number): number {
  return roundHalfAwayFromZero(cents / 100, 2);
}

/** §9: gross / (1 + rate/100), rounded to 4 decimals. In and out in the same currency unit. */
export function netFromGross(gross: number, rate: number): number {
  return roundHalfAwayFromZero(gross / (1 + rate / 100), 4);
}

/** Net cents of a gross cent amount: §9's 4-decimal net, then whole cents. */
export function netCentsFromGrossCents(grossCents: number, rate: number): number {
  return roundHalfAwayFromZero(netFromGross(grossCents / 100, rate) * 100);
}

/** §9: delivery uses tax, dine-in dineInTax, takeaway takeawayTax. */
export function taxRateFor(
  product: Pick<PricedProduct, 'tax' | 'dineInTax' | 'takeawayTax'>,
  orderType: OrderType,
): number {
  const rate =
    orderType === 'dine-in'
      ? product.dineInTax
      : orderType === 'takeaway'
        ? product.takeawayTax
        : product.tax;
  return Number(rate ?? 0);
}

/** The options chosen in select and multiselect parts, in part order. */
export function selectedOptions(
  product: Pick<PricedProduct, 'config'>,
  parts: readonly PartValue[],
): ConfigOption[] {
  const chosen: ConfigOption[] = [];
  (product.config?.parts ?? []).forEach((part, index) => {
    if (part.type !== 'select' && part.type !== 'multiselect') return;
    const value = parts[index];
    const names = Array.isArray(value)
      ? value
      : value === null || value === undefined
        ? []
        : [value];
    for (const name of names) {
      const option = part.options.find((candidate) => candidate.name === name);
      if (option) chosen.push(option);
    }
  });
  return chosen;
}

/** The price of one main unit with the chosen options applied, in cents. */
export function mainUnitPrice(
  product: Pick<PricedProduct, 'price' | 'config'>,
  parts: readonly PartValue[] = [],
): number {
  const options = selectedOptions(product, parts);
  let base = toCents(product.price);
  for (const option of options) {
    if (option.modifier === 'overwrite') base = toCents(option.value);
  }
  for (const option of options) {
    if (option.modifier === 'add') base += toCents(option.value);
    if (option.modifier === 'subtract') base -= toCents(option.value);
  }
  return Math.max(0, base);
}

/** Unrounded cents per unit of `item.unit`. */
function exactUnitPrice(
  product: PricedProduct,
  item: { unit: string; parts?: readonly PartValue[] | null },
): number {
  const mainUnitsPerUnit = conversionFactor(
    item.unit,
    product.unit,
    product.alternativeUnits ?? [],
    product.unit,
  );
  return mainUnitPrice(product, item.parts ?? []) * mainUnitsPerUnit;
}

/** Price of one unit of the item's unit, with options, in cents. */
export function unitPrice(
  product: PricedProduct,
  item: { unit: string; parts?: readonly PartValue[] | null },
): number {
  return roundHalfAwayFromZero(exactUnitPrice(product, item));
}

/** Gross price of a cart line in cents: unit price × amount, rounded once. */
export function lineTotal(
  product: PricedProduct,
  item: { amount: number; unit: string; parts?: readonly PartValue[] | null },
): number {
  return roundHalfAwayFromZero(exactUnitPrice(product, item) * item.amount);
}

/** The calculation model in force for an item: its alternative unit's, else the product's. */
export function itemCalculationModel(product: PricedProduct, unit: string): CalculationModel {
  const alternative = (product.alternativeUnits ?? []).find((candidate) => candidate.unit === unit);
  return alternative?.calculationModel ?? product.calculationModel ?? 'fixed';
}

export interface TaxLine {
  net: number;
  tax: number;
  gross: number;
}

export interface CartPrice {
  net: number;
  tax: number;
  gross: number;
  deliveryNet: number;
  deliveryTax: number;
  deliveryGross: number;
  totalNet: number;
  totalTax: number;
  totalGross: number;
  /** Keyed by the rate as a string ('10', '20', '5.5'); goods and delivery together. */
  taxes: Record<string, TaxLine>;
  isApproximate: boolean;
  /** The area's minimum order value, when there is one (for the message). */
  minimumOrderValue: number | null;
  /** How much is missing to the minimum order value; null when reached or none. */
  minimumOrderValueMissing: number | null;
  isFreeDelivery: boolean;
  /** The threshold for the 'Kostenlose Lieferung ab X.' hint while delivery costs. */
  freeDeliveryFrom: number | null;
}

function taxLine(grossCents: number, rate: number): TaxLine {
  const net = netCentsFromGrossCents(grossCents, rate);
  return { net, tax: grossCents - net, gross: grossCents };
}

function addLine(target: Record<string, TaxLine>, rate: number, line: TaxLine): void {
  const key = String(rate);
  const existing = target[key] ?? { net: 0, tax: 0, gross: 0 };
  target[key] = {
    net: existing.net + line.net,
    tax: existing.tax + line.tax,
    gross: existing.gross + line.gross,
  };
}

const centsOrNull = (euros: number | null | undefined) =>
  euros === null || euros === undefined ? null : toCents(euros);

/** The cart's price for the order type (all amounts in cents). */
export function priceCart(input: {
  items: readonly CartItem[];
  orderType: OrderType;
  deliveryArea?: DeliveryArea | null;
}): CartPrice {
  const grossByRate = new Map<number, number>();
  let isApproximate = false;
  for (const item of input.items) {
    const rate = taxRateFor(item.product, input.orderType);
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + lineTotal(item.product, item));
    if (itemCalculationModel(item.product, item.unit) !== 'fixed') isApproximate = true;
  }

  const taxes: Record<string, TaxLine> = {};
  const goods: TaxLine = { net: 0, tax: 0, gross: 0 };
  for (const [rate, gross] of [...grossByRate].sort((a, b) => a[0] - b[0])) {
    const line = taxLine(gross, rate);
    addLine(taxes, rate, line);
    goods.net += line.net;
    goods.tax += line.tax;
    goods.gross += line.gross;
  }

  const area = input.orderType === 'delivery' ? (input.deliveryArea ?? null) : null;
  const freeFrom = centsOrNull(area?.freeFromOrderValue);
  const minimum = centsOrNull(area?.minimumOrderValue);
  const isFreeDelivery =
    area !== null && (area.free || (freeFrom !== null && goods.gross > freeFrom));
  const delivery: TaxLine =
    area && !isFreeDelivery ? taxLine(toCents(area.price), Number(area.tax ?? 0)) : taxLine(0, 0);
  if (delivery.gross !== 0 && area) addLine(taxes, Number(area.tax ?? 0), delivery);

  return {
    net: goods.net,
    tax: goods.tax,
    gross: goods.gross,
    deliveryNet: delivery.net,
    deliveryTax: delivery.tax,
    deliveryGross: delivery.gross,
    totalNet: goods.net + delivery.net,
    totalTax: goods.tax + delivery.tax,
    totalGross: goods.gross + delivery.gross,
    taxes,
    isApproximate,
    minimumOrderValue: minimum,
    minimumOrderValueMissing:
      minimum !== null && minimum > goods.gross ? minimum - goods.gross : null,
    isFreeDelivery,
    freeDeliveryFrom: area !== null && !isFreeDelivery ? freeFrom : null,
  };
}

/** §5: ordering is blocked while the minimum order value is not reached. */
export function isBelowMinimumOrderValue(price: CartPrice): boolean {
  return price.minimumOrderValueMissing !== null;
}

export const PRICE_LABELS = { cost: 'Kosten', delivery: 'Lieferkosten', total: 'Gesamt' } as const;
export const FREE_DELIVERY_TEXT = 'Kostenlos';

/** §5: 'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.' */
export function minimumOrderValueText(minimumCents: number, currency?: string): string {
  return `Sie haben den Mindestbestellwert in Höhe von ${formatCents(minimumCents, currency)} leider noch nicht erreicht.`;
}

/** §5: 'Kostenlose Lieferung ab 30,00 €.' */
export function freeDeliveryHint(thresholdCents: number, currency?: string): string {
  return `Kostenlose Lieferung ab ${formatCents(thresholdCents, currency)}.`;
}

/** The 'Lieferkosten' value: 'Kostenlos' when free, else the fee. */
export function deliveryCostText(price: CartPrice, currency?: string): string {
  return price.isFreeDelivery ? FREE_DELIVERY_TEXT : formatCents(price.deliveryGross, currency);
}

/** A price with its calculation-model prefix: 'ca. 12,50 €', 'ab 3,00 €', '4,00 €'. */
export function priceWithPrefix(
  cents: number,
  model: CalculationModel | null | undefined,
  currency?: string,
): string {
  const prefix = calculationModelPrefix(model);
  return `${prefix ? `${prefix} ` : ''}${formatCents(cents, currency)}`;
}

/** More combinations than a card should try: then the lowest is the base price. */
const MAX_OPTION_COMBINATIONS = 4096;

/**
 * The cheapest choices of a product's select and multiselect parts and whether the price
 * of one main unit depends on the options at all (then the card says „ab 3,50 €“).
 * A required select takes one option, an optional one none or one; a multiselect tries
 * every 'subtract' option together with nothing, one 'overwrite' option, or (when it must
 * not stay empty) any single option. Parts without options that count are left empty.
 */
export function cheapestParts(product: Pick<PricedProduct, 'price' | 'config'>): {
  parts: PartValue[];
  varies: boolean;
} {
  const parts = product.config?.parts ?? [];
  const choices: PartValue[][] = parts.map((part) => {
    const names = part.options.map((option) => option.name);
    if (part.type === 'select') {
      return part.optional || !names.length ? [null, ...names] : names;
    }
    if (part.type !== 'multiselect' || !names.length) return [null];
    const subtracts = part.options.filter((o) => o.modifier === 'subtract').map((o) => o.name);
    const sets: string[][] = [subtracts];
    for (const option of part.options) {
      if (option.modifier === 'overwrite') sets.push([...subtracts, option.name]);
    }
    if (!part.optional && !subtracts.length) sets.push(...names.map((name) => [name]));
    return sets.filter((set) => set.length || part.optional);
  });
  const combinations = choices.reduce((count, list) => count * Math.max(1, list.length), 1);
  const empty = parts.map(() => null);
  if (combinations > MAX_OPTION_COMBINATIONS) {
    return { parts: empty, varies: anyOptionChangesPrice(product) };
  }
  let best: { parts: PartValue[]; cents: number } | null = null;
  const visit = (index: number, chosen: PartValue[]) => {
    if (index === choices.length) {
      const cents = mainUnitPrice(product, chosen);
      if (!best || cents < best.cents) best = { parts: [...chosen], cents };
      return;
    }
    const list = choices[index].length ? choices[index] : [null];
    for (const value of list) visit(index + 1, [...chosen, value]);
  };
  visit(0, []);
  const found = best as { parts: PartValue[]; cents: number } | null;
  if (!found) return { parts: empty, varies: false };
  return { parts: found.parts, varies: anyOptionChangesPrice(product) };
}

/** Whether choosing some select or multiselect option on its own changes the price. */
function anyOptionChangesPrice(product: Pick<PricedProduct, 'price' | 'config'>): boolean {
  const base = toCents(product.price);
  return (product.config?.parts ?? []).some(
    (part) =>
      (part.type === 'select' || part.type === 'multiselect') &&
      part.options.some((option) =>
        option.modifier === 'overwrite' ? toCents(option.value) !== base : option.value !== 0,
      ),
  );
}

/**
 * What choosing an option does to the price, beside the option in the configurator, the
 * same way in every kind of part: „+ 0,40 €“, „− 0,30 €“; an option that sets the price
 * shows its difference to the product's price (Groß 6,90 € on a 4,90 € smoothie:
 * „+ 2,00 €“); nothing when it changes nothing.
 */
export function optionPriceText(
  option: ConfigOption,
  currency?: string,
  productPrice?: number,
): string {
  const cents =
    option.modifier === 'overwrite'
      ? toCents(option.value) - toCents(productPrice ?? 0)
      : option.modifier === 'subtract'
        ? -toCents(option.value)
        : toCents(option.value);
  if (cents === 0) return '';
  return `${cents > 0 ? '+' : '−'} ${formatCents(Math.abs(cents), currency)}`;
}

/** §9: donation amount shown, in the shop currency, financed by the shop. */
export const DONATION_AMOUNT = 0.07;

export const PAYMENT_METHODS = [
  'cash',
  'atm-card',
  'hydro-ag-voucher',
  'mollie',
  'datatrans',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
