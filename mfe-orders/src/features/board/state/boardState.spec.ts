import type { Order } from '@bestellwerk/api-client';
import { applyOrder } from './boardState';

const order = (id: number, status: Order['status'], minute: number) =>
  ({ id, status, createdAt: `2026-11-25T11:${String(minute).padStart(2, '0')}:00Z` }) as Order;

describe('the live board', () => {
  it('adds a new order in arrival order', () => {
    const board = applyOrder(
      [order(1, 'pending', 5), order(3, 'confirmed', 20)],
      order(2, 'pending', 10),
    );
    expect(board.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('replaces a changed order instead of adding it twice', () => {
    const board = applyOrder([order(1, 'pending', 5)], order(1, 'confirmed', 5));
    expect(board).toEqual([order(1, 'confirmed', 5)]);
  });

  it('drops an order that is completed, rejected or canceled', () => {
    for (const status of ['completed', 'rejected', 'canceled'] as const) {
      expect(
        applyOrder([order(1, 'in-delivery', 5), order(2, 'pending', 6)], order(1, status, 5)),
      ).toEqual([order(2, 'pending', 6)]);
    }
  });
});
