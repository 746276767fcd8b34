/**
 * backoffice-api.md §9: the supported date locales — de, de-at, de-ch, English, French and
 * Italian. They shape the back office's calendars (month and day names, the first day of
 * the week); every text around them stays German, and dates keep the spec's formats
 * (DD.MM.YYYY HH:mm, HH:mm, DD.MM.YYYY). The default and fallback are German.
 */
export const DATE_LOCALES = {
  de: 'Deutsch (Deutschland)',
  'de-at': 'Deutsch (Österreich)',
  'de-ch': 'Deutsch (Schweiz)',
  en: 'Englisch',
  fr: 'Französisch',
  it: 'Italienisch',
} as const;

export type DateLocale = keyof typeof DATE_LOCALES;

export const DATE_LOCALE_IDS = Object.keys(DATE_LOCALES) as DateLocale[];

export const DEFAULT_DATE_LOCALE: DateLocale = 'de';

/** A stored or requested locale as one of ours: 'de-AT' → 'de-at', 'en-GB' → 'en', else 'de'. */
export function dateLocaleOf(value: string | null | undefined): DateLocale {
  const wanted = (value ?? '').trim().toLowerCase().replace('_', '-');
  if ((DATE_LOCALE_IDS as string[]).includes(wanted)) return wanted as DateLocale;
  const language = wanted.split('-')[0];
  return (DATE_LOCALE_IDS as string[]).includes(language)
    ? (language as DateLocale)
    : DEFAULT_DATE_LOCALE;
}
