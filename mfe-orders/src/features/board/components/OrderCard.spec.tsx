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
  items: [{ index: 0, name: 'Espresso', amount: 2, unitShort: 'Stk.', total: 5.2 }],
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
