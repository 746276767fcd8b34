import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { answer, recordingFetch } from '@bestellwerk/api-client/testing';
import { ORDER_RETRY_DELAYS_MS } from '../../../shared/api';
import { SHOP, WEDNESDAY_11, branch, product } from '../../../shared/fixtures';
import type { MenuView, ShopData } from '../../../shared/types';
import { cartStorageKey } from '../../cart/state/cart';
import { CheckoutPage } from './CheckoutPage';

const bread = product({
  id: 11,
  name: 'Bauernbrot',
  unit: 'piece',
  price: 4.5,
  minimumQuantity: 1,
  quantityStepSize: 1,
});
const menu: MenuView = {
  id: 1,
  name: 'Karte',
  catalog: [{ id: 3, name: 'Brot', description: null, isOrderable: true, products: [bread] }],
};
const shop: ShopData = {
  ...SHOP,
  config: { ...SHOP.config, enableCash: true, termsAndConditionsText: '# AGB\n\nText' },
  branches: [branch({ isCashEnabled: true, isTakeawayEmailRequired: true })],
};

/** Answers every call with `respond` and records what the checkout sent. */
function serve(respond: () => Response) {
  const { fetch, calls } = recordingFetch(respond);
  // The kitchen's promise (useKitchenPromise) is another test's: here it stays unknown.
  (globalThis as { fetch?: unknown }).fetch = (request: Request) =>
    request.url.includes('/api/orders/promise/')
      ? Promise.resolve(new Response('{}', { status: 404 }))
      : fetch(request);
  return calls;
}

function renderCheckout(
  items = [{ productId: 11, amount: 2, unit: 'piece', parts: [] }],
  cart: { orderType: string; deliveryAreaId: number | null } = {
    orderType: 'takeaway',
    deliveryAreaId: null,
  },
) {
  sessionStorage.clear();
  sessionStorage.setItem(cartStorageKey('graz-hauptplatz'), JSON.stringify({ items, ...cart }));
  const onOrdered = jest.fn();
  render(
    <CheckoutPage
      shop={shop}
      branch={shop.branches[0]}
      menu={menu}
      now={WEDNESDAY_11}
      onOrdered={onOrdered}
    />,
  );
  return { onOrdered };
}

afterEach(() => {
  (globalThis as { fetch?: unknown }).fetch = undefined;
});

