import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { product } from '../../../shared/fixtures';
import { EMPTY_CART, cartStorageKey, writeCart } from './cart';
import { useCart } from './useCart';

const cheese = product();
const bread = product({
  id: 11,
  name: 'Bauernbrot',
  unit: 'piece',
  price: 4.5,
  minimumQuantity: 1,
  quantityStepSize: 1,
  defaultQuantity: 1,
});
const stored = () => JSON.parse(sessionStorage.getItem(cartStorageKey('graz'))!);

describe('the cart kept in session storage (storefront.md §3, §4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('writes the cart migrated after a catalogue reload back to session storage', () => {
    writeCart(sessionStorage, 'graz', {
      ...EMPTY_CART,
      items: [
        { productId: 10, amount: 12, unit: 'decagram', parts: [] },
        { productId: 11, amount: 2, unit: 'piece', parts: [] },
        { productId: 99, amount: 1, unit: 'piece', parts: [] },
      ],
    });
    const first = new Map([cheese, bread].map((p) => [p.id, p]));
    const { result, rerender } = renderHook(
      ({ products }) => useCart('graz', undefined, products),
      {
        initialProps: { products: first },
      },
    );
    // Product 99 is no longer offered; 12 dag snap to the cheese's 10-dag steps.
    const migrated = [
      { productId: 10, amount: 10, unit: 'decagram', parts: [] },
      { productId: 11, amount: 2, unit: 'piece', parts: [] },
    ];
    expect(result.current[0].items).toEqual(migrated);
    expect(stored().items).toEqual(migrated);

    // The 4-hour reload: the cheese is gone from the new catalogue.
    rerender({ products: new Map([[bread.id, bread]]) });
    expect(result.current[0].items).toEqual([migrated[1]]);
    expect(stored().items).toEqual([migrated[1]]);
  });

  it('applies a change to the cart as shown and every cart of the branch follows', () => {
    writeCart(sessionStorage, 'graz', {
      ...EMPTY_CART,
      items: [
        { productId: 99, amount: 1, unit: 'piece', parts: [] },
        { productId: 11, amount: 2, unit: 'piece', parts: [] },
      ],
    });
    const products = new Map([[bread.id, bread]]);
    const menu = renderHook(() => useCart('graz', undefined, products));
    const other = renderHook(() => useCart('graz'));
    // Line 0 as shown is the bread (the vanished product is not shown).
    act(() => menu.result.current[1]((cart) => ({ ...cart, items: cart.items.slice(1) })));
    expect(menu.result.current[0].items).toEqual([]);
    expect(other.result.current[0].items).toEqual([]);
    expect(stored().items).toEqual([]);
  });

  it('hydrates the server markup (no session there) without a mismatch, then shows the stored cart', async () => {
    writeCart(sessionStorage, 'graz', {
      ...EMPTY_CART,
      items: [{ productId: 11, amount: 2, unit: 'piece', parts: [] }],
    });
    function Count() {
      const [cart] = useCart('graz');
      return <p>{cart.items.length} im Warenkorb</p>;
    }
    const container = document.createElement('div');
    // What the server sends: its render has no session storage to read.
    const session = sessionStorage;
    Object.defineProperty(window, 'sessionStorage', { value: undefined, configurable: true });
    try {
      container.innerHTML = renderToString(<Count />);
    } finally {
      Object.defineProperty(window, 'sessionStorage', { value: session, configurable: true });
    }
    expect(container.textContent).toBe('0 im Warenkorb');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Count />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('1 im Warenkorb');
  });
});
