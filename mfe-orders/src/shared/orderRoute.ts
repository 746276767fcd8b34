/**
 * An order's address in the back office: /backend#/orders/{id} opens the orders area with
 * that order's drawer (the link in every „Neue Bestellung“ mail points here).
 */
export const orderPath = (id: number) => `/orders/${id}`;

/** The order id of a hash path ('/orders/42' → 42), null for every other path. */
export function orderIdOfPath(path: string): number | null {
  const match = /^\/orders\/([1-9]\d{0,9})\/?$/.exec(path);
  return match ? Number(match[1]) : null;
}
