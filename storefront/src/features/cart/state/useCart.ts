import { useCallback, useState } from 'react';
import type { OrderType } from '@bestellwerk/domain';
import { Cart, EMPTY_CART, readCart, writeCart } from './cart';

/**
 * The branch's cart, read from and written to session storage on every change; a branch
 * without a stored cart starts with `orderType`.
 */
export function useCart(
  branchIdentifier: string,
  orderType?: OrderType,
): [Cart, (change: (cart: Cart) => Cart) => void] {
  const [cart, setCart] = useState(() =>
    // The server renders the page without a session: an empty cart.
    typeof sessionStorage === 'undefined'
      ? { ...EMPTY_CART, orderType: orderType ?? EMPTY_CART.orderType }
      : readCart(sessionStorage, branchIdentifier, orderType),
  );
  const update = useCallback(
    (change: (cart: Cart) => Cart) => {
      setCart((current) => {
        const next = change(current);
        writeCart(sessionStorage, branchIdentifier, next);
        return next;
      });
    },
    [branchIdentifier],
  );
  return [cart, update];
}
