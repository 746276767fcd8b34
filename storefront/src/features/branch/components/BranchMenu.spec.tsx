import { fireEvent, render, screen, within } from '@testing-library/react';
import { branch, product } from '../../../shared/fixtures';
import type { MenuView } from '../../../shared/types';
import { BranchMenu } from './BranchMenu';

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
const menu: MenuView = {
  id: 1,
  name: 'Karte',
  catalog: [
    {
      id: 3,
      name: 'Brot',
      description: null,
      isOrderable: true,
      products: [bread, product({ id: 12, name: 'Stollen', isOrderable: false })],
    },
  ],
};
/** Wednesday 25 November 2026, 12:30 in Vienna: open and delivering. */
const NOON = new Date('2026-11-25T11:30:00Z');

/** Opens a product's overlay from its card and adds it as it comes (default amount). */
function add(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `${name}: Zum Warenkorb hinzufügen` }));
  const dialog = screen.getByRole('dialog', { name });
  fireEvent.click(within(dialog).getByRole('button', { name: /^Zum Warenkorb hinzufügen/ }));
}

const onCheckout = jest.fn();

function renderMenu() {
  sessionStorage.clear();
  onCheckout.mockClear();
  return render(
    <BranchMenu branch={branch()} menu={menu} currency="EUR" now={NOON} onCheckout={onCheckout} />,
  );
}

describe('long descriptions (storefront.md §9)', () => {
  it('are cut at 128 characters on the card and shown whole in the overlay', () => {
    const long = `${'Sauerteig, Roggen und Zeit. '.repeat(8)}Ende.`;
    const withText: MenuView = {
      ...menu,
      catalog: [{ ...menu.catalog[0], products: [{ ...bread, description: long }] }],
    };
    render(
      <BranchMenu
        branch={branch()}
        menu={withText}
        currency="EUR"
        now={NOON}
        onCheckout={onCheckout}
      />,
    );
    const card = document.querySelector('.product-card__description')!;
    expect(card.textContent).toBe(`${long.slice(0, 128).trimEnd()}...`);
    fireEvent.click(screen.getByRole('button', { name: 'Bauernbrot: Zum Warenkorb hinzufügen' }));
    expect(within(screen.getByRole('dialog', { name: 'Bauernbrot' })).getByText(long)).toBeTruthy();
  });
});

describe('opening a product on a phone', () => {
  it('opens the product from a tap on its name, not only from the round „+“', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Bauernbrot' }));
    expect(screen.getByRole('dialog', { name: 'Bauernbrot' })).toBeTruthy();
  });
});

describe('the branch page with its cart', () => {
  it('adds a product from its card and says so', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Keine Produkte im Warenkorb' });
    // Empty, the toggle is drawn as an outline; with a product, as the primary button.
    expect(toggle.className).toBe('cart__toggle cart__toggle--empty');
    add('Bauernbrot');
    expect(toggle.className).toBe('cart__toggle');
    expect(screen.getByRole('status').textContent).toBe('Produkt zum Warenkorb hinzugefügt.');
    expect(toggle.textContent).toBe('1 Produkt im Warenkorb · 4,50 €');
    add('Bauernbrot');
    expect(toggle.textContent).toBe('2 Produkte im Warenkorb · 9,00 €');
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Warenkorb ausblenden');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('offers no add button for a product that cannot be ordered now', () => {
    renderMenu();
    expect(screen.queryByRole('button', { name: 'Stollen: Zum Warenkorb hinzufügen' })).toBeNull();
  });

  it('prices delivery with the area, warns below the minimum, and removes lines', () => {
    renderMenu();
    add('Bauernbrot');
    fireEvent.click(screen.getByRole('button', { name: '1 Produkt im Warenkorb · 4,50 €' }));
    const cart = screen.getByRole('complementary', { name: 'Warenkorb' });
    fireEvent.change(within(cart).getByLabelText('Art der Lieferung'), {
      target: { value: 'delivery' },
    });
    fireEvent.change(within(cart).getByLabelText('Liefergebiet'), { target: { value: '5' } });
    expect(within(cart).getByText('Lieferkosten').nextSibling?.textContent).toBe('3,50 €');
    expect(within(cart).getByRole('alert').firstChild?.textContent).toBe(
      'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.',
    );
    expect(within(cart).getByText('Kostenlose Lieferung ab 30,00 €.')).toBeTruthy();
    const order = within(cart).getByRole('button', { name: 'Jetzt bestellen' });
    expect((order as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(cart).getByLabelText('Art der Lieferung'), {
      target: { value: 'takeaway' },
    });
    expect((order as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(order);
    expect(onCheckout).toHaveBeenCalledTimes(1);
    fireEvent.click(within(cart).getByRole('button', { name: 'Entfernen' }));
    expect(within(cart).queryByText('Bauernbrot')).toBeNull();
  });

  it('disables ordering with an empty cart', () => {
    renderMenu();
    expect(
      (screen.getByRole('button', { name: 'Jetzt bestellen' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('changes a cart line with Bearbeiten instead of adding another', () => {
    renderMenu();
    add('Bauernbrot');
    fireEvent.click(screen.getByRole('button', { name: '1 Produkt im Warenkorb · 4,50 €' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Bauernbrot' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mehr' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Änderung speichern/ }));
    const stored = JSON.parse(sessionStorage.getItem('bestellwerk.cart.graz-hauptplatz')!);
    expect(stored.items).toEqual([{ productId: 11, amount: 2, unit: 'piece', parts: [] }]);
  });

  it('keeps the cart of the branch in session storage', () => {
    renderMenu();
    add('Bauernbrot');
    expect(JSON.parse(sessionStorage.getItem('bestellwerk.cart.graz-hauptplatz')!).items).toEqual([
      { productId: 11, amount: 1, unit: 'piece', parts: [] },
    ]);
  });
});
