import { HttpException, HttpStatus } from '@nestjs/common';

export interface ApiErrorEntry {
  field?: string;
  message: string;
}

/**
 * The one error type of the API: a status and a list of German messages, rendered as
 * `{ "errors": [{ "field"?, "message" }] }` by ApiExceptionFilter.
 */
export class ApiError extends HttpException {
  /** Seconds for a Retry-After header (429, 503): when trying again makes sense. */
  retryAfter?: number;

  constructor(
    status: HttpStatus,
    readonly errors: ApiErrorEntry[],
  ) {
    super({ errors }, status);
  }

  /** The same error with a Retry-After of at least one whole second. */
  retryingAfter(seconds: number): this {
    this.retryAfter = Math.max(1, Math.ceil(seconds));
    return this;
  }

  static badRequest(message: string, field?: string): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, [{ field, message }]);
  }

  static validation(errors: ApiErrorEntry[]): ApiError {
    return new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, errors);
  }

  static unauthorized(message = 'Bitte melden Sie sich an.'): ApiError {
    return new ApiError(HttpStatus.UNAUTHORIZED, [{ message }]);
  }

  static forbidden(message = 'Sie haben keine Berechtigung für diese Aktion.'): ApiError {
    return new ApiError(HttpStatus.FORBIDDEN, [{ message }]);
  }

  static notFound(message = 'Die angeforderte Ressource wurde nicht gefunden.'): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, [{ message }]);
  }

  static conflict(message: string, field?: string): ApiError {
    return new ApiError(HttpStatus.CONFLICT, [{ field, message }]);
  }

  static tooManyRequests(message: string): ApiError {
    return new ApiError(HttpStatus.TOO_MANY_REQUESTS, [{ message }]);
  }

  static unavailable(message: string): ApiError {
    return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ message }]);
  }
}

/** German default message per status, for errors raised by the framework itself. */
export const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Die Anfrage ist ungültig.',
  401: 'Bitte melden Sie sich an.',
  403: 'Sie haben keine Berechtigung für diese Aktion.',
  404: 'Die angeforderte Ressource wurde nicht gefunden.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  409: 'Die Aktion steht im Konflikt mit dem aktuellen Zustand.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Dieses Datenformat wird nicht unterstützt.',
  422: 'Die Eingaben sind ungültig.',
  429: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
  500: 'Ein interner Fehler ist aufgetreten.',
  503: 'Der Dienst ist vorübergehend nicht verfügbar.',
};
