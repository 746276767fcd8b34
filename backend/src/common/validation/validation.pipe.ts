import { ValidationPipe, ValidationPipeOptions } from '@nestjs/common';
import { ApiError } from '../http/api-error';
import { translateValidationErrors } from './german-messages';

export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  transformOptions: { enableImplicitConversion: false },
  // The target lets the German messages look up a constraint's arguments (lengths, ranges).
  validationError: { target: true, value: false },
  exceptionFactory: (errors) => ApiError.validation(translateValidationErrors(errors)),
};

/** The global pipe; also built per parameter where a generic controller knows its DTO. */
export function germanValidationPipe(
  expectedType?: ValidationPipeOptions['expectedType'],
): ValidationPipe {
  return new ValidationPipe({ ...VALIDATION_OPTIONS, expectedType });
}
