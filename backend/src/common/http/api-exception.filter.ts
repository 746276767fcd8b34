import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { ApiError, ApiErrorEntry, DEFAULT_MESSAGES } from './api-error';

interface FastifyErrorLike {
  statusCode?: number;
  code?: string;
}

/**
 * Renders every failure as `{ errors: [...] }` with a German message. Framework and
 * Fastify errors (bad JSON, unknown route, body too large) get the German default for
 * their status; anything unexpected is logged and answered with a 500 that leaks nothing.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest | undefined>();
    const { status, errors } = this.describe(exception, request);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : exception);
    // A client that backs off a little lets the database or Redis recover.
    if (exception instanceof ApiError && exception.retryAfter)
      void reply.header('retry-after', String(exception.retryAfter));
    else if (status === HttpStatus.SERVICE_UNAVAILABLE) void reply.header('retry-after', '5');
    void reply
      .status(status)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ errors });
  }

  private describe(
    exception: unknown,
    request: FastifyRequest | undefined,
  ): { status: number; errors: ApiErrorEntry[] } {
    if (exception instanceof ApiError) {
      return { status: exception.getStatus(), errors: exception.errors };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, errors: [{ message: this.germanFor(status, exception, request) }] };
    }
    if (exception instanceof QueryFailedError && isUniqueViolation(exception)) {
      return {
        status: HttpStatus.CONFLICT,
        errors: [{ message: 'Ein Eintrag mit diesem Wert existiert bereits.' }],
      };
    }
    if (exception instanceof QueryFailedError && isForeignKeyViolation(exception)) {
      // A record others still point to (a branch with orders) cannot go; the services check
      // the references they know of, this is the answer for the ones they do not.
      return request?.method === 'DELETE'
        ? {
            status: HttpStatus.CONFLICT,
            errors: [
              { message: 'Der Eintrag wird noch verwendet und kann nicht gelöscht werden.' },
            ],
          }
        : {
            status: HttpStatus.UNPROCESSABLE_ENTITY,
            errors: [{ message: 'Ein verknüpfter Eintrag wurde nicht gefunden.' }],
          };
    }
    if (exception instanceof QueryFailedError && isNotNullViolation(exception)) {
      // The DTOs refuse null where the table does; this is the answer for a field they miss.
      return {
        status: HttpStatus.UNPROCESSABLE_ENTITY,
        errors: [{ message: 'Ein Pflichtfeld darf nicht leer sein.' }],
      };
    }
    const fastifyError = exception as FastifyErrorLike;
    if (fastifyError?.statusCode && fastifyError.statusCode < 500) {
      const status = fastifyError.statusCode;
      const message =
        fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Der Inhalt der Anfrage ist kein gültiges JSON.'
          : fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? tooLargeMessage(request)
            : (DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[400]);
      return { status, errors: [{ message }] };
    }
    if (isBackendUnavailable(exception)) {
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        errors: [{ message: DEFAULT_MESSAGES[503] }],
      };
    }
    return { status: 500, errors: [{ message: DEFAULT_MESSAGES[500] }] };
  }

  private germanFor(
    status: number,
    exception: HttpException,
    request: FastifyRequest | undefined,
  ): string {
    const cause = exception.cause as FastifyErrorLike | undefined;
    const response = exception.getResponse() as { message?: unknown } | string;
    const text = typeof response === 'string' ? response : String(response.message ?? '');
    if (status === 400 && (/JSON/i.test(text) || cause?.code?.startsWith('FST_ERR_CTP'))) {
      return 'Der Inhalt der Anfrage ist kein gültiges JSON.';
    }
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) return tooLargeMessage(request);
    return DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[status >= 500 ? 500 : 400];
  }
}

/** A unique index refused the write (the error itself or TypeORM's wrapped driver error). */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string } } | null)?.driverError;
  const code = driverError?.code ?? (error as { code?: string } | null)?.code;
  return (
    code === 'ER_DUP_ENTRY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/.test(String((error as Error | null)?.message))
  );
}

/** A foreign key refused the write: a referenced row is missing, or a deleted one is in use. */
export function isForeignKeyViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string } } | null)?.driverError;
  const code = driverError?.code ?? (error as { code?: string } | null)?.code;
  return (
    code === 'ER_ROW_IS_REFERENCED_2' ||
    code === 'ER_NO_REFERENCED_ROW_2' ||
    code === 'ER_ROW_IS_REFERENCED' ||
    code === 'ER_NO_REFERENCED_ROW' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /FOREIGN KEY constraint failed/.test(String((error as Error | null)?.message))
  );
}

/** A NOT NULL column was given null. */
export function isNotNullViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string } } | null)?.driverError;
  const code = driverError?.code ?? (error as { code?: string } | null)?.code;
  return (
    code === 'ER_BAD_NULL_ERROR' ||
    code === 'SQLITE_CONSTRAINT_NOTNULL' ||
    /NOT NULL constraint failed/.test(String((error as Error | null)?.message))
  );
}

function tooLargeMessage(request: FastifyRequest | undefined): string {
  const limit = request?.routeOptions?.bodyLimit;
  return limit
    ? `Die Anfrage ist zu groß (höchstens ${Math.floor(limit / (1024 * 1024))} MB).`
    : DEFAULT_MESSAGES[413];
}

/**
 * Error codes of the drivers (mysql2, better-sqlite3, ioredis, node:net) that mean the
 * database or Redis is away or overloaded for the moment, not that the request was wrong.
 */
export const BACKEND_UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  // node:net, as mysql2 and ioredis pass them on
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // mysql2
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_QUERY_INTERRUPTED',
  // better-sqlite3: another connection holds the file's write lock past busy_timeout
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
  // An overloaded database: no pool connection in time, or a row lock not granted in time.
  'POOL_ACQUIRE_TIMEOUT',
  'POOL_QUEUE_LIMIT',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
]);

/** The same by error name (ioredis) or message, for errors that carry no code. */
export const BACKEND_UNAVAILABLE_NAMES: ReadonlySet<string> = new Set([
  'MaxRetriesPerRequestError',
]);
export const BACKEND_UNAVAILABLE_MESSAGES: readonly RegExp[] = [
  /^Connection is closed\.$/, // ioredis
  /^Pool is closed\.?$/, // mysql2
  /^Queue limit reached\.?$/, // mysql2 pool with queueLimit
  /^Can't (add new command when connection is|write) in closed state/, // mysql2
  /^(Stream isn't writeable|Cluster isn't ready) and enableOfflineQueue options is false$/, // ioredis
  /^Reached the max retries per request limit/, // ioredis
];

/**
 * Redis or the database is away: a 503 tells the client to try again, not that it erred.
 * TypeORM wraps the driver's error (QueryFailedError.driverError), so both are checked.
 */
export function isBackendUnavailable(exception: unknown): boolean {
  const candidates = [exception, (exception as { driverError?: unknown } | null)?.driverError];
  return candidates.some((candidate) => {
    if (!candidate || typeof candidate !== 'object') return false;
    const error = candidate as { name?: unknown; code?: unknown; message?: unknown };
    return (
      (typeof error.code === 'string' && BACKEND_UNAVAILABLE_CODES.has(error.code)) ||
      (typeof error.name === 'string' && BACKEND_UNAVAILABLE_NAMES.has(error.name)) ||
      (typeof error.message === 'string' &&
        BACKEND_UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message as string)))
    );
  });
}
