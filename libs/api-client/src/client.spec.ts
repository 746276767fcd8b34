import { formatMoney } from './format';
import { api } from './api';
import {
  ApiError,
  CSRF_MESSAGE,
  UNKNOWN_ERROR,
  configureApiClient,
  ensureCsrfToken,
  loginUrl,
  sessionEndReason,
} from './client';
import { imageTemplatesApi } from './media';
import { answer, recordingFetch } from './testing';

function respond(status: number, body?: unknown) {
  const { fetch, calls } = recordingFetch(() => answer(status, body));
  configureApiClient({ fetch });
  return calls;
}

describe('the API client', () => {
  let unauthorized: jest.Mock;
  beforeEach(() => {
    unauthorized = jest.fn();
    configureApiClient({ onUnauthorized: unauthorized, loggingOut: false });
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

  it("counts the last hour's failed print, SMS and e-mail jobs (the nav badge), not internal ones", async () => {
    const calls = respond(200, {
      data: [
        { id: '1', queue: 'print' },
        { id: '2', queue: 'timers' },
        { id: '3', queue: 'email' },
      ],
    });
    const now = Date.parse('2026-11-29T10:00:00.000Z');
    const jobs = await api.jobs.recentFailures(now);
    expect(jobs.map((job) => job.id)).toEqual(['1', '3']);
    expect(calls[0].url).toBe('/api/jobs?status=failed&since=2026-11-29T09%3A00%3A00.000Z');
  });

  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on writes only', async () => {
    const calls = respond(200, { data: { id: 5 } });
    await api.orders.changeStatus(5, 'reject', 'Leider ausgebucht');
    await api.orders.get(5);
    const [write, read] = calls.map((call) => call.headers);
    expect(write.get('x-xsrf-token')).toBe('abc+def');
    expect(calls[0].url).toBe('/api/orders/5/status/reject');
    expect(JSON.parse(calls[0].body)).toEqual({ rejectionMessage: 'Leider ausgebucht' });
    expect(read.get('x-xsrf-token')).toBeNull();
    expect(calls[1]).toMatchObject({ method: 'GET', url: '/api/orders/5', body: '' });
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
    configureApiClient({ fetch: async () => new Response('<html>', { status: 502 }) });
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

  it('takes the 401s of calls still under way after a logout as expected, not as a session end', async () => {
    respond(200, { data: { loggedOut: true } });
    await api.auth.logout();
    respond(401, { errors: [{ message: 'Sie sind nicht angemeldet.' }] });
    await expect(api.auth.me()).rejects.toThrow();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('sends the browser to the login on a 401, except from the login form itself', async () => {
    respond(401, { errors: [{ message: 'Sie sind nicht angemeldet.' }] });
    await expect(api.orders.current()).rejects.toThrow('Sie sind nicht angemeldet.');
    expect(unauthorized).toHaveBeenCalledTimes(1);
    respond(401, { errors: [{ message: 'Ungültige Anmeldedaten.' }] });
    await expect(api.auth.login('admin', 'falsch')).rejects.toThrow('Ungültige Anmeldedaten.');
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  /** Answers in turn, one per call; the calls are recorded. */
  function script(...answers: { status: number; body?: unknown; cookie?: string }[]) {
    const { fetch, calls } = recordingFetch(() => {
      const next = answers.shift()!;
      if (next.cookie) document.cookie = next.cookie;
      return answer(next.status, next.body);
    });
    configureApiClient({ fetch });
    return calls;
  }

  it('asks GET /api/auth/csrf at the start only when the XSRF-TOKEN cookie is missing', async () => {
    let calls = script();
    await ensureCsrfToken();
    expect(calls).toHaveLength(0);

    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    calls = script({
      status: 200,
      body: { data: { token: 'fresh' } },
      cookie: 'XSRF-TOKEN=fresh; path=/',
    });
    await ensureCsrfToken();
    expect(calls.map((call) => [call.method, call.url])).toEqual([['GET', '/api/auth/csrf']]);
  });

  it('on the CSRF 403 fetches a fresh token once and sends the call again with it', async () => {
    const calls = script(
      { status: 403, body: { errors: [{ message: CSRF_MESSAGE }] } },
      { status: 200, body: { data: { token: 'neu' } }, cookie: 'XSRF-TOKEN=neu; path=/' },
      { status: 200, body: { data: { id: 5, status: 'confirmed' } } },
    );
    const order = await api.orders.changeStatus(5, 'confirm');
    expect(order).toEqual({ id: 5, status: 'confirmed' });
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/api/orders/5/status/confirm'],
      ['GET', '/api/auth/csrf'],
      ['POST', '/api/orders/5/status/confirm'],
    ]);
    expect(calls[0].headers.get('x-xsrf-token')).toBe('abc+def');
    expect(calls[2].headers.get('x-xsrf-token')).toBe('neu');
    expect(calls[2].body).toBe(calls[0].body);
  });

  it('retries only once: a second CSRF refusal, or any other 403, is shown as it is', async () => {
    let calls = script(
      { status: 403, body: { errors: [{ message: CSRF_MESSAGE }] } },
      { status: 200, body: { data: { token: 'neu' } } },
      { status: 403, body: { errors: [{ message: CSRF_MESSAGE }] } },
    );
    await expect(api.orders.print(5)).rejects.toThrow(CSRF_MESSAGE);
    expect(calls).toHaveLength(3);

    calls = script({
      status: 403,
      body: { errors: [{ message: 'Sie haben keine Berechtigung für diese Aktion.' }] },
    });
    await expect(api.orders.print(5)).rejects.toThrow('Sie haben keine Berechtigung');
    expect(calls).toHaveLength(1);
  });

  it("hands the 401's reason to the login: account disabled, locked, expired, or no session", async () => {
    respond(401, { errors: [{ message: 'Ihr Benutzerkonto ist gesperrt.' }] });
    await expect(api.init()).rejects.toThrow('Ihr Benutzerkonto ist gesperrt.');
    expect(sessionEndReason(unauthorized.mock.calls[0][0].serverMessage)).toBe('locked');
    expect(sessionEndReason('Ihr Benutzerkonto ist deaktiviert.')).toBe('disabled');
    expect(sessionEndReason('Ihr Benutzerkonto ist abgelaufen.')).toBe('expired');
    expect(sessionEndReason('Bitte melden Sie sich an.')).toBe('session');
    expect(sessionEndReason(null)).toBe('session');
  });

  it('lets an aborted call reject with the AbortError, not a German error', async () => {
    configureApiClient({
      fetch: (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    });
    const controller = new AbortController();
    const call = imageTemplatesApi.previewTemplate({} as never, { signal: controller.signal });
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('answers a rendered picture as a Blob, and its refusal as the German error', async () => {
    let calls = script({ status: 200, body: 'PNG' });
    const picture = await imageTemplatesApi.previewTemplate({ name: 'x' } as never, {
      size: 'small',
    });
    expect(await picture.text()).toBe('"PNG"');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/image-templates/preview?size=small',
    });
    expect(calls[0].headers.get('accept')).toBe('*/*');
    calls = script({
      status: 422,
      body: { errors: [{ field: 'layers', message: 'Ebene fehlt.' }] },
    });
    await expect(imageTemplatesApi.previewTemplate({} as never)).rejects.toThrow('Ebene fehlt.');
    expect(calls).toHaveLength(1);
  });

  it('does not send the kitchen screen (a branch key, no login) to the login on a 401', async () => {
    const calls = respond(401, { errors: [{ message: 'Ungültiger Schlüssel.' }] });
    await expect(api.orders.branchScreen(3, 'a/b c')).rejects.toThrow('Ungültiger Schlüssel.');
    expect(unauthorized).not.toHaveBeenCalled();
    expect(calls[0].url).toBe('/api/orders/backoffice/3/a%2Fb%20c');
  });

  it('takes a 204 as an answer without data, but a 200 without an envelope as a failure', async () => {
    respond(204);
    await expect(api.orders.remove(4)).resolves.toBeUndefined();
    respond(200, { nothing: true });
    const error: ApiError = await api.orders.remove(4).catch((caught) => caught);
    expect([error.status, error.message]).toEqual([200, UNKNOWN_ERROR]);
  });

  it('keeps a deep link through the login, but only a hash route of the back office', () => {
    expect(loginUrl({ reason: 'expired', next: '#/sites' })).toBe(
      '/backend/login?reason=expired&next=%23%2Fsites',
    );
    expect(loginUrl({ next: '#/orders/12?tab=history' })).toBe(
      '/backend/login?next=%23%2Forders%2F12%3Ftab%3Dhistory',
    );
    expect(loginUrl({ next: '' })).toBe('/backend/login');
    // Only a hash route of the back office (libs/domain safeReturnHash) is kept.
    expect(loginUrl({ next: 'https://evil.example/#/x' })).toBe('/backend/login');
  });
});

describe('money in the back office', () => {
  it('reads „8,20 €“ like the shop, the receipts and the mails', () => {
    expect(formatMoney(8.2)).toBe('8,20 €');
    expect(formatMoney(1234.5)).toBe('1.234,50 €');
  });
});
