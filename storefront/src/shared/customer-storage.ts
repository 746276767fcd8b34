/**
 * What this browser keeps of a customer under our keys: carts and checkout drafts per
 * branch, the analytics visit and dismissed reviews.
 */
export const CART_AND_DRAFT_KEYS = /^bestellwerk\.(cart|checkout)\./;
export const CUSTOMER_KEYS = /^bestellwerk\.(cart|checkout|analytics|review-dismissed)\./;

/** Removes the keys of `storage` that match `pattern`. */
export function forgetStored(storage: Storage, pattern: RegExp): void {
  for (const key of Object.keys(storage)) if (pattern.test(key)) storage.removeItem(key);
}
