import {
  IsNumberOptions,
  ValidateBy,
  ValidationOptions,
  buildMessage,
  isNumber,
} from 'class-validator';

/** Decimal places of a finite number, also when it prints in exponent notation (1e-7, 2.5e-8). */
export function decimalPlaces(value: number): number {
  const [mantissa, exponent = '0'] = value.toString().split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

/**
 * class-validator's IsNumber (same rule name, so the same German message), except that
 * `maxDecimalPlaces` also copes with numbers JavaScript prints in exponent notation:
 * class-validator reads the digits after a '.' that 1e-7 does not have, and its TypeError
 * became a 500.
 */
export function IsNumber(
  options: IsNumberOptions = {},
  validationOptions?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNumber',
      constraints: [options],
      validator: {
        validate: (value: unknown) =>
          options.maxDecimalPlaces !== undefined &&
          typeof value === 'number' &&
          Number.isFinite(value)
            ? decimalPlaces(value) <= options.maxDecimalPlaces
            : isNumber(value, options),
        defaultMessage: buildMessage(
          (each) => `${each}$property must be a number conforming to the specified constraints`,
          validationOptions,
        ),
      },
    },
    validationOptions,
  );
}
