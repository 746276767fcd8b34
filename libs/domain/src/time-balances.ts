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
 */
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

export const LABOUR_FLAGS = [
  'break-missing',
  'long-break-missing',
  'over-max-daily',
  'rest-too-short',
] as const;
export type LabourFlag = (typeof LABOUR_FLAGS)[number];

export const LABOUR_FLAG_LABELS: Readonly<Record<LabourFlag, string>> = {
  'break-missing': 'Pause fehlt (ab 6 Stunden 30 Minuten)',
  'long-break-missing': 'Pause zu kurz (ab 9 Stunden 45 Minuten)',
  'over-max-daily': 'Mehr als 10 Stunden Arbeitszeit',
  'rest-too-short': 'Ruhezeit unter 11 Stunden',
};

/** AZG §11 / ArbZG §4: more than 6 hours of work need a break of at least 30 minutes. */
export const BREAK_AFTER_MINUTES = 6 * 60;
export const MIN_BREAK_MINUTES = 30;
/** ArbZG §4 (Germany): more than 9 hours need 45 minutes; Austria's AZG has no such step. */
export const LONG_BREAK_AFTER_MINUTES = 9 * 60;
export const MIN_LONG_BREAK_MINUTES = 45;
/** AZG §9 / ArbZG §3: at most 10 hours a day. */
export const MAX_DAILY_MINUTES = 10 * 60;
/** AZG §12 / ArbZG §5: 11 hours of rest between two working days. */
export const MIN_REST_MINUTES = 11 * 60;

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

/**
 * Worked intervals cut at local midnights: minutes per local day (real elapsed minutes).
 * Open ends are closed at `now`.
 */
export function minutesByLocalDay(
  intervals: TimeInterval[],
  now: Date,
  timeZone: string,
): Map<string, number> {
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
  const minutes = new Map<string, number>();
  for (const [day, value] of ms) minutes.set(day, Math.floor(value / MINUTE_MS));
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
  /** The contract's country ('AT', 'DE'): its break rule applies. */
  country?: string;
}

/** Planned against worked per day, with the labour-law flags of each day. */
export function dayBalances(input: BalanceInput): DayBalance[] {
  const { from, to, contracts, worked, now, timeZone } = input;
  const minutes = minutesByLocalDay(worked, now, timeZone);
  const holidays = new Map(input.holidays.map((holiday) => [holiday.day, holiday]));
  const absences = new Map(input.absences.map((absence) => [absence.day, absence]));
  const flags = labourFlagsByDay(worked, now, timeZone, input.country);
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
 * AZG/ArbZG per local day: a missing break (over 6 h of work with less than 30 min of gaps
 * between the day's stretches; in Germany over 9 h with less than 45 min), over 10 h of
 * work, under 11 h of rest since the previous day's last stretch. Flags sit on the day on
 * which the work started.
 */
export function labourFlagsByDay(
  worked: TimeInterval[],
  now: Date,
  timeZone: string,
  country = 'AT',
): Map<string, LabourFlag[]> {
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
  const days = [...byDay.keys()].sort();
  let previousEnd: number | null = null;
  for (const day of days) {
    const stretches = byDay.get(day)!.sort((a, b) => a.start - b.start);
    const dayFlags: LabourFlag[] = [];
    const workedMs = stretches.reduce((sum, s) => sum + (s.end - s.start), 0);
    const first = stretches[0].start;
    const last = Math.max(...stretches.map((s) => s.end));
    const breakMs = last - first - workedMs;
    if (workedMs > BREAK_AFTER_MINUTES * MINUTE_MS && breakMs < MIN_BREAK_MINUTES * MINUTE_MS)
      dayFlags.push('break-missing');
    else if (
      country === 'DE' &&
      workedMs > LONG_BREAK_AFTER_MINUTES * MINUTE_MS &&
      breakMs < MIN_LONG_BREAK_MINUTES * MINUTE_MS
    )
      dayFlags.push('long-break-missing');
    if (workedMs > MAX_DAILY_MINUTES * MINUTE_MS) dayFlags.push('over-max-daily');
    if (previousEnd !== null && first - previousEnd < MIN_REST_MINUTES * MINUTE_MS)
      dayFlags.push('rest-too-short');
    previousEnd = previousEnd === null ? last : Math.max(previousEnd, last);
    if (dayFlags.length) flags.set(day, dayFlags);
  }
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
export function holidayAccount(input: {
  year: number;
  contracts: EmploymentContractTerms[];
  absences: AbsenceDay[];
  holidays: HolidayDay[];
  carriedOverDays: number;
  today: string;
}): HolidayAccount {
  const { year, contracts, today } = input;
  const contract = contractOn(contracts, `${year}-12-31`);
  const entitlementDays = contract?.holidayDaysPerYear ?? 0;
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

/** "7 h 30 min" (negative balances with a leading minus sign). */
export function formatMinutes(total: number): string {
  const sign = total < 0 ? '−' : '';
  const abs = Math.abs(total);
  return `${sign}${Math.floor(abs / 60)} h ${abs % 60} min`;
}
