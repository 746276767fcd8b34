import { ApiError, UNKNOWN_ERROR, fetchData } from './envelope';

/** jsdom has no fetch Response: the few members the reader uses. */
function answer(status: number, text: string | null): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => JSON.parse(text ?? ''),
  } as Response;
}

describe('fetchData (the storefront’s calls)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  it('answers the data of the envelope and sends the session cookie', async () => {
    fetchMock.mockResolvedValue(answer(200, JSON.stringify({ data: { id: 7 } })));
    await expect(fetchData('/api/orders/public/u/h')).resolves.toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('throws the server’s German messages, each with its field', async () => {
    fetchMock.mockResolvedValue(
      answer(
        422,
        JSON.stringify({
          errors: [
            { field: 'email', message: 'Bitte geben Sie eine E-Mail-Adresse ein.' },
            { message: '' },
            { message: 'Die Filiale hat geschlossen.' },
          ],
        }),
      ),
    );
    const error: ApiError = await fetchData<never>('/api/orders').catch(
      (caught: ApiError) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Bitte geben Sie eine E-Mail-Adresse ein.');
    expect(error.errors).toEqual([
      { field: 'email', message: 'Bitte geben Sie eine E-Mail-Adresse ein.' },
      { message: 'Die Filiale hat geschlossen.' },
    ]);
  });

  it('throws the generic message without a usable answer (offline, no JSON, no data)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    fetchMock.mockResolvedValueOnce(answer(502, '<html>'));
    fetchMock.mockResolvedValueOnce(answer(200, JSON.stringify({})));
    for (const status of [0, 502, 200]) {
      const error: ApiError = await fetchData<never>('/api/init').catch(
        (caught: ApiError) => caught,
      );
      expect([error.status, error.message, error.errors]).toEqual([status, UNKNOWN_ERROR, []]);
    }
  });
});

describe('ApiError of another copy of the library', () => {
  it("is an ApiError to this copy (a remote's own api-client beside the shell's)", () => {
    jest.isolateModules(() => {
      // A second, separate copy of the module, as a remote's own api-client is.
      const other = jest.requireActual<typeof import('./envelope')>('./envelope');
      expect(other.ApiError).not.toBe(ApiError);
      const error = new other.ApiError(404, [{ message: 'Nicht gefunden.' }]);
      expect(error).toBeInstanceOf(ApiError);
      expect(new ApiError(500, [])).toBeInstanceOf(other.ApiError);
    });
    expect(new Error('x')).not.toBeInstanceOf(ApiError);
    expect(null).not.toBeInstanceOf(ApiError);
  });
});
