import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  OPENING_RULE_TYPES,
  OpeningHourRule,
  OpeningRuleType,
} from '../entities/opening-hour-rule';

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const isTimeOfDay = (value: string) => TIME_PATTERN.test(value);

/** YYYY-MM-DD of a day that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A required string in a given format, reported with one German sentence: 'required' when
 * the value is missing, 'invalid' when it is there but malformed (instead of three messages
 * for an empty field).
 */
function IsRequiredInFormat(
  name: string,
  check: (value: string) => boolean,
  required: string,
  invalid: string,
) {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => typeof value === 'string' && check(value),
      defaultMessage: (args) =>
        args?.value === undefined || args.value === null || args.value === '' ? required : invalid,
    },
  });
}

/**
 * One rule of a branch's opening or delivery hours (storefront.md §3). A date belongs only
 * to a one-time rule; times are needed unless the rule closes the day.
 */
export class OpeningHourRuleDto {
  @IsIn(OPENING_RULE_TYPES)
  type!: OpeningRuleType;

  @ValidateIf((rule: OpeningHourRuleDto) => rule.type === 'once')
  @IsRequiredInFormat(
    'isRuleDate',
    isCalendarDate,
    '„Datum“ ist für eine einmalige Regel erforderlich.',
    '„Datum“ muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
  )
  date?: string | null;

  @IsOptional()
  @IsBoolean()
  isClosed?: boolean;

  @ValidateIf((rule: OpeningHourRuleDto) => !rule.isClosed)
  @IsRequiredInFormat(
    'isRuleTime',
    isTimeOfDay,
    '„Von“ ist erforderlich, außer der Tag ist als geschlossen markiert.',
    '„Von“ muss eine Uhrzeit im Format HH:mm sein (z. B. 08:30).',
  )
  from?: string | null;

  @ValidateIf((rule: OpeningHourRuleDto) => !rule.isClosed)
  @IsRequiredInFormat(
    'isRuleTime',
    isTimeOfDay,
    '„Bis“ ist erforderlich, außer der Tag ist als geschlossen markiert.',
    '„Bis“ muss eine Uhrzeit im Format HH:mm sein (z. B. 18:00).',
  )
  to?: string | null;
}

/**
 * The stored form of validated rules: every key present, a date only on one-time rules,
 * no times on closed days — so the storefront never has to guess.
 */
/**
 * A list of opening-hour rules (branch hours, delivery hours, product and category
 * schedules), validated rule by rule. The type check is applied last so it reports first.
 */
export const IsOpeningHourRules = (): PropertyDecorator =>
  applyDecorators(
    Type(() => OpeningHourRuleDto),
    ValidateNested({ each: true }),
    ArrayMaxSize(200),
    IsArray(),
  );

export function normaliseOpeningHours(rules: readonly OpeningHourRuleDto[]): OpeningHourRule[] {
  return rules.map((rule) => {
    const isClosed = rule.isClosed ?? false;
    return {
      type: rule.type,
      date: rule.type === 'once' ? (rule.date ?? null) : null,
      isClosed,
      from: isClosed ? null : (rule.from ?? null),
      to: isClosed ? null : (rule.to ?? null),
    };
  });
}
