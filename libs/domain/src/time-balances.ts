/**
 * Time balances („Zeitsalden“) and holiday accounts („Urlaubskonten“), computed from
 * contracts, worked intervals, absences and public holidays — never kept by hand.
 *
 * Readings where the issue is silent:
 * - The daily target of a contract is its weekly minutes spread evenly over its working
 *   days (a 20 h week on Mon–Wed is 6 h 40 min a day).
 * - A public holiday on a working day sets the target to 0, a half holiday (24 and 31
 *   December from 14:00) halves it; a holiday on a day off changes nothing.
 * - Vacation and sick leave fulfil the target of the day (or half of it for a half day);
 *   comp time („Zeitausgleich“) keeps the target, so it is paid from the overtime balance.
 * - Work is booked on the Europe/Vienna calendar day on which it happened: a night shift is
 *   split at local midnight; real elapsed minutes count (DST nights are 7 or 9 hours).
 * - Labour-law flags follow the table of the contract's country (labour-rules.ts).
 */
import { LABOUR_FLAGS, labourRules, type LabourFlag, type LabourRuleOptions } from './labour-rules';
import { addDays, daysBetween, isoWeekday, toLocal, zonedInstant } from './time-zone';
import type { TimeInterval } from './working-activity';

export interface EmploymentContractTerms {
  /** First day the terms hold (YYYY-MM-DD); the latest contract valid on a day applies. */
  validFrom: string;
  weeklyMinutes: number;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  workingDays: number[];
  /** Vacation days per calendar year. */
  holidayDaysPerYear: number;
}

