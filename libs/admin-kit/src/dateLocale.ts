import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/de-at';
import 'dayjs/locale/de-ch';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { useSyncExternalStore } from 'react';
import { DEFAULT_DATE_LOCALE, dateLocaleOf, type DateLocale } from '@bestellwerk/domain';

/** dayjs's name of each supported locale: English as in Europe (weeks start on Monday). */
const DAYJS_NAMES: Record<DateLocale, string> = {
  de: 'de',
  'de-at': 'de-at',
  'de-ch': 'de-ch',
  en: 'en-gb',
  fr: 'fr',
  it: 'it',
};

let current: DateLocale = DEFAULT_DATE_LOCALE;
const listeners = new Set<() => void>();
dayjs.locale(DAYJS_NAMES[current]);

/**
 * The shop's date locale (Konfiguration → dateLocale) for every calendar of the back office:
 * dayjs (one instance, shared with the remotes) and the pickers follow it at once.
 */
export function setDateLocale(value: string | null | undefined): DateLocale {
  const next = dateLocaleOf(value);
  dayjs.locale(DAYJS_NAMES[next]);
  if (next !== current) {
    current = next;
    listeners.forEach((listener) => listener());
  }
  return next;
}

export function useDateLocale(): DateLocale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/**
 * The German antd texts („Heute“, „Jetzt“, „Monat wählen“) around calendars in the chosen
 * locale: month and day names and the first day of the week come from `lang.locale`.
 */
export function pickerLocale(german: Locale, locale: DateLocale): Locale {
  const name = DAYJS_NAMES[locale];
  const picker = german.DatePicker;
  if (!picker) return german;
  // antd's German texts carry German month and day names of their own: without them the
  // names come from dayjs in the chosen locale.
  const datePicker = {
    ...picker,
    lang: { ...picker.lang, locale: name, shortWeekDays: undefined, shortMonths: undefined },
  };
  return {
    ...german,
    DatePicker: datePicker,
    Calendar: german.Calendar && {
      ...german.Calendar,
      lang: { ...german.Calendar.lang, locale: name },
    },
    TimePicker: german.TimePicker,
  };
}
