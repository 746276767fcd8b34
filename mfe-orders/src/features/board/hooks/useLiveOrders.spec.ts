import { act, renderHook, waitFor } from '@testing-library/react';
import { api, type Order } from '@bestellwerk/api-client';
import { useLiveOrders } from './useLiveOrders';

/** The browser's EventSource as the hook uses it: listeners by event name. */
class FakeEventSource {
  static last: FakeEventSource;
  static readonly CLOSED = 2;
  readyState = 1;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) {
      listener({ data: JSON.stringify(data) } as MessageEvent<string>);
    }
  }
  close() {}
}

const order = (status: string) =>
  ({ id: 7, ticketNumber: 12, status, createdAt: '2026-11-25T11:00:00Z' }) as unknown as Order;

/** A read whose answer the test releases when it likes. */
function deferred() {
  let resolve!: (value: Order) => void;
  const promise = new Promise<Order>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the live board', () => {
  beforeAll(() => {
    (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  });
  beforeEach(() => {
    jest.restoreAllMocks();
    jest.spyOn(api.orders, 'current').mockResolvedValue([order('pending')]);
  });

  it('keeps the newest state when two reads of one order answer out of order', async () => {
    const first = deferred();
    const second = deferred();
    jest
      .spyOn(api.orders, 'get')
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useLiveOrders(undefined, () => {}));
    await waitFor(() => expect(result.current.board.data).toHaveLength(1));

    act(() => {
      FakeEventSource.last.emit('order.updated', { orderId: 7 }); // confirmed
      FakeEventSource.last.emit('order.updated', { orderId: 7 }); // in delivery
    });
    await act(async () => second.resolve(order('in-delivery')));
    await act(async () => first.resolve(order('confirmed')));
    expect(result.current.board.data?.map((entry) => entry.status)).toEqual(['in-delivery']);
  });

  it('keeps a change made here over a read that was under way before it', async () => {
    const stale = deferred();
    jest.spyOn(api.orders, 'get').mockReturnValueOnce(stale.promise);
    const { result } = renderHook(() => useLiveOrders(undefined, () => {}));
    await waitFor(() => expect(result.current.board.data).toHaveLength(1));

    act(() => FakeEventSource.last.emit('order.updated', { orderId: 7 }));
    act(() => result.current.applyLocal(order('confirmed')));
    await act(async () => stale.resolve(order('pending')));
    expect(result.current.board.data?.map((entry) => entry.status)).toEqual(['confirmed']);
  });
});
