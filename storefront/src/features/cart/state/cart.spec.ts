import { branch, product } from '../../../shared/fixtures';
import {
  Cart,
  EMPTY_CART,
  addLine,
  canChoose,
  cartStorageKey,
  defaultLine,
  migrateCart,
  readCart,
  removeLine,
  summarise,
  writeCart,
} from './cart';

const cheese = product();
const bread = product({
  id: 11,
  name: 'Bauernbrot',
  unit: 'piece',
  price: 4.5,
  calculationModel: 'fixed',
  minimumQuantity: 1,
  quantityStepSize: 1,
  defaultQuantity: 1,
});
const products = new Map([cheese, bread].map((p) => [p.id, p]));
const areas = branch().deliveryAreas;

describe('the cart', () => {
  it('adds a product in its default amount and unit, and removes a line', () => {
    const cart = addLine(addLine(EMPTY_CART, defaultLine(cheese)), defaultLine(bread));
    expect(cart.items).toEqual([
      { productId: 10, amount: 10, unit: 'decagram', parts: [] },
      { productId: 11, amount: 1, unit: 'piece', parts: [] },
    ]);
    expect(removeLine(cart, 0).items.map((line) => line.productId)).toEqual([11]);
  });

  it('prices takeaway: goods, total, approximate when an item is', () => {
    const cart = addLine(addLine(EMPTY_CART, defaultLine(cheese)), defaultLine(bread));
    const summary = summarise(cart, products, areas, 'EUR');
    // 10 dag cheese is one product, the bread one more: 2, not 11.
    expect(summary.count).toBe(2);
    expect(summary.lines).toEqual([
      { name: 'Bergkäse', amountText: '10 dag', priceText: 'ca. 24,00 €', details: '' },
      { name: 'Bauernbrot', amountText: '1 Stk.', priceText: '4,50 €', details: '' },
    ]);
    expect(summary.rows).toEqual([
      { label: 'Kosten', value: 'ca. 28,50 €' },
      { label: 'Gesamt', value: 'ca. 28,50 €' },
    ]);
    expect(summary.minimumText).toBeNull();
  });

  it('warns below the delivery minimum and hints at free delivery', () => {
    const cart = {
      ...addLine(EMPTY_CART, defaultLine(bread)),
      orderType: 'delivery' as const,
      deliveryAreaId: 5,
    };
    const summary = summarise(cart, products, areas, 'EUR');
    expect(summary.rows).toEqual([
      { label: 'Kosten', value: '4,50 €' },
      { label: 'Lieferkosten', value: '3,50 €' },
      { label: 'Gesamt', value: '8,00 €' },
    ]);
    expect(summary.isBelowMinimum).toBe(true);
    expect(summary.minimumText).toBe(
      'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.',
    );
    expect(summary.freeDeliveryText).toBe('Kostenlose Lieferung ab 30,00 €.');
  });

  it('delivers for free above the threshold', () => {
    let cart: Cart = { ...EMPTY_CART, orderType: 'delivery', deliveryAreaId: 5 };
    for (let n = 0; n < 7; n += 1) cart = addLine(cart, defaultLine(bread));
    const summary = summarise(cart, products, areas, 'EUR');
    expect(summary.rows[1]).toEqual({ label: 'Lieferkosten', value: 'Kostenlos' });
    expect(summary.freeDeliveryText).toBeNull();
    expect(summary.isBelowMinimum).toBe(false);
  });

  it('blocks a total above the branch’s order limit before submitting, with the reason', () => {
    let cart: Cart = { ...EMPTY_CART, orderType: 'delivery', deliveryAreaId: 5 };
    for (let n = 0; n < 7; n += 1) cart = addLine(cart, defaultLine(bread));
    // 7 × 4,50 € = 31,50 €, delivery free from 30 €.
    const above = summarise(cart, products, areas, 'EUR', 30);
    expect(above.isAboveMaximum).toBe(true);
    expect(above.maximumText).toBe(
      'Online nehmen wir Bestellungen bis 30,00 € an. Bitte verringern Sie die Menge oder bestellen Sie telefonisch.',
    );
    const within = summarise(cart, products, areas, 'EUR', 31.5);
    expect(within.isAboveMaximum).toBe(false);
    expect(within.maximumText).toBeNull();
    expect(summarise(cart, products, areas, 'EUR', null).isAboveMaximum).toBe(false);
  });

  it('lists the chosen options of a line', () => {
    const plate = product({
      id: 12,
      unit: 'piece',
      minimumQuantity: 1,
      quantityStepSize: 1,
      config: {
        parts: [
          {
            name: 'Getränk',
            type: 'select',
            optional: false,
            options: [{ name: 'Tee', modifier: 'add', value: 0 }],
          },
          { name: 'Extras', type: 'multiselect', optional: true, options: [] },
          { name: 'Wunsch', type: 'text', optional: true, options: [] },
        ],
      },
    });
    const cart = addLine(EMPTY_CART, {
      productId: 12,
      amount: 1,
      unit: 'piece',
      parts: ['Tee', [], 'ohne Zucker'],
    });
    expect(summarise(cart, new Map([[12, plate]]), areas, 'EUR').lines[0].details).toBe(
      'Getränk: Tee; Wunsch: ohne Zucker',
    );
  });

  it('can be chosen from a card only when orderable and priced, upload parts included', () => {
    expect(canChoose(bread)).toBe(true);
    expect(canChoose({ ...bread, isOrderable: false })).toBe(false);
    expect(canChoose({ ...bread, price: undefined, isPriceHidden: true })).toBe(false);
    const upload = { name: 'Foto', type: 'image' as const, optional: false, options: [] };
    expect(canChoose({ ...bread, config: { parts: [upload] } })).toBe(true);
  });

  it('drops products no longer offered and snaps amounts after a catalogue reload', () => {
    const cart = {
      ...EMPTY_CART,
      items: [
        { productId: 10, amount: 12, unit: 'decagram', parts: [] },
        { productId: 99, amount: 1, unit: 'piece', parts: [] },
      ],
    };
    expect(migrateCart(cart, products).items).toEqual([
      { productId: 10, amount: 10, unit: 'decagram', parts: [] },
    ]);
  });

  it('is kept per branch in session storage', () => {
    const cart = addLine(EMPTY_CART, defaultLine(bread));
    writeCart(sessionStorage, 'graz-hauptplatz', cart);
    expect(readCart(sessionStorage, 'graz-hauptplatz')).toEqual(cart);
    expect(readCart(sessionStorage, 'wien-neubau')).toEqual(EMPTY_CART);
    sessionStorage.setItem(cartStorageKey('linz'), '{kaputt');
    expect(readCart(sessionStorage, 'linz')).toEqual(EMPTY_CART);
  });
});
