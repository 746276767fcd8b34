import { ValidateBy, type ValidationOptions } from 'class-validator';
import { DATE_YEARS } from '@bestellwerk/domain';

/** Every date the API takes lies between these years (libs/domain DATE_YEARS). */
const FIRST_YEAR = DATE_YEARS.first;
const LAST_YEAR = DATE_YEARS.last;

/** The year a date text starts with (JJJJ-…, also an ISO timestamp); null when it has none. */
function yearOf(value: string): number | null {
  const match = /^([+-]?\d{4,6})-/.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/**
 * A date or timestamp (text) between FIRST_YEAR and LAST_YEAR. Put it beside the rule for the
 * format; a value that is not text is left to that rule. German: „Von“ muss ein Datum
 * zwischen 1900 und 2999 sein.
 */
export function InDateRange(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'inDateRange',
      constraints: [FIRST_YEAR, LAST_YEAR],
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return true;
          const year = yearOf(value);
          return year === null || (year >= FIRST_YEAR && year <= LAST_YEAR);
        },
      },
    },
    options,
  );
}
