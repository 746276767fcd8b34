import { fromCents, lineTotal } from '@bestellwerk/domain';
import type { ProductView } from '../../../shared/types';
import type { Cart } from '../../cart/state/cart';

/**
 * The item and price the commerce events carry (backoffice-api.md §7): the cart's product
 * names and the goods' gross value, priced with libs/domain like the cart shows it.
 */
export function commerceOf(
  cart: Cart,
  products: ReadonlyMap<number, ProductView>,
): { item: string; price: number } {
  let cents = 0;
  const names: string[] = [];
  for (const line of cart.items) {
    const product = products.get(line.productId);
    if (!product) continue;
    names.push(product.name);
    if (product.price !== undefined) cents += lineTotal({ ...product, price: product.price }, line);
  }
  return { item: names.join(', '), price: fromCents(cents) };
}
