/**
 * Labour-law limits as data: one table per country, each rule with a stable id, its limit
 * and the paragraph it comes from. `labourFlagsByDay` (time-balances.ts) checks worked time
 * against the table of the contract's country; the German label of every flag names the
 * paragraph, and the back office, the terminal and the month sheets (PDF, CSV, XLSX) all
 * take it from `labourFlagLabel` — there is no second copy of a label anywhere.
 *
 * Austria (AZG, as of 1.9.2018):
 * - §9: at most 12 hours a day and 60 hours a week.
 * - §11: more than 6 hours need a break of 30 minutes; it may be split into two parts of
 *   15 or three of 10 minutes, so gaps under 10 minutes between stretches are no break.
 * - §12: 11 hours of rest after the day's work. A collective agreement may shorten it
 *   (Abs. 2; in hospitality, „Gastgewerbe“, commonly to 10 hours): the option
 *   `hospitalityRestReduction` checks against 10 hours instead. The compensation the law
 *   demands for each shortened rest is not checked here.
 * Germany (ArbZG):
 * - §3: at most 10 hours a working day. ArbZG has no weekly cap of its own beyond what
 *   the daily one implies, so there is no weekly rule for Germany.
 * - §4: 30 minutes of break after more than 6 hours, 45 after more than 9; only parts of
 *   at least 15 minutes count.
 * - §5: 11 hours of rest. §5 Abs. 2 allows one hour less in hospitality only when each
 *   shortening is made good by a rest of 12 hours within a month, which a day-by-day check
 *   cannot judge: the hospitality option does not apply to Germany.
 *
 * A country without a table (or none at all) is checked against Austria's table: Austria is
 * the shop's home market, and a contract's country defaults to 'AT' too.
 *
 * The countries are those of HolidayCountry (public-holidays.ts, which is kept out of the
 * package index because of its calendar library; labour-rules.spec.ts checks both lists
 * match).
 */

export const LABOUR_COUNTRIES = ['AT', 'DE'] as const;
export type LabourCountry = (typeof LABOUR_COUNTRIES)[number];

/** The country whose table applies when a contract names none or one without a table. */
export const DEFAULT_LABOUR_COUNTRY: LabourCountry = 'AT';

export const LABOUR_FLAGS = [
  'break-missing',
  'long-break-missing',
  'over-max-daily',
  'over-max-weekly',
  'rest-too-short',
] as const;
export type LabourFlag = (typeof LABOUR_FLAGS)[number];

interface RuleBase {
  /** Stable id of the rule, e.g. 'at-azg-9-daily'. */
  id: string;
  /** The paragraph the limit comes from, e.g. 'AZG §9'. */
  source: string;
  /** The German label of the flag, naming the paragraph. */
  label: string;
}

/** At most `maxMinutes` of work a day or an ISO week. */
export interface WorkLimitRule extends RuleBase {
  flag: 'over-max-daily' | 'over-max-weekly';
  maxMinutes: number;
}

/** More than `afterMinutes` of work a day need breaks of `breakMinutes` in all. */
export interface BreakRule extends RuleBase {
  flag: 'break-missing' | 'long-break-missing';
  afterMinutes: number;
  breakMinutes: number;
  /** Gaps between stretches shorter than this do not count as break. */
  minPartMinutes: number;
}

/** At least `minMinutes` between the end of one day's work and the start of the next. */
export interface RestRule extends RuleBase {
  flag: 'rest-too-short';
  minMinutes: number;
}

export interface LabourRuleTable {
  country: LabourCountry;
  daily: WorkLimitRule;
  /** null: the country has no weekly limit of its own. */
  weekly: WorkLimitRule | null;
  /** Ascending by `afterMinutes`; a day gets the flag of the first step it misses. */
  breaks: readonly BreakRule[];
  rest: RestRule;
  /** The shortened rest a collective agreement may allow in hospitality, if the law has one. */
  hospitalityRest: RestRule | null;
}

export interface LabourRuleOptions {
  /** Hospitality with a collective agreement that shortens the rest (AT: 10 hours). */
  hospitalityRestReduction?: boolean;
}

/** "12 Stunden", "30 Minuten", "9 Stunden 30 Minuten". */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours) parts.push(`${hours} ${hours === 1 ? 'Stunde' : 'Stunden'}`);
  if (rest || !hours) parts.push(`${rest} ${rest === 1 ? 'Minute' : 'Minuten'}`);
  return parts.join(' ');
}

