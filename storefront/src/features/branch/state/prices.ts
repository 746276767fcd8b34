import {
  formatCents,
  itemCalculationModel,
  lineTotal,
  unitPrice,
  type PartValue,
  unitShortName,
  type CalculationModel,
} from '@bestellwerk/domain';
import type { ProductView } from '../../../shared/types';

/** 'ca.' and 'ab' say what kind of price it is; an exact price needs no word. */
function prefix(model: CalculationModel): string {
  return model === 'approximate' ? 'ca. ' : model === 'minimum' ? 'ab ' : '';
}

/**
 * A product card's prices: the main unit first, then one line per alternative unit, each
 * for one unit and without options. None when the price is hidden.
 */
export function productPrices(product: ProductView, currency: string): string[] {
  if (product.isPriceHidden || product.price === undefined) return [];
  const priced = { ...product, price: product.price };
  const units = [product.unit, ...(product.alternativeUnits ?? []).map((alt) => alt.unit)];
  return units.flatMap((unit) => {
    let cents: number;
    try {
      cents = unitPrice(priced, { unit });
    } catch {
      // An alternative unit the product cannot be converted to: leave the line out.
      return [];
    }
    const model = itemCalculationModel(priced, unit);
    return [`${prefix(model)}${formatCents(cents, currency)} / ${unitShortName(unit)}`];
  });
}

/**
 * The running total of the configurator's line (amount, unit and options), as the add
 * button shows it: „10,30 €“, „ca. 24,00 €“; null when the price is hidden.
 */
export function lineTotalText(
  product: ProductView,
  line: { amount: number; unit: string; parts: readonly PartValue[] },
  currency: string,
): string | null {
  if (product.isPriceHidden || product.price === undefined) return null;
  const priced = { ...product, price: product.price };
  try {
    const model = itemCalculationModel(priced, line.unit);
    return `${prefix(model)}${formatCents(lineTotal(priced, line), currency)}`;
  } catch {
    return null;
  }
}
