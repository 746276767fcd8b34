import { ArgumentMetadata, ValidationPipe, ValidationPipeOptions } from '@nestjs/common';
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

/**
 * Nest's pipe turns a path or query parameter typed `number` into `+value` before the
 * parameter's own pipe runs, so ParseIdPipe saw 1000 for '1e3' and 16 for '0x10'. Numbers
 * are left as sent here; the parameter's pipe (ParseIdPipe) parses them strictly.
 */
class GermanValidationPipe extends ValidationPipe {
  /**
   * Nest looks up each nested class's validation rules per request (a scan of
   * class-validator's metadata); the rules are fixed once the classes are decorated, so
   * this pipe keeps what it looked up.
   */
  private readonly nestedRules = new Map<unknown, unknown[]>();

  protected findNestedBinaryValues(
    object: unknown,
    metadataCache: Map<unknown, unknown[]> = this.nestedRules,
  ) {
    return super.findNestedBinaryValues(object, metadataCache);
  }

  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.metatype === Number ? value : super.transformPrimitive(value, metadata);
  }
}

/** The global pipe; also built per parameter where a generic controller knows its DTO. */
export function germanValidationPipe(
  expectedType?: ValidationPipeOptions['expectedType'],
): ValidationPipe {
  return new GermanValidationPipe({ ...VALIDATION_OPTIONS, expectedType });
}