const dailyLimit = (id: string, source: string, maxMinutes: number): WorkLimitRule => ({
  id,
  source,
  flag: 'over-max-daily',
  maxMinutes,
  label: `Mehr als ${duration(maxMinutes)} Arbeitszeit (${source})`,
});

const weeklyLimit = (id: string, source: string, maxMinutes: number): WorkLimitRule => ({
  id,
  source,
  flag: 'over-max-weekly',
  maxMinutes,
  label: `Mehr als ${duration(maxMinutes)} in der Woche (${source})`,
});

const breakStep = (
  id: string,
  source: string,
  flag: BreakRule['flag'],
  afterMinutes: number,
  breakMinutes: number,
  minPartMinutes: number,
): BreakRule => ({
  id,
  source,
  flag,
  afterMinutes,
  breakMinutes,
  minPartMinutes,
  label: `${flag === 'break-missing' ? 'Pause fehlt' : 'Pause zu kurz'}: ${duration(breakMinutes)} ab ${duration(afterMinutes)} (${source})`,
});

const restRule = (id: string, source: string, minMinutes: number, note = ''): RestRule => ({
  id,
  source,
  flag: 'rest-too-short',
  minMinutes,
  label: `Ruhezeit unter ${duration(minMinutes)} (${source}${note})`,
});

export const LABOUR_RULE_TABLES: Readonly<Record<LabourCountry, LabourRuleTable>> = {
  AT: {
    country: 'AT',
    daily: dailyLimit('at-azg-9-daily', 'AZG §9', 12 * 60),
    weekly: weeklyLimit('at-azg-9-weekly', 'AZG §9', 60 * 60),
    breaks: [breakStep('at-azg-11-break', 'AZG §11', 'break-missing', 6 * 60, 30, 10)],
    rest: restRule('at-azg-12-rest', 'AZG §12', 11 * 60),
    hospitalityRest: restRule('at-azg-12-rest-hospitality', 'AZG §12', 10 * 60, ', Gastgewerbe'),
  },
  DE: {
    country: 'DE',
    daily: dailyLimit('de-arbzg-3-daily', 'ArbZG §3', 10 * 60),
    weekly: null,
    breaks: [
      breakStep('de-arbzg-4-break', 'ArbZG §4', 'break-missing', 6 * 60, 30, 15),
      breakStep('de-arbzg-4-long-break', 'ArbZG §4', 'long-break-missing', 9 * 60, 45, 15),
    ],
    rest: restRule('de-arbzg-5-rest', 'ArbZG §5', 11 * 60),
    hospitalityRest: null,
  },
};

/** The country whose table applies: the given one if it has a table, otherwise Austria. */
export function labourCountry(country?: string | null): LabourCountry {
  return (LABOUR_COUNTRIES as readonly string[]).includes(country ?? '')
    ? (country as LabourCountry)
    : DEFAULT_LABOUR_COUNTRY;
}

/** The rules that apply to a country (Austria's for none or an unknown one). */
export interface LabourRules {
  country: LabourCountry;
  daily: WorkLimitRule;
  weekly: WorkLimitRule | null;
  breaks: readonly BreakRule[];
  /** The rest rule in force: the hospitality one where asked for and the law has one. */
  rest: RestRule;
}

export function labourRules(country?: string | null, options: LabourRuleOptions = {}): LabourRules {
  const table = LABOUR_RULE_TABLES[labourCountry(country)];
  return {
    country: table.country,
    daily: table.daily,
    weekly: table.weekly,
    breaks: table.breaks,
    rest: (options.hospitalityRestReduction && table.hospitalityRest) || table.rest,
  };
}

/** The rule behind a flag in a country, or null if the country has no such rule. */
export function labourRuleOf(
  flag: string,
  country?: string | null,
  options: LabourRuleOptions = {},
): WorkLimitRule | BreakRule | RestRule | null {
  const rules = labourRules(country, options);
  const all = [rules.daily, rules.weekly, ...rules.breaks, rules.rest];
  return all.find((rule) => rule?.flag === flag) ?? null;
}

/**
 * The German label of a flag as the country's table words it, e.g. „Mehr als 12 Stunden
 * Arbeitszeit (AZG §9)“; an unknown flag is shown as it is.
 */
export function labourFlagLabel(
  flag: string,
  country?: string | null,
  options: LabourRuleOptions = {},
): string {
  return labourRuleOf(flag, country, options)?.label ?? flag;
}
