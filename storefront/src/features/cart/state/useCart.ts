import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { OrderType } from '@bestellwerk/domain';
import type { ProductView } from '../../../shared/types';
import { Cart, cartStorageKey, migrateCart, parseCart, readCart, writeCart } from './cart';

/** Every mounted cart of this tab hears of a write (session storage has no event of its own). */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function store(branchIdentifier: string, cart: Cart): void {
  writeCart(sessionStorage, branchIdentifier, cart);
  listeners.forEach((listener) => listener());
}

/**
 * The branch's cart, kept in session storage (storefront.md §3); a branch without a stored
 * cart starts with `orderType`. With `products` (the branch's current catalogue) the cart is
 * migrated to it (§4 catalogue refresh: lines no longer offered go, amounts snap to the
 * product's limits) and the migrated cart is written back, so the stored cart is the shown.
 *
 * The server renders the page without a session, so the first render, and the hydration,
 * shows the empty cart the server rendered; the stored cart follows right after (no
 * hydration mismatch).
 */
export function useCart(
  branchIdentifier: string,
  orderType?: OrderType,
  products?: ReadonlyMap<number, ProductView>,
): [Cart, (change: (cart: Cart) => Cart) => void] {
  const key = cartStorageKey(branchIdentifier);
  // The raw stored string: stable between renders, so React re-renders only on a change.
  const raw = useSyncExternalStore(
    subscribe,
    () => sessionStorage.getItem(key),
    () => null,
  );
  const stored = useMemo(() => parseCart(raw, orderType), [raw, orderType]);
  const cart = useMemo(
    () => (products ? migrateCart(stored, products) : stored),
    [stored, products],
  );

  useEffect(() => {
    // Written only when the migration changed something (and there is a stored cart).
    if (raw !== null && cart !== stored && JSON.stringify(cart) !== JSON.stringify(stored)) {
      store(branchIdentifier, cart);
    }
  }, [branchIdentifier, raw, cart, stored]);

  const update = useCallback(
    (change: (cart: Cart) => Cart) => {
      // The change applies to the cart as shown: its line indexes are the shown ones.
      const current = readCart(sessionStorage, branchIdentifier, orderType);
      store(branchIdentifier, change(products ? migrateCart(current, products) : current));
    },
    [branchIdentifier, orderType, products],
  );
  return [cart, update];
}
