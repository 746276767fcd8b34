import { render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { ApiError, api, type Order } from '@bestellwerk/api-client';
import { BranchScreen } from './BranchScreen';

const order = (id: number, ticketNumber: number, status: Order['status']) =>
  ({
    id,
    ticketNumber,
    status,
    kind: 'takeaway',
    paymentMethod: 'cash',
    branch: { id: 2, name: 'Wien Neubau' },
    firstName: 'Lena',
    lastName: 'Gruber',
    items: [{ index: 0, name: 'Espresso', amount: 2, unitShort: 'Stk.', total: 5.2, parts: [] }],
    totals: { totalGross: 5.2 },
    appointment: null,
    createdAt: '2026-11-25T11:00:00Z',
  }) as unknown as Order;

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const show = () =>
  render(
    <AntApp>
      <BranchScreen branchId={2} apiKey="bk_kitchen" />
    </AntApp>,
  );

describe('the kitchen screen of a branch', () => {
  beforeEach(() => jest.restoreAllMocks());

  it("shows the branch's current orders by status, read-only, fetched with its API key", async () => {
    const feed = jest
      .spyOn(api.orders, 'branchScreen')
      .mockResolvedValue([order(1, 11, 'pending'), order(2, 12, 'confirmed')]);
    show();
    await screen.findByText('#11');
    expect(feed).toHaveBeenCalledWith(2, 'bk_kitchen');
    expect(screen.getByText('Wien Neubau', { selector: 'span.ant-typography' })).toBeTruthy();
    expect(within(screen.getByTestId('board-column-pending')).getByText('#11')).toBeTruthy();
    expect(within(screen.getByTestId('board-column-confirmed')).getByText('#12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bestätigen' })).toBeNull();
  });

  it("shows the server's German refusal of a wrong key", async () => {
    jest
      .spyOn(api.orders, 'branchScreen')
      .mockRejectedValue(new ApiError(403, [{ message: 'Ungültiger API-Schlüssel.' }]));
    show();
    await screen.findByText('Ungültiger API-Schlüssel.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
