import { orderIdOfPath, orderPath } from './orderRoute';

describe('the address of an order in the back office', () => {
  it.each([
    ['/orders/42', 42],
    ['/orders/42/', 42],
    [orderPath(7), 7],
    ['/orders', null],
    ['/orders/abc', null],
    ['/orders/0', null],
    ['/orders/1e3', null],
    ['/catalog/42', null],
  ])('%s → %j', (path, id) => {
    expect(orderIdOfPath(path)).toBe(id);
  });
});
