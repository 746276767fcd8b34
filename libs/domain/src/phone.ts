/**
 * Phone number input of the checkout (storefront.md §5 "Checkout fields").
 *
 * Reading: the format check is exactly "starts with +" after normalising; an empty number
 * is left to the required-field check (no format message for it).
 */

export const PHONE_FORMAT_MESSAGE =
  'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.';

/** While typing: only digits, plus and spaces are kept. */
export function phoneWhileTyping(text: string): string {
  return text.replace(/[^0-9+ ]/g, '');
}

/** On change: only plus and digits, and a leading 00 becomes +. */
export function normalisePhone(text: string): string {
  const compact = text.replace(/[^0-9+]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** Valid if the normalised number starts with +. */
export function isValidPhone(text: string): boolean {
  return normalisePhone(text).startsWith('+');
}

/** The German message for a filled-in number that is not valid, else null. */
export function phoneError(text: string | null | undefined): string | null {
  if (!text || normalisePhone(text) === '') return null;
  return isValidPhone(text) ? null : PHONE_FORMAT_MESSAGE;
}
