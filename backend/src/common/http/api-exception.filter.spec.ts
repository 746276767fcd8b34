import type { ArgumentsHost } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ApiError } from './api-error';
import { ApiExceptionFilter, isBackendUnavailable } from './api-exception.filter';

/** An error as the drivers raise them: an Error with a code (mysql2, node:net, SQLite). */
const driverError = (code: string, message = code) =>
  Object.assign(new Error(message), { code, errno: 1 });
const wrapped = (error: Error) => new QueryFailedError('SELECT 1', [], error);

function render(exception: unknown, method = 'GET') {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = {
    headers: {},
  };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method }) }),
  } as unknown as ArgumentsHost;
  const filter = new ApiExceptionFilter();
  // The 500 branch logs; the logger is not what is tested here.
  jest
    .spyOn((filter as unknown as { logger: { error: () => void } }).logger, 'error')
    .mockImplementation(() => undefined);
  filter.catch(exception, host);
  return sent;
}

describe('ApiExceptionFilter: a database or Redis that is away answers 503, not 500', () => {
  const unavailable: [string, Error][] = [
    ['a connection reset mid-query (mysql2)', driverError('ECONNRESET', 'read ECONNRESET')],
    ['a timed-out connection', driverError('ETIMEDOUT', 'connect ETIMEDOUT')],
    ['a broken pipe', driverError('EPIPE', 'write EPIPE')],
    ['a refused connection', driverError('ECONNREFUSED', 'connect ECONNREFUSED')],
    ['a lost connection (mysql2)', driverError('PROTOCOL_CONNECTION_LOST')],
    ['too many connections (MariaDB)', driverError('ER_CON_COUNT_ERROR', 'Too many connections')],
    ['a busy SQLite file', driverError('SQLITE_BUSY', 'database is locked')],
    ['a closed pool (mysql2)', new Error('Pool is closed.')],
    ['a full pool queue (mysql2)', new Error('Queue limit reached.')],
    ['a closed connection (ioredis)', new Error('Connection is closed.')],
    [
      'a command without a connection (ioredis, offline queue off)',
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ],
    [
      'retries used up (ioredis)',
      Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
  ];

  it.each(unavailable)('%s', (_label, error) => {
    expect(isBackendUnavailable(error)).toBe(true);
    const sent = render(error);
    expect(sent.status).toBe(503);
    expect(sent.body).toEqual({
      errors: [{ message: 'Der Dienst ist vorübergehend nicht verfügbar.' }],
    });
    expect(sent.headers['retry-after']).toBe('5');
  });

  it.each(unavailable.filter(([, error]) => 'code' in error))(
    '%s, wrapped in TypeORM’s QueryFailedError',
    (_label, error) => {
      expect(render(wrapped(error)).status).toBe(503);
    },
  );

  it('keeps a programming error or a refused statement a 500', () => {
    expect(isBackendUnavailable(new TypeError('x.trim is not a function'))).toBe(false);
    expect(isBackendUnavailable(wrapped(driverError('ER_PARSE_ERROR')))).toBe(false);
    expect(isBackendUnavailable(null)).toBe(false);
    expect(render(wrapped(driverError('ER_NO_SUCH_TABLE'))).status).toBe(500);
  });

  it('still answers a unique violation with 409', () => {
    expect(render(wrapped(driverError('ER_DUP_ENTRY'))).status).toBe(409);
  });

  it('answers a record still in use with 409 and a missing reference with 422, in German', () => {
    for (const code of ['ER_ROW_IS_REFERENCED_2', 'SQLITE_CONSTRAINT_FOREIGNKEY']) {
      expect(render(wrapped(driverError(code)), 'DELETE')).toMatchObject({
        status: 409,
        body: {
          errors: [{ message: 'Der Eintrag wird noch verwendet und kann nicht gelöscht werden.' }],
        },
      });
    }
    expect(render(wrapped(driverError('ER_NO_REFERENCED_ROW_2')), 'POST')).toMatchObject({
      status: 422,
      body: { errors: [{ message: 'Ein verknüpfter Eintrag wurde nicht gefunden.' }] },
    });
  });

  it('answers null in a NOT NULL column with 422 in German', () => {
    for (const code of ['ER_BAD_NULL_ERROR', 'SQLITE_CONSTRAINT_NOTNULL']) {
      expect(render(wrapped(driverError(code)), 'PUT')).toMatchObject({
        status: 422,
        body: { errors: [{ message: 'Ein Pflichtfeld darf nicht leer sein.' }] },
      });
    }
  });
});

describe('ApiExceptionFilter: Retry-After', () => {
  it('names the seconds an error gives, rounded up to whole seconds', () => {
    const limited = render(ApiError.tooManyRequests('Zu viele.').retryingAfter(61.2));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('62');
    expect(render(ApiError.unavailable('Gleich.').retryingAfter(0)).headers['retry-after']).toBe(
      '1',
    );
  });

  it('keeps five seconds for a 503 that names none, and none for other errors', () => {
    expect(render(ApiError.unavailable('Gleich.')).headers['retry-after']).toBe('5');
    expect(render(ApiError.tooManyRequests('Zu viele.')).headers['retry-after']).toBeUndefined();
  });
});
