import { useCallback, useState } from 'react';
import { Cart, readCart, writeCart } from './cart';

/** The branch's cart, read from and written to session storage on every change. */
export function useCart(branchIdentifier: string): [Cart, (change: (cart: Cart) => Cart) => void] {
  const [cart, setCart] = useState(() => readCart(sessionStorage, branchIdentifier));
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
