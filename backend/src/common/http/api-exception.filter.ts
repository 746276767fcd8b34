import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
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
    const { status, errors } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : exception);
    void reply
      .status(status)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ errors });
  }

  private describe(exception: unknown): { status: number; errors: ApiErrorEntry[] } {
    if (exception instanceof ApiError) {
      return { status: exception.getStatus(), errors: exception.errors };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, errors: [{ message: this.germanFor(status, exception) }] };
    }
    if (exception instanceof QueryFailedError && isUniqueViolation(exception)) {
      return {
        status: HttpStatus.CONFLICT,
        errors: [{ message: 'Ein Eintrag mit diesem Wert existiert bereits.' }],
      };
    }
    const fastifyError = exception as FastifyErrorLike;
    if (fastifyError?.statusCode && fastifyError.statusCode < 500) {
      const status = fastifyError.statusCode;
      const message =
        fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Der Inhalt der Anfrage ist kein gültiges JSON.'
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

  private germanFor(status: number, exception: HttpException): string {
    const cause = exception.cause as FastifyErrorLike | undefined;
    const response = exception.getResponse() as { message?: unknown } | string;
    const text = typeof response === 'string' ? response : String(response.message ?? '');
    if (status === 400 && (/JSON/i.test(text) || cause?.code?.startsWith('FST_ERR_CTP'))) {
      return 'Der Inhalt der Anfrage ist kein gültiges JSON.';
    }
    return DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[status >= 500 ? 500 : 400];
  }
}

export function isUniqueViolation(error: QueryFailedError): boolean {
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return (
    driverError?.code === 'ER_DUP_ENTRY' ||
    driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    driverError?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

const OVERLOAD_CODES = new Set([
  'POOL_ACQUIRE_TIMEOUT',
  'POOL_QUEUE_LIMIT',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
]);

/** Redis or the database is away: a 503 tells the client to try again, not that it erred. */
function isBackendUnavailable(exception: unknown): boolean {
  const error = exception as { name?: string; code?: string; message?: string } | undefined;
  return (
    error?.name === 'MaxRetriesPerRequestError' ||
    error?.code === 'ECONNREFUSED' ||
    error?.code === 'PROTOCOL_CONNECTION_LOST' ||
    // An overloaded database: no pool connection in time, or a row lock not granted in time.
    OVERLOAD_CODES.has(error?.code ?? '') ||
    error?.message === 'Connection is closed.'
  );
}