describe('the checkout (storefront.md §2, §5, §8)', () => {
  it('names the branch’s order limit and does not submit a cart above it', () => {
    sessionStorage.clear();
    sessionStorage.setItem(
      cartStorageKey('graz-hauptplatz'),
      JSON.stringify({
        items: [{ productId: 11, amount: 3, unit: 'piece', parts: [] }],
        orderType: 'takeaway',
        deliveryAreaId: null,
      }),
    );
    const limited = { ...shop.branches[0], maximumOrderValue: 10 };
    render(
      <CheckoutPage
        shop={{ ...shop, branches: [limited] }}
        branch={limited}
        menu={menu}
        now={WEDNESDAY_11}
        onOrdered={jest.fn()}
      />,
    );
    expect(
      screen.getByText(
        'Online nehmen wir Bestellungen bis 10,00 € an. Bitte verringern Sie die Menge oder bestellen Sie telefonisch.',
      ),
    ).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Bestellung abschicken' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends an empty cart back to the overview', () => {
    renderCheckout([]);
    expect(screen.getByText('Keine Produkte im Warenkorb!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Übersicht' }).getAttribute('href')).toBe('/');
  });

  it('lists the server errors at the top and marks their fields, keeping the cart', async () => {
    serve(() =>
      answer(422, {
        errors: [
          { field: 'email', message: '„E-Mail“ ist erforderlich.' },
          { field: 'legalInstructions', message: 'Bitte akzeptieren Sie die AGB.' },
        ],
      }),
    );
    renderCheckout();
    expect(screen.getByText('Gesamt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['„E-Mail“ ist erforderlich.', 'Bitte akzeptieren Sie die AGB.']);
    expect(screen.getByLabelText('E-Mail *', { exact: false }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(sessionStorage.getItem(cartStorageKey('graz-hauptplatz'))).toContain('"productId":11');
  });

  it('says an unknown error happened when no answer comes, after its retries', async () => {
    jest.useFakeTimers();
    try {
      const calls = serve(() => {
        throw new TypeError('offline');
      });
      renderCheckout();
      fireEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ORDER_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
      });
      expect(screen.getByRole('alert').textContent).toBe('Ein unbekannter Fehler ist aufgetreten.');
      expect(calls).toHaveLength(ORDER_RETRY_DELAYS_MS.length + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('submits the draft, clears the cart and hands over the order', async () => {
    const calls = serve(() =>
      answer(201, { data: { uid: 'u1', hash: 'h1', paymentRedirectUrl: null } }),
    );
    const { onOrdered } = renderCheckout();
    fireEvent.change(screen.getByLabelText('Vorname', { exact: false }), {
      target: { value: 'Anna' },
    });
    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '0043 664 1234567' } });
    fireEvent.blur(screen.getByLabelText('Telefon'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    await waitFor(() => expect(onOrdered).toHaveBeenCalled());
    const [sent] = calls;
    expect(sent.url).toBe('/api/orders');
    expect(sent.headers.get('idempotency-key')).toMatch(/^[\w-]{32,}$/);
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      branch: { id: 1 },
      isDelivery: false,
      isDineIn: false,
      items: [{ product: { id: 11 }, amount: 2, unit: 'piece', parts: [] }],
      firstName: 'Anna',
      phone: '+436641234567',
      country: 'AT',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: false,
    });
    expect(JSON.parse(sessionStorage.getItem(cartStorageKey('graz-hauptplatz'))!).items).toEqual(
      [],
    );
  });

  it('shows the payment failure after a failed online payment', () => {
    sessionStorage.clear();
    sessionStorage.setItem(
      cartStorageKey('graz-hauptplatz'),
      JSON.stringify({ items: [{ productId: 11, amount: 1, unit: 'piece', parts: [] }] }),
    );
    render(
      <CheckoutPage
        shop={shop}
        branch={shop.branches[0]}
        menu={menu}
        now={WEDNESDAY_11}
        paymentFailed
        onOrdered={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
    );
  });

  it('offers a preorder while the branch is closed', () => {
    sessionStorage.clear();
    sessionStorage.setItem(
      cartStorageKey('graz-hauptplatz'),
      JSON.stringify({ items: [{ productId: 11, amount: 1, unit: 'piece', parts: [] }] }),
    );
    render(
      <CheckoutPage
        shop={shop}
        branch={shop.branches[0]}
        menu={menu}
        now={new Date('2026-11-25T22:00:00Z')}
        onOrdered={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Vorbestellung abschicken' })).toBeTruthy();
    expect(
      screen.getByText(
        'Derzeit haben wir leider geschlossen. Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
      ),
    ).toBeTruthy();
  });

  it('asks a company for its name and UID number and sends both', async () => {
    const calls = serve(() =>
      answer(201, { data: { uid: 'u1', hash: 'h1', paymentRedirectUrl: null } }),
    );
    const { onOrdered } = renderCheckout();
    expect(screen.queryByLabelText('UID-Nummer')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bestellung für eine Firma' }));
    fireEvent.change(screen.getByLabelText('Firmenname', { exact: false }), {
      target: { value: 'Rosmarin GmbH' },
    });
    fireEvent.change(screen.getByLabelText('UID-Nummer'), { target: { value: 'ATU12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    await waitFor(() => expect(onOrdered).toHaveBeenCalled());
    expect(JSON.parse(calls[0].body)).toMatchObject({
      isCompany: true,
      companyName: 'Rosmarin GmbH',
      vatNumber: 'ATU12345678',
      isDeliveryAddressDifferent: false,
      deliveryStreet: null,
    });
  });

  it('sends a different delivery address with its own company and keeps it in the draft', async () => {
    const calls = serve(() => answer(422, { errors: [{ message: 'Nein.' }] }));
    renderCheckout([{ productId: 11, amount: 4, unit: 'piece', parts: [] }], {
      orderType: 'delivery',
      deliveryAreaId: 5,
    });
    expect(screen.queryByRole('group', { name: 'Lieferadresse' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Abweichende Lieferadresse' }));
    const group = within(screen.getByRole('group', { name: 'Lieferadresse' }));
    fireEvent.click(group.getByRole('checkbox', { name: 'Lieferung an eine Firma' }));
    const type = (label: string, value: string) =>
      fireEvent.change(group.getByLabelText(label, { exact: false }), { target: { value } });
    type('Firmenname', 'Büro Nord KG');
    type('Vorname', 'Berta');
    type('Nachname', 'Lang');
    type('Straße und Hausnummer', 'Lendplatz 3');
    type('Stock', '2');
    type('Stiege', 'B');
    type('Tür', '7');
    type('PLZ', '8020');
    type('Ort', 'Graz');
    fireEvent.change(group.getByLabelText('Land', { exact: false }), { target: { value: 'DE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    await screen.findByRole('alert');
    expect(JSON.parse(calls[0].body)).toMatchObject({
      isDelivery: true,
      isDeliveryAddressDifferent: true,
      isDeliveryCompany: true,
      deliveryCompanyName: 'Büro Nord KG',
      deliveryFirstName: 'Berta',
      deliveryLastName: 'Lang',
      deliveryStreet: 'Lendplatz 3',
      deliveryFloor: '2',
      deliveryStairway: 'B',
      deliveryDoor: '7',
      deliveryZipCode: '8020',
      deliveryCity: 'Graz',
      deliveryCountry: 'DE',
    });
    expect(
      JSON.parse(sessionStorage.getItem('bestellwerk.checkout.graz-hauptplatz')!),
    ).toMatchObject({
      isDeliveryAddressDifferent: true,
      deliveryCompanyName: 'Büro Nord KG',
      deliveryCountry: 'DE',
    });
  });

  it('judges the phone number when the customer leaves the field, not while typing', () => {
    renderCheckout();
    const phone = screen.getByLabelText('Telefon');
    const message = 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.';
    fireEvent.change(phone, { target: { value: '0' } });
    fireEvent.change(phone, { target: { value: '0664' } });
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.blur(phone);
    expect(screen.getByText(message)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(phone, { target: { value: '+43664' } });
    expect(screen.queryByText(message)).toBeNull();
  });
});
