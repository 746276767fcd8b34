import { api } from './api';
import { ApiError, UNKNOWN_ERROR, configureApiClient } from './client';

type Call = { url: string; init: RequestInit };

/** jsdom has no fetch Response: the few members the client reads. */
function fakeResponse(status: number, text: string | null): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => JSON.parse(text ?? ''),
  } as Response;
}

function respond(status: number, body?: unknown) {
  const calls: Call[] = [];
  configureApiClient({
    fetch: async (url, init) => {
      calls.push({ url, init });
      return fakeResponse(status, body === undefined ? null : JSON.stringify(body));
    },
  });
  return calls;
}

describe('the API client', () => {
  let unauthorized: jest.Mock;
  beforeEach(() => {
    unauthorized = jest.fn();
    configureApiClient({ onUnauthorized: unauthorized });
    document.cookie = 'XSRF-TOKEN=abc%2Bdef; path=/';
  });

  it('unwraps { data } and passes list parameters flat', async () => {
    const calls = respond(200, {
      data: [{ id: 1, name: 'Graz' }],
      meta: { page: 2, perPage: 10, total: 11 },
    });
    const page = await api.branches.list({ page: 2, perPage: 10, sort: '-name', search: '' });
    expect(page).toEqual({
      items: [{ id: 1, name: 'Graz' }],
      meta: { page: 2, perPage: 10, total: 11 },
    });
    expect(calls[0].url).toBe('/api/branches?page=2&perPage=10&sort=-name');
  });

  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on writes only', async () => {
    const calls = respond(200, { data: { id: 5 } });
    await api.orders.changeStatus(5, 'reject', 'Leider ausgebucht');
    await api.orders.get(5);
    const [write, read] = calls.map((call) => call.init.headers as Record<string, string>);
    expect(write['x-xsrf-token']).toBe('abc+def');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      rejectionMessage: 'Leider ausgebucht',
    });
    expect(read['x-xsrf-token']).toBeUndefined();
  });

  it('prefers the first server message and keeps the field errors', async () => {
    respond(422, {
      errors: [
        {
          field: 'counterAppointment',
          message: 'Bitte geben Sie einen gültigen Terminvorschlag an.',
        },
        { message: 'Zweite Meldung' },
      ],
    });
    const error: ApiError = await api.orders.proposeCounterAppointment(1, 'x').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Bitte geben Sie einen gültigen Terminvorschlag an.');
    expect(error.errors).toHaveLength(2);
    expect(error.messageOr('Fallback')).toBe('Bitte geben Sie einen gültigen Terminvorschlag an.');
  });

  it('falls back to the German unknown-error message without a usable body or network', async () => {
    configureApiClient({ fetch: async () => fakeResponse(502, '<html>') });
    const bad: ApiError = await api.init().catch((e) => e);
    expect(bad.message).toBe(UNKNOWN_ERROR);
    expect(bad.serverMessage).toBeNull();
    expect(bad.messageOr('Daten konnten nicht geladen werden.')).toBe(
      'Daten konnten nicht geladen werden.',
    );
    configureApiClient({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const offline: ApiError = await api.init().catch((e) => e);
    expect(offline.status).toBe(0);
    expect(offline.message).toBe('Ein unbekannter Fehler ist aufgetreten.');
  });

  it('sends the browser to the login on a 401, except from the login form itself', async () => {
    respond(401, { errors: [{ message: 'Sie sind nicht angemeldet.' }] });
    await expect(api.orders.current()).rejects.toThrow('Sie sind nicht angemeldet.');
    expect(unauthorized).toHaveBeenCalledTimes(1);
    respond(401, { errors: [{ message: 'Ungültige Anmeldedaten.' }] });
    await expect(api.auth.login('admin', 'falsch')).rejects.toThrow('Ungültige Anmeldedaten.');
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});
