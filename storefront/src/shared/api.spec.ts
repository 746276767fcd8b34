import { answer, recordingFetch } from '@bestellwerk/api-client/testing';
import { ApiCallError, ORDER_RETRY_DELAYS_MS, orderApi } from './api';

/** Answers the calls in turn (a function throws, as fetch does without a connection). */
function serve(...answers: (Response | (() => never))[]) {
  const served = recordingFetch(() => {
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    return typeof next === 'function' ? next() : next.clone();
  });
  globalThis.fetch = served.fetch as typeof fetch;
  return served.calls;
}
const offline = () => {
  throw new TypeError('Failed to fetch');
};
const order = { branch: { id: 1 }, items: [] };

describe('the order submit', () => {
  const fetchBefore = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetchBefore;
    jest.useRealTimers();
  });

  it('sends again with the same Idempotency-Key when the answer was lost (503, no connection) and returns the order', async () => {
    jest.useFakeTimers();
    const calls = serve(
      answer(503, { errors: [{ message: 'Der Dienst ist überlastet.' }] }),
      offline,
      answer(201, { data: { uid: 'a1', hash: 'h1' } }),
    );
    const created = orderApi.create(order, 'key-1');
    await jest.advanceTimersByTimeAsync(ORDER_RETRY_DELAYS_MS[0] + ORDER_RETRY_DELAYS_MS[1]);
    await expect(created).resolves.toEqual({ uid: 'a1', hash: 'h1' });
    expect(calls).toHaveLength(3);
    expect(calls.map((call) => call.headers.get('idempotency-key'))).toEqual([
      'key-1',
      'key-1',
      'key-1',
    ]);
    expect(calls.map((call) => JSON.parse(call.body))).toEqual([order, order, order]);
  });

  it('gives up after the last retry with the server’s message', async () => {
    jest.useFakeTimers();
    const calls = serve(answer(503, { errors: [{ message: 'Der Dienst ist überlastet.' }] }));
    const settled = orderApi.create(order, 'key-2').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(ORDER_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    const error = await settled;
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as Error).message).toBe('Der Dienst ist überlastet.');
    expect(calls).toHaveLength(ORDER_RETRY_DELAYS_MS.length + 1);
  });

  it('does not send a refused order again (422)', async () => {
    const calls = serve(answer(422, { errors: [{ field: 'phone', message: 'Telefon fehlt.' }] }));
    await expect(orderApi.create(order, 'key-3')).rejects.toThrow('Telefon fehlt.');
    expect(calls).toHaveLength(1);
  });
});
