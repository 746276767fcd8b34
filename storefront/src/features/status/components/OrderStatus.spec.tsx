import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { orderStatusView } from '@bestellwerk/domain';
import { publicOrder } from '../../../shared/order-fixture';
import { OrderStatus } from './OrderStatus';

const noop = () => undefined;

describe('the order status page', () => {
  it('shows the heading, the number, the current step and the branch', () => {
    render(
      <OrderStatus order={publicOrder({ isConfirmed: true })} reviewsEnabled onChange={noop} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Vielen Dank für Ihre Bestellung!',
    );
    expect(screen.getByText('42')).toBeTruthy();
    const current = screen.getByText('Bestätigt und in Zubereitung');
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: '+43316123456' }).getAttribute('href')).toBe(
      'tel:+43316123456',
    );
  });

  it("says in its own words when cancelling or confirming fails without the server's message", async () => {
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    try {
      render(
        <OrderStatus
          order={publicOrder({ counterAppointment: '2030-05-04T10:30:00.000Z' })}
          reviewsEnabled
          onChange={noop}
        />,
      );
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Nein, Bestellung stornieren' }));
      });
      expect(screen.getByRole('alert').textContent).toBe(
        'Die Bestellung konnte nicht storniert werden.',
      );
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /^Ja, / }));
      });
      expect(screen.getByRole('alert').textContent).toBe(
        'Die Bestätigung konnte nicht gesendet werden.',
      );
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });

  it("shows the server's first message instead when it sent one", async () => {
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = jest.fn(async () =>
      Response.json(
        { errors: [{ message: 'Die Bestellung ist bereits bestätigt.' }] },
        { status: 409 },
      ),
    );
    try {
      render(
        <OrderStatus
          order={publicOrder({ counterAppointment: '2030-05-04T10:30:00.000Z' })}
          reviewsEnabled
          onChange={noop}
        />,
      );
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Nein, Bestellung stornieren' }));
      });
      expect(screen.getByRole('alert').textContent).toBe('Die Bestellung ist bereits bestätigt.');
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });

  it('shows the rejection message under the rejected heading, without a timeline', () => {
    render(
      <OrderStatus
        order={publicOrder({ isRejected: true, rejectionMessage: 'Leider ausverkauft.' })}
        reviewsEnabled
        onChange={noop}
      />,
    );
    expect(screen.getByText('Ihre Bestellung wurde abgelehnt.')).toBeTruthy();
    expect(screen.getByText('Leider ausverkauft.')).toBeTruthy();
    // No timeline of steps (the list of what was ordered stays).
    expect(document.querySelector('.timeline')).toBeNull();
    // The rejection is not a confirmation: the page says which message went out.
    expect(screen.queryByText(/Bestätigung .* gesendet/)).toBeNull();
    expect(screen.getByText('Die Absage wurde an lena@example.at gesendet.')).toBeTruthy();
  });

  it('says a missed order was not confirmed in time, in the words of the board and the e-mail', () => {
    render(<OrderStatus order={publicOrder({ isMissed: true })} reviewsEnabled onChange={noop} />);
    const missed = orderStatusView({ status: 'pending', isMissed: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Ihre Bestellung wird leider nicht ausgeführt.',
    );
    expect(screen.getByRole('status').textContent).toBe(missed.customerText);
    expect(missed.customerText).toContain('nicht rechtzeitig bestätigt');
    expect(screen.queryByText(/wartet auf die Bestätigung/)).toBeNull();
    expect(screen.queryByText(/Bestätigung .* gesendet/)).toBeNull();
    expect(document.querySelector('.timeline')).toBeNull();
  });

  it('shows a missed order confirmed after all as confirmed', () => {
    render(
      <OrderStatus
        order={publicOrder({ isMissed: true, isConfirmed: true, status: 'confirmed' })}
        reviewsEnabled
        onChange={noop}
      />,
    );
    expect(screen.getByText('Ihre Bestellung ist bestätigt und wird zubereitet.')).toBeTruthy();
    expect(screen.getByText('Bestätigt und in Zubereitung').getAttribute('aria-current')).toBe(
      'step',
    );
  });

  it('shows what was ordered with its options, the total, where the confirmation went and the way back', () => {
    render(<OrderStatus order={publicOrder()} reviewsEnabled onChange={noop} />);
    const summary = screen.getByRole('region', { name: 'Ihre Bestellung' });
    const lines = within(summary)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      '1 Stk. Wiener FrühstückHeißgetränk: Heiße Schokolade10,30 €',
      '2 Stk. Espresso5,20 €',
    ]);
    expect(within(summary).getByText('15,50 €')).toBeTruthy();
    expect(within(summary).getByText('Bestätigung an lena@example.at gesendet.')).toBeTruthy();
    expect(
      within(summary).getByRole('link', { name: 'Zurück zum Shop' }).getAttribute('href'),
    ).toBe('/store/graz-hauptplatz');
  });

  it('offers both answers to a counter appointment', () => {
    render(
      <OrderStatus
        order={publicOrder({ counterAppointment: '2026-11-25T12:45:00.000Z' })}
        reviewsEnabled
        onChange={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ja, 13:45 Uhr ist in Ordnung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nein, Bestellung stornieren' })).toBeTruthy();
  });

  it('sends the review only once all four ratings are given', () => {
    render(
      <OrderStatus
        order={publicOrder({ isConfirmed: true, isInDelivery: true, isCompleted: true })}
        reviewsEnabled
        onChange={noop}
      />,
    );
    const send = screen.getByRole('button', { name: 'Bewertung senden' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const rate = (question: string, stars: string) =>
      fireEvent.click(
        within(screen.getByRole('group', { name: question })).getByRole('radio', { name: stars }),
      );
    rate('Gesamteindruck', '5 Sterne');
    rate('Essen', '5 Sterne');
    rate('Service', '4 Sterne');
    expect(send.disabled).toBe(true);
    rate('Ablauf', '1 Stern');
    expect(send.disabled).toBe(false);
  });

  it('shows the order number instead of the ticket when tickets are off', () => {
    render(
      <OrderStatus
        order={publicOrder({ id: 1234 })}
        reviewsEnabled={false}
        config={{ shopName: 'Café Rosmarin', disableTickets: true }}
        onChange={noop}
      />,
    );
    expect(screen.getByText('Ihre Bestellnummer:', { exact: false }).textContent).toBe(
      'Ihre Bestellnummer: 1234',
    );
    expect(screen.queryByText('42')).toBeNull();
  });

  it('says a delivery is in Zustellung', () => {
    render(
      <OrderStatus
        order={publicOrder({ kind: 'delivery', isConfirmed: true, isInDelivery: true })}
        reviewsEnabled={false}
        onChange={noop}
      />,
    );
    expect(screen.getByText('Ihre Bestellung ist in Zustellung.')).toBeTruthy();
  });

  it('shows appointment and counter appointment in the branch’s time zone', () => {
    const order = publicOrder({
      appointment: '2026-11-25T12:00:00.000Z',
      counterAppointment: '2026-11-25T12:45:00.000Z',
    });
    render(
      <OrderStatus
        order={{ ...order, branch: { ...order.branch, timezone: 'Europe/London' } }}
        reviewsEnabled={false}
        onChange={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ja, 12:45 Uhr ist in Ordnung' })).toBeTruthy();
    expect(screen.getByText('25.11.2026 12:00 Uhr')).toBeTruthy();
  });

  it('remembers per order that the review was dismissed', () => {
    localStorage.clear();
    const done = publicOrder({ isConfirmed: true, isInDelivery: true, isCompleted: true });
    const first = render(<OrderStatus order={done} reviewsEnabled onChange={noop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nicht bewerten' }));
    expect(screen.queryByRole('button', { name: 'Bewertung senden' })).toBeNull();
    first.unmount();
    const again = render(<OrderStatus order={done} reviewsEnabled onChange={noop} />);
    expect(screen.queryByRole('button', { name: 'Bewertung senden' })).toBeNull();
    again.unmount();
    render(<OrderStatus order={{ ...done, uid: 'u-2' }} reviewsEnabled onChange={noop} />);
    expect(screen.getByRole('button', { name: 'Bewertung senden' })).toBeTruthy();
  });

  it('offers the app when the PWA plugin is on and the browser can install it', async () => {
    const config = { shopName: 'Café Rosmarin', enablePluginPWA: true };
    render(
      <OrderStatus order={publicOrder()} reviewsEnabled={false} config={config} onChange={noop} />,
    );
    expect(screen.queryByRole('button', { name: 'App installieren' })).toBeNull();
    const prompt = jest.fn().mockResolvedValue(undefined);
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), {
          prompt,
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        }),
      );
    });
    fireEvent.click(screen.getByRole('button', { name: 'App installieren' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'App installieren' })).toBeNull();
  });
});
