import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Order } from '@bestellwerk/api-client';
import { CONFIRM_MISSED_QUESTION, orderStatusView } from '@bestellwerk/domain';
import { OrderCard } from './OrderCard';

// The icon package ships ES modules jest cannot load here; the card's icons are decoration.
jest.mock('@ant-design/icons', () => ({
  BellOutlined: () => null,
  ClockCircleOutlined: () => null,
}));

const order = {
  id: 7,
  ticketNumber: 12,
  status: 'pending',
  kind: 'takeaway',
  branch: { id: 1, name: 'Graz Hauptplatz' },
  firstName: 'Lena',
  lastName: 'Gruber',
  appointment: null,
  alarmedAt: null,
  items: [{ index: 0, name: 'Espresso', amount: 2, unitShort: 'Stk.', total: 5.2, parts: [] }],
  totals: { totalGross: 5.2 },
  createdAt: '2026-11-25T11:00:00Z',
} as unknown as Order;

jest.setTimeout(20_000);

describe('a board card and the local settings', () => {
  it('lists the products and names the customer by default', () => {
    render(<OrderCard order={order} isNew={false} onOpen={jest.fn()} onAction={jest.fn()} />);
    expect(screen.getByTestId('card-items').textContent).toBe('2 Stk. Espresso');
    expect(screen.getByText(/Lena Gruber/)).toBeTruthy();
  });

  it("shows every line's options and the customer's comment, so the kitchen needs no printout", () => {
    const withOptions = {
      ...order,
      comment: 'Bitte ohne Zucker',
      items: [
        {
          index: 0,
          name: 'Wiener Frühstück',
          amount: 1,
          unitShort: 'Stk.',
          total: 10.3,
          parts: [
            { name: 'Heißgetränk', values: ['Heiße Schokolade'] },
            { name: 'Brotsorte', values: ['Croissant'] },
          ],
        },
      ],
    } as unknown as Order;
    render(<OrderCard order={withOptions} isNew={false} onOpen={jest.fn()} />);
    expect(screen.getByTestId('card-items').textContent).toBe(
      '1 Stk. Wiener FrühstückHeißgetränk: Heiße SchokoladeBrotsorte: Croissant',
    );
    expect(screen.getByTestId('card-comment').textContent).toBe('Anmerkung: Bitte ohne Zucker');
  });

  it('hides them on a device that switched them off', () => {
    render(
      <OrderCard
        order={order}
        isNew={false}
        showProducts={false}
        showCustomer={false}
        onOpen={jest.fn()}
        onAction={jest.fn()}
      />,
    );
    expect(screen.queryByTestId('card-items')).toBeNull();
    expect(screen.queryByText(/Lena Gruber/)).toBeNull();
  });

  it('shows a missed order in the words of the status page and the e-mail (orderStatusView)', () => {
    render(<OrderCard order={{ ...order, isMissed: true }} isNew={false} />);
    const missed = orderStatusView({ status: 'pending', isMissed: true });
    expect(screen.getByTestId('card-missed').textContent).toBe(missed.label);
    expect(missed.label).toBe('Nicht rechtzeitig bestätigt');
    expect(screen.queryByTestId('card-due')).toBeNull();
  });

  it('says until when an open order must be accepted, and when it is overdue', () => {
    const due = new Date(Date.now() + 60 * 60_000).toISOString();
    const { rerender } = render(<OrderCard order={{ ...order, missedDueAt: due }} isNew={false} />);
    expect(screen.getByTestId('card-due').textContent).toMatch(/^Annehmen bis \d\d:\d\d$/);
    rerender(
      <OrderCard
        order={{ ...order, missedDueAt: new Date(Date.now() - 1000).toISOString() }}
        isNew={false}
      />,
    );
    expect(screen.getByTestId('card-due').textContent).toBe('Überfällig');
  });

  it('turns „Überfällig“ at the deadline on its own, without a new order object', () => {
    jest.useFakeTimers();
    try {
      const due = new Date(Date.now() + 20_000).toISOString();
      render(<OrderCard order={{ ...order, missedDueAt: due }} isNew={false} />);
      expect(screen.getByTestId('card-due').textContent).toMatch(/^Annehmen bis /);
      act(() => {
        jest.advanceTimersByTime(35_000);
      });
      expect(screen.getByTestId('card-due').textContent).toBe('Überfällig');
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks before confirming a missed order, and confirms only after „Trotzdem bestätigen“', async () => {
    const onAction = jest.fn();
    render(
      <AntApp>
        <OrderCard order={{ ...order, isMissed: true }} isNew={false} onAction={onAction} />
      </AntApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await screen.findAllByText(CONFIRM_MISSED_QUESTION);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryAllByText(CONFIRM_MISSED_QUESTION)).toHaveLength(0));
    expect(onAction).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Trotzdem bestätigen' }));
    await waitFor(() =>
      expect(onAction).toHaveBeenCalledWith(
        expect.objectContaining({ id: order.id }),
        'confirm',
        false,
      ),
    );
  });
});
