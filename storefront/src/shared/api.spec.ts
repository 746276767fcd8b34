import { ApiCallError, ORDER_RETRY_DELAYS_MS, orderApi } from './api';

const answer = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  json: async () => body,
});

describe('the order submit', () => {
  const fetchBefore = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetchBefore;
    jest.useRealTimers();
  });

  it('sends again with the same Idempotency-Key when the answer was lost (503, no connection) and returns the order', async () => {
    jest.useFakeTimers();
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(503, { errors: [{ message: 'Der Dienst ist überlastet.' }] }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(201, { data: { uid: 'a1', hash: 'h1' } }));
    globalThis.fetch = fetch;
    const order = orderApi.create({ items: [] }, 'key-1');
    await jest.advanceTimersByTimeAsync(ORDER_RETRY_DELAYS_MS[0] + ORDER_RETRY_DELAYS_MS[1]);
    await expect(order).resolves.toEqual({ uid: 'a1', hash: 'h1' });
    expect(fetch).toHaveBeenCalledTimes(3);
    const keys = fetch.mock.calls.map(
      ([, init]) => (init as { headers: Record<string, string> }).headers['idempotency-key'],
    );
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('gives up after the last retry with the server’s message', async () => {
    jest.useFakeTimers();
    const fetch = jest
      .fn()
      .mockResolvedValue(answer(503, { errors: [{ message: 'Der Dienst ist überlastet.' }] }));
    globalThis.fetch = fetch;
    const order = orderApi.create({}, 'key-2');
    const settled = order.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(ORDER_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    const error = await settled;
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as Error).message).toBe('Der Dienst ist überlastet.');
    expect(fetch).toHaveBeenCalledTimes(ORDER_RETRY_DELAYS_MS.length + 1);
  });

  it('does not send a refused order again (422)', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValue(answer(422, { errors: [{ field: 'phone', message: 'Telefon fehlt.' }] }));
    globalThis.fetch = fetch;
    await expect(orderApi.create({}, 'key-3')).rejects.toThrow('Telefon fehlt.');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
