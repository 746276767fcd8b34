import { ValueTransformer } from 'typeorm';

/**
 * Money crosses the API as a decimal number in the shop currency (12.5 = 12.50 EUR) and is
 * stored as integer cents, never as a binary float.
 */
export const centsTransformer: ValueTransformer = {
  to: (value: number | null | undefined) =>
    value === null || value === undefined ? value : Math.round(Number(value) * 100),
  from: (value: number | string | null) => (value === null ? null : Number(value) / 100),
};

/** DECIMAL columns arrive as strings from mysql2; the API speaks numbers. */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: number | string | null) => (value === null ? null : Number(value)),
};
