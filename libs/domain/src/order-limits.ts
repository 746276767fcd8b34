/**
 * The order-total plausibility limit of a branch: an online order above it is refused before
 * it is stored (a typing slip such as 99 999 portions, or a prank), and the storefront says
 * so before the customer submits. Values in the branch's currency units, as stored.
 */
import { formatMoney } from './format';
import { roundHalfAwayFromZero } from './rounding';

/** A branch's limit unless its staff set another: 1.000 €. */
export const DEFAULT_MAXIMUM_ORDER_VALUE = 1000;

/** Whether an order's total (goods and delivery, in cents) is above the branch's limit. */
export function isAboveMaximumOrderValue(
  totalGrossCents: number,
  maximumOrderValue: number | null | undefined,
): boolean {
  if (maximumOrderValue === null || maximumOrderValue === undefined) return false;
  return totalGrossCents > roundHalfAwayFromZero(maximumOrderValue * 100);
}

/** 'Online nehmen wir Bestellungen bis 1.000,00 € an. …' */
export function maximumOrderValueText(maximumOrderValue: number, currency?: string): string {
  return `Online nehmen wir Bestellungen bis ${formatMoney(maximumOrderValue, currency)} an. Bitte verringern Sie die Menge oder bestellen Sie telefonisch.`;
}
