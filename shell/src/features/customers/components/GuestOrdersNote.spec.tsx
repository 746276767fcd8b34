import { fireEvent, render, screen } from '@testing-library/react';
import { navigate } from '@bestellwerk/mf/router';
import { GUEST_ORDERS_MESSAGE, GuestOrdersNote } from './CustomersPage';

jest.mock('@bestellwerk/mf/router', () => ({ navigate: jest.fn() }));

describe('the customer list explains guest orders', () => {
  it('says that guest orders create no customer and leads to the orders', () => {
    render(<GuestOrdersNote />);
    expect(screen.getByText(GUEST_ORDERS_MESSAGE)).toBeTruthy();
    expect(screen.getByText(/im „Verlauf“ finden Sie alle Bestellungen eines Gastes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zu den Bestellungen' }));
    expect(navigate).toHaveBeenCalledWith('/orders');
  });
});
