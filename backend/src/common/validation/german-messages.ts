import { ValidationError, getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { fieldLabel } from '@bestellwerk/domain';
import { ApiErrorEntry } from '../http/api-error';

type Translator = (label: string, args: unknown[]) => string;

/** One German sentence per class-validator constraint, each naming its field. */
const TRANSLATIONS: Record<string, Translator> = {
  isDefined: (f) => `„${f}“ ist erforderlich.`,
  isNotEmpty: (f) => `„${f}“ ist erforderlich.`,
  arrayNotEmpty: (f) => `„${f}“ darf nicht leer sein.`,
  isString: (f) => `„${f}“ muss ein Text sein.`,
  isBoolean: (f) => `„${f}“ muss ja oder nein sein.`,
  isInt: (f) => `„${f}“ muss eine ganze Zahl sein.`,
  isId: (f) => `„${f}“ muss eine gültige ID sein (eine ganze Zahl ab 1, nur Ziffern).`,
  isNumber: (f) => `„${f}“ muss eine Zahl sein.`,
  isPositive: (f) => `„${f}“ muss größer als 0 sein.`,
  isArray: (f) => `„${f}“ muss eine Liste sein.`,
  isObject: (f) => `„${f}“ muss ein Objekt sein.`,
  isEmail: (f) => `„${f}“ muss eine gültige E-Mail-Adresse sein.`,
  isUrl: (f) => `„${f}“ muss eine gültige URL sein (z. B. https://example.at).`,
  isDateString: (f) => `„${f}“ muss ein gültiges Datum sein (JJJJ-MM-TT).`,
  isISO8601: (f) => `„${f}“ muss ein gültiges Datum sein (JJJJ-MM-TT).`,
  isIn: (f, [values]) =>
    `„${f}“ muss einer der folgenden Werte sein: ${((values as unknown[]) ?? []).join(', ')}.`,
  isEnum: (f, [values]) =>
    `„${f}“ muss einer der folgenden Werte sein: ${Object.values((values as object) ?? {}).join(', ')}.`,
  minLength: (f, [min]) => `„${f}“ muss mindestens ${min} Zeichen lang sein.`,
  maxLength: (f, [max]) => `„${f}“ darf höchstens ${max} Zeichen lang sein.`,
  length: (f, [min, max]) => `„${f}“ muss zwischen ${min} und ${max} Zeichen lang sein.`,
  min: (f, [min]) => `„${f}“ muss mindestens ${min} sein.`,
  max: (f, [max]) => `„${f}“ darf höchstens ${max} sein.`,
  arrayMinSize: (f, [min]) => `„${f}“ muss mindestens ${min} Einträge enthalten.`,
  arrayMaxSize: (f, [max]) => `„${f}“ darf höchstens ${max} Einträge enthalten.`,
  matches: (f) => `„${f}“ hat ein ungültiges Format.`,
  isMilitaryTime: (f) => `„${f}“ muss eine Uhrzeit im Format HH:mm sein.`,
  isLatitude: (f) => `„${f}“ muss ein Breitengrad zwischen -90 und 90 sein.`,
  isLongitude: (f) => `„${f}“ muss ein Längengrad zwischen -180 und 180 sein.`,
  inDateRange: (f, [first, last]) => `„${f}“ muss ein Datum zwischen ${first} und ${last} sein.`,
  isHexColor: (f) => `„${f}“ muss eine Farbe im Format #RRGGBB sein.`,
  whitelistValidation: (f) => `„${f}“ ist hier nicht erlaubt.`,
  nestedValidation: (f) => `„${f}“ ist ungültig.`,
};

function constraintArgs(
  target: object | undefined,
  property: string,
  constraint: string,
): unknown[] {
  if (!target) return [];
  const metadatas: ValidationMetadata[] = getMetadataStorage().getTargetValidationMetadatas(
    target.constructor,
    '',
    true,
    false,
  );
  const match = metadatas.find(
    (meta) =>
      meta.propertyName === property && (meta.name === constraint || meta.type === constraint),
  );
  return match?.constraints ?? [];
}

/**
 * Which of a field's messages comes first (the client shows a field's first message,
 * backoffice-api.md §5): a missing value, then a value of the wrong kind, then the rest — a
 * number sent for a name reads „muss ein Text sein“, not „darf höchstens 255 Zeichen lang
 * sein“.
 */
const RANK: Record<string, number> = {
  isDefined: 0,
  isNotEmpty: 0,
  isString: 1,
  isInt: 1,
  isId: 1,
  isNumber: 1,
  isBoolean: 1,
  isArray: 1,
  isObject: 1,
};
const rank = (constraint: string) => RANK[constraint] ?? 2;

/** Flattens class-validator's tree into `{ field, message }` entries with German text. */
export function translateValidationErrors(errors: ValidationError[], parent = ''): ApiErrorEntry[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const entries = Object.entries(error.constraints ?? {}).sort(([a], [b]) => rank(a) - rank(b));
    const own = entries.map(([constraint, text]) => {
      const custom = error.contexts?.[constraint]?.german as string | undefined;
      const translate = TRANSLATIONS[constraint];
      const message =
        custom ??
        (looksGerman(text)
          ? text
          : translate
            ? translate(fieldLabel(path), constraintArgs(error.target, error.property, constraint))
            : `„${fieldLabel(path)}“ ist ungültig.`);
      return { field: path, message };
    });
    return [...own, ...translateValidationErrors(error.children ?? [], path)];
  });
}

/** Messages we wrote ourselves in a decorator (`{ message: '…' }`) are already German. */
function looksGerman(text: string): boolean {
  return /[äöüß„]|\bmuss\b|\bdarf\b|\bist\b/.test(text);
}

/**
 * A rule's own German message, as validator options: it travels in the context, past the
 * translator, which otherwise keeps only messages it can tell are German.
 */
export const germanMessage = (message: string) => ({ message, context: { german: message } });
