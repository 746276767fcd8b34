/**
 * Decimal rounding without binary floating-point surprises: the shifted value is read at 15
 * significant digits first, so 1.005 rounds to 1.01 and 0.1 + 0.2 to 0.3.
 */

/**
 * Rounds half away from zero (commercial rounding): 0.5 → 1, -0.5 → -1, 2.345 → 2.35 at two
 * decimals. Used for every money amount in this library.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const shifted = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(shifted) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Quantities are kept to 6 decimals (micro-units), enough for every unit factor in use. */
export const QUANTITY_DECIMALS = 6;

export function roundQuantity(value: number): number {
  return roundHalfAwayFromZero(value, QUANTITY_DECIMALS);
}
