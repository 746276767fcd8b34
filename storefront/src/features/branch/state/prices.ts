import {
  cheapestParts,
  itemCalculationModel,
  lineTotal,
  priceWithPrefix,
  unitPrice,
  unitShortName,
  unitText,
  type PartValue,
} from '@bestellwerk/domain';
import type { ProductView } from '../../../shared/types';

/**
 * A product card's prices: the main unit first, then one line per alternative unit, each
 * for one unit. A price that depends on the options is the cheapest choice, „ab 4,60 €“.
 * A unit that is a whole („ganz (12 Stück)“) follows its price; others after a slash.
 * None when the price is hidden.
 */
export function productPrices(product: ProductView, currency: string): string[] {
  if (product.isPriceHidden || product.price === undefined) return [];
  const priced = { ...product, price: product.price };
  const cheapest = cheapestParts(priced);
  const units = [product.unit, ...(product.alternativeUnits ?? []).map((alt) => alt.unit)];
  return units.flatMap((unit) => {
    let cents: number;
    try {
      cents = unitPrice(priced, { unit, parts: cheapest.parts });
    } catch {
      // An alternative unit the product cannot be converted to: leave the line out.
      return [];
    }
    const model = cheapest.varies ? 'minimum' : itemCalculationModel(priced, unit);
    const text = unitText(priced, unit);
    const price = priceWithPrefix(cents, model, currency);
    return [text === unitShortName(unit) ? `${price} / ${text}` : `${price} ${text}`];
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
    return priceWithPrefix(
      lineTotal(priced, line),
      itemCalculationModel(priced, line.unit),
      currency,
    );
  } catch {
    return null;
  }
}