export const ABSENCE_KINDS = ['vacation', 'sick', 'comp-time'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

export const ABSENCE_KIND_LABELS: Readonly<Record<AbsenceKind, string>> = {
  vacation: 'Urlaub',
  sick: 'Krankenstand',
  'comp-time': 'Zeitausgleich',
};

export interface AbsenceDay {
  day: string;
  kind: AbsenceKind;
  halfDay: boolean;
}

export interface HolidayDay {
  day: string;
  name: string;
  half: boolean;
}

const MINUTE_MS = 60_000;

/** The contract whose terms hold on `day` (the latest validFrom not after it), if any. */
export function contractOn(
  contracts: EmploymentContractTerms[],
  day: string,
): EmploymentContractTerms | null {
  let found: EmploymentContractTerms | null = null;
  for (const contract of contracts) {
    if (contract.validFrom <= day && (!found || contract.validFrom > found.validFrom))
      found = contract;
  }
  return found;
}

/** The target minutes of a working day under a contract, before holidays and absences. */
export function dailyTargetMinutes(contract: EmploymentContractTerms | null, day: string): number {
  if (!contract || contract.workingDays.length === 0) return 0;
  if (!contract.workingDays.includes(isoWeekday(day))) return 0;
  return Math.round(contract.weeklyMinutes / contract.workingDays.length);
}

/** Every local day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, index) => addDays(from, index));
}

/** Worked intervals cut at local midnights: real elapsed ms per local day (open ends at `now`). */
function msByLocalDay(intervals: TimeInterval[], now: Date, timeZone: string): Map<string, number> {
  const ms = new Map<string, number>();
  for (const interval of intervals) {
    let cursor = interval.start.getTime();
    const end = (interval.end ?? now).getTime();
    while (cursor < end) {
      const day = toLocal(new Date(cursor), timeZone).date;
      const nextMidnight = zonedInstant(addDays(day, 1), 0, timeZone).getTime();
      const stop = Math.min(end, nextMidnight);
      ms.set(day, (ms.get(day) ?? 0) + (stop - cursor));
      cursor = stop;
    }
  }
  return ms;
}

/**
 * Worked intervals cut at local midnights: minutes per local day (real elapsed minutes).
 * Open ends are closed at `now`.
 */
export function minutesByLocalDay(
  intervals: TimeInterval[],
  now: Date,
  timeZone: string,
): Map<string, number> {
  const minutes = new Map<string, number>();
  for (const [day, value] of msByLocalDay(intervals, now, timeZone))
    minutes.set(day, Math.floor(value / MINUTE_MS));
  return minutes;
}

export interface DayBalance {
  day: string;
  plannedMinutes: number;
  workedMinutes: number;
  /** Minutes credited by vacation or sick leave. */
  creditedMinutes: number;
  /** worked + credited − planned */
  differenceMinutes: number;
  holiday: HolidayDay | null;
  absence: AbsenceDay | null;
  flags: LabourFlag[];
}

export interface BalanceInput {
  from: string;
  to: string;
  contracts: EmploymentContractTerms[];
  /** The worked stretches (activities minus their pauses), any order. */
  worked: TimeInterval[];
  absences: AbsenceDay[];
  holidays: HolidayDay[];
  now: Date;
  timeZone: string;
  /** The contract's country ('AT', 'DE'): its labour-law table applies (labour-rules.ts). */
  country?: string | null;
  /** Options of the labour-law rules, e.g. the hospitality rest reduction. */
  labourOptions?: LabourRuleOptions;
}

/** Planned against worked per day, with the labour-law flags of each day. */
export function dayBalances(input: BalanceInput): DayBalance[] {
  const { from, to, contracts, worked, now, timeZone } = input;
  const minutes = minutesByLocalDay(worked, now, timeZone);
  const holidays = new Map(input.holidays.map((holiday) => [holiday.day, holiday]));
  const absences = new Map(input.absences.map((absence) => [absence.day, absence]));
  const flags = labourFlagsByDay(worked, now, timeZone, input.country, input.labourOptions);
  return daysOf(from, to).map((day) => {
    const holiday = holidays.get(day) ?? null;
    const absence = absences.get(day) ?? null;
    let planned = dailyTargetMinutes(contractOn(contracts, day), day);
    if (holiday) planned = holiday.half ? Math.round(planned / 2) : 0;
    let credited = 0;
    if (absence && absence.kind !== 'comp-time' && planned > 0) {
      credited = absence.halfDay ? Math.round(planned / 2) : planned;
    }
    const workedMinutes = minutes.get(day) ?? 0;
    return {
      day,
      plannedMinutes: planned,
      workedMinutes,
      creditedMinutes: credited,
      differenceMinutes: workedMinutes + credited - planned,
      holiday,
      absence,
      flags: flags.get(day) ?? [],
    };
  });
}

export interface PeriodBalance {
  /** 'YYYY-MM' for months, 'YYYY-Www' for ISO weeks. */
  period: string;
  plannedMinutes: number;
  workedMinutes: number;
  creditedMinutes: number;
  differenceMinutes: number;
  /** The overtime balance at the end of the period, carried in from before. */
  carriedMinutes: number;
}

/** The ISO week of a local day, 'YYYY-Www'. */
export function isoWeekOf(day: string): string {
  const thursday = addDays(day, 4 - isoWeekday(day));
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * Sums of day balances per week or month, with the running overtime balance: what was
 * over or under in one period is carried into the next (`openingMinutes` from before).
 */
export function periodBalances(
  days: DayBalance[],
  by: 'week' | 'month',
  openingMinutes = 0,
): PeriodBalance[] {
  const periods = new Map<string, PeriodBalance>();
  for (const day of days) {
    const key = by === 'month' ? day.day.slice(0, 7) : isoWeekOf(day.day);
    let period = periods.get(key);
    if (!period) {
      period = {
        period: key,
        plannedMinutes: 0,
        workedMinutes: 0,
        creditedMinutes: 0,
        differenceMinutes: 0,
        carriedMinutes: 0,
      };
      periods.set(key, period);
    }
    period.plannedMinutes += day.plannedMinutes;
    period.workedMinutes += day.workedMinutes;
    period.creditedMinutes += day.creditedMinutes;
    period.differenceMinutes += day.differenceMinutes;
  }
  let running = openingMinutes;
  const result = [...periods.values()];
  for (const period of result) {
    running += period.differenceMinutes;
    period.carriedMinutes = running;
  }
  return result;
}

/**
 * AZG/ArbZG flags per local day, checked against the labour-law table of `country`
 * (labour-rules.ts; Austria's for none or an unknown one): a missing or too short break
 * (gaps between the day's stretches, counting only parts as long as the rule asks), over
 * the daily limit, under the rest since the previous day's last stretch — these sit on the
 * day on which the work started — and over the weekly limit, on the local day on which the
 * ISO week's (Monday–Sunday) worked time first exceeds it. Real elapsed time counts, so a
 * DST night is 7 or 9 hours long.
 *
 * A day's stretches are those that start on it: a night shift whose pause ends after local
 * midnight is read as two days, its pause as a short rest (not handled yet).
 */
export function labourFlagsByDay(
  worked: TimeInterval[],
  now: Date,
  timeZone: string,
  country?: string | null,
  options: LabourRuleOptions = {},
): Map<string, LabourFlag[]> {
  const rules = labourRules(country, options);
  const byDay = new Map<string, { start: number; end: number }[]>();
  for (const interval of worked) {
    const start = interval.start.getTime();
    const end = (interval.end ?? now).getTime();
    if (end <= start) continue;
    const day = toLocal(interval.start, timeZone).date;
    const list = byDay.get(day) ?? [];
    list.push({ start, end });
    byDay.set(day, list);
  }
  const flags = new Map<string, LabourFlag[]>();
  const flag = (day: string, value: LabourFlag) =>
    flags.set(day, [...(flags.get(day) ?? []), value]);
  const days = [...byDay.keys()].sort();
  let previousEnd: number | null = null;
  for (const day of days) {
    const stretches = byDay.get(day)!.sort((a, b) => a.start - b.start);
    const workedMs = stretches.reduce((sum, s) => sum + (s.end - s.start), 0);
    const first = stretches[0].start;
    const gaps: number[] = [];
    let reached = first;
    for (const stretch of stretches) {
      if (stretch.start > reached) gaps.push(stretch.start - reached);
      reached = Math.max(reached, stretch.end);
    }
    const missed = rules.breaks.find((step) => {
      if (workedMs <= step.afterMinutes * MINUTE_MS) return false;
      const counted = gaps
        .filter((gap) => gap >= step.minPartMinutes * MINUTE_MS)
        .reduce((sum, gap) => sum + gap, 0);
      return counted < step.breakMinutes * MINUTE_MS;
    });
    if (missed) flag(day, missed.flag);
    if (workedMs > rules.daily.maxMinutes * MINUTE_MS) flag(day, rules.daily.flag);
    if (previousEnd !== null && first - previousEnd < rules.rest.minMinutes * MINUTE_MS)
      flag(day, rules.rest.flag);
    previousEnd = previousEnd === null ? reached : Math.max(previousEnd, reached);
  }
  if (rules.weekly) {
    const limit = rules.weekly.maxMinutes * MINUTE_MS;
    const weekMs = new Map<string, number>();
    const perDay = msByLocalDay(worked, now, timeZone);
    for (const day of [...perDay.keys()].sort()) {
      const week = isoWeekOf(day);
      const before = weekMs.get(week) ?? 0;
      const after = before + perDay.get(day)!;
      weekMs.set(week, after);
      if (before <= limit && after > limit) flag(day, rules.weekly.flag);
    }
  }
  for (const [day, list] of flags)
    flags.set(
      day,
      [...list].sort((a, b) => LABOUR_FLAGS.indexOf(a) - LABOUR_FLAGS.indexOf(b)),
    );
  return flags;
}

export interface HolidayAccount {
  year: number;
  entitlementDays: number;
  carriedOverDays: number;
  takenDays: number;
  plannedDays: number;
  remainingDays: number;
}

/**
 * One year's holiday account. Vacation counts only on the contract's working days that are
 * not full public holidays (a half day counts 0.5); taken is up to and including `today`,
 * planned is after it. What remains is carried into the next year (compute years in order).
 */
/**
 * The holiday days a year's contracts give: each contract's yearly days for the part of the
 * year it is in force, by calendar day (someone who starts on 1 July gets half, a change from
 * five to four days a week counts each part with its own days), rounded up to half days so
 * that nobody loses a part of a day. A contract in force all year gives its days exactly.
 */
export function holidayEntitlement(contracts: EmploymentContractTerms[], year: number): number {
  const first = `${year}-01-01`;
  const daysInYear = daysBetween(first, `${year + 1}-01-01`);
  const sorted = [...contracts].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  let days = 0;
  sorted.forEach((contract, index) => {
    const from = contract.validFrom > first ? contract.validFrom : first;
    const next = sorted[index + 1]?.validFrom ?? `${year + 1}-01-01`;
    const to = next < `${year + 1}-01-01` ? next : `${year + 1}-01-01`;
    if (to > from) days += (daysBetween(from, to) * contract.holidayDaysPerYear) / daysInYear;
  });
  return days > 0 ? Math.ceil(days * 2 - 1e-9) / 2 : 0;
}

export function holidayAccount(input: {
  year: number;
  contracts: EmploymentContractTerms[];
  absences: AbsenceDay[];
  holidays: HolidayDay[];
  carriedOverDays: number;
  today: string;
}): HolidayAccount {
  const { year, contracts, today } = input;
  const entitlementDays = holidayEntitlement(contracts, year);
  const fullHolidays = new Set(input.holidays.filter((h) => !h.half).map((h) => h.day));
  let takenDays = 0;
  let plannedDays = 0;
  for (const absence of input.absences) {
    if (absence.kind !== 'vacation' || !absence.day.startsWith(`${year}-`)) continue;
    if (fullHolidays.has(absence.day)) continue;
    if (dailyTargetMinutes(contractOn(contracts, absence.day), absence.day) === 0) continue;
    const amount = absence.halfDay ? 0.5 : 1;
    if (absence.day <= today) takenDays += amount;
    else plannedDays += amount;
  }
  return {
    year,
    entitlementDays,
    carriedOverDays: input.carriedOverDays,
    takenDays,
    plannedDays,
    remainingDays: entitlementDays + input.carriedOverDays - takenDays - plannedDays,
  };
}

/** "noch 2 h 5 min bis Dienstende" for the terminal; null once the target is reached. */
export function remainingWorkText(remainingMinutes: number): string | null {
  if (remainingMinutes <= 0) return null;
  const hours = Math.floor(remainingMinutes / 60);
  const minutes = remainingMinutes % 60;
  return `noch ${hours} h ${minutes} min bis Dienstende`;
}

/** A number of holiday days as every screen writes it: „25“, „2,5“ (half days kept). */
export function formatDays(count: number): string {
  return count.toLocaleString('de-AT', { maximumFractionDigits: 1 });
}

/** The lines of a holiday account, named alike in Zeitsalden and on the terminal. */
export const HOLIDAY_ACCOUNT_LABELS = {
  entitlementDays: 'Anspruch',
  carriedOverDays: 'Übertrag',
  takenDays: 'Verbraucht',
  plannedDays: 'Geplant',
  remainingDays: 'Rest',
} as const;

/** "7 h 30 min" (negative balances with a leading minus sign). */
export function formatMinutes(total: number): string {
  const sign = total < 0 ? '−' : '';
  const abs = Math.abs(total);
  return `${sign}${Math.floor(abs / 60)} h ${abs % 60} min`;
}
