import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Every date the API takes lies between these years: the date arithmetic behind a period
 * („Bis“ is the whole day, a week from its Monday) stays inside what JavaScript and the
 * databases can hold — `to=9999-12-31` plus one day was a 500 (year 10000).
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

/** The year a date text starts with (JJJJ-…, also an ISO timestamp); null when it has none. */
function yearOf(value: string): number | null {
  const match = /^([+-]?\d{4,6})-/.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/**
 * A date or timestamp (text) between FIRST_YEAR and LAST_YEAR. Put it beside the rule for the
 * format; a value that is not text is left to that rule. German: „Von“ muss zwischen 1900
 * und 2999 liegen.
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
