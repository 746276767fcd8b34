import { render, screen } from '@testing-library/react';
import type { Order } from '@bestellwerk/api-client';
import { OrderCard } from './OrderCard';

// The icon package ships ES modules jest cannot load here; the card's icon is decoration.
jest.mock('@ant-design/icons', () => ({ BellOutlined: () => null }));

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
});
