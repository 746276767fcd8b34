import { Injectable } from '@nestjs/common';
import {
  AbsenceDay,
  DEFAULT_TIME_ZONE,
  DayBalance,
  EmploymentContractTerms,
  HolidayAccount,
  LabourCountry,
  type LabourRuleOptions,
  TimeInterval,
  PeriodFigures,
  addDays,
  countedDays,
  dayBalances,
  daysOf,
  holidayAccount,
  isoWeekday,
  labourCountry,
  periodBalances,
  periodFigures,
  toLocal,
  workedIntervals,
  zonedInstant,
} from '@bestellwerk/domain';
import { publicHolidaysBetween } from '@bestellwerk/domain/dist/public-holidays';
import { SettingsService } from '../settings';
import { DataSource, In, IsNull, LessThan, MoreThanOrEqual } from 'typeorm';
import { User } from '../users';
import { Absence } from './entities/absence.entity';
import { EmploymentContract } from './entities/employment-contract.entity';
import { WorkingActivity } from './entities/working-activity.entity';

export const TIME_ZONE = DEFAULT_TIME_ZONE;

/** One person's period: the day rows and the figures of libs/domain periodFigures. */
export interface UserBalance extends PeriodFigures {
  user: { id: number; username: string; firstName: string; lastName: string };
  from: string;
  to: string;
  /**
   * The country whose labour-law table flagged the days (that of the contract in force on
   * `to`; Austria's without one): labourFlagLabel(flag, labourCountry) names each flag.
   */
  labourCountry: LabourCountry;
  days: DayBalance[];
  weeks: ReturnType<typeof periodBalances>;
  months: ReturnType<typeof periodBalances>;
}

const userRef = (user: User) => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** A local day's first instant in Vienna. */
export const dayStart = (day: string) => zonedInstant(day, 0, TIME_ZONE);

export const today = (now = new Date()) => toLocal(now, TIME_ZONE).date;

/**
 * Zeitsalden and Urlaubskonten: everything computed from contracts, activities (without
 * the superseded originals of corrections), approved absences and public holidays.
 */
@Injectable()
export class TimeSheetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  contracts(userIds: number[]): Promise<EmploymentContract[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(EmploymentContract).find({
      where: { user: { id: In(userIds) } },
      order: { validFrom: 'ASC' },
    });
  }

  /** Activities that touch the local days from `from` to `to` (open ones included). */
  async activities(
    from: string,
    to: string,
    filter: { userIds?: number[]; branchIds?: number[] },
  ): Promise<WorkingActivity[]> {
    const start = dayStart(from);
    const end = dayStart(addDays(to, 1));
    const base = {
      supersededById: IsNull(),
      startedAt: LessThan(end),
      ...(filter.userIds ? { user: { id: In(filter.userIds) } } : {}),
      ...(filter.branchIds ? { branch: { id: In(filter.branchIds) } } : {}),
    };
    return this.dataSource.getRepository(WorkingActivity).find({
      where: [
        { ...base, endedAt: IsNull() },
        { ...base, endedAt: MoreThanOrEqual(start) },
      ],
      order: { startedAt: 'ASC' },
    });
  }

  async absenceDays(userId: number, from: string, to: string): Promise<AbsenceDay[]> {
    const absences = await this.dataSource.getRepository(Absence).find({
      where: { user: { id: userId }, status: 'approved' },
    });
    return absenceDaysOf(absences, from, to);
  }

  /** Planned against worked for one user, with the overtime carried in from before. */
  async balance(user: User, from: string, to: string, now = new Date()): Promise<UserBalance> {
    const contracts = await this.contracts([user.id]);
    const days = await this.days(user.id, contracts, historyFrom(contracts, from), to, now);
    return userBalanceOf(user, contracts, days, from, to, now);
  }

  /** Day balances of one user from `from` to `to`. */
  async days(
    userId: number,
    contracts: EmploymentContract[],
    from: string,
    to: string,
    now = new Date(),
  ): Promise<DayBalance[]> {
    // From the Sunday before the first ISO week: the weekly limit counts the whole week, the
    // rest rule the day before (for a range that starts on a Monday: that Sunday).
    const loadFrom = addDays(from, -isoWeekday(from));
    const [activities, absences, config] = await Promise.all([
      this.activities(loadFrom, to, { userIds: [userId] }),
      this.absenceDays(userId, from, to),
      this.settings.get(),
    ]);
    return dayBalancesOf({
      from,
      to,
      contracts,
      activities,
      absences,
      now,
      labourOptions: { hospitalityRestReduction: config.hospitalityRestReduction },
    });
  }

  /** The holiday accounts of a year for these users (carried over year by year). */
  async holidayAccounts(
    users: User[],
    year: number,
    now = new Date(),
  ): Promise<(HolidayAccount & { user: ReturnType<typeof userRef> })[]> {
    const contracts = await this.contracts(users.map((user) => user.id));
    const result = [];
    for (const user of users) {
      const own = contracts.filter((contract) => contract.user.id === user.id);
      if (own.length === 0) continue;
      const firstYear = firstHolidayYear(own, year);
      const absences = await this.absenceDays(user.id, `${firstYear}-01-01`, `${year}-12-31`);
      result.push({ ...holidayAccountOf(own, absences, year, now), user: userRef(user) });
    }
    return result;
  }
}

export function termsOf(contract: EmploymentContract): EmploymentContractTerms {
  return {
    validFrom: contract.validFrom,
    weeklyMinutes: contract.weeklyMinutes,
    workingDays: contract.workingDays,
    holidayDaysPerYear: contract.holidayDaysPerYear,
  };
}

export function timesOf(activity: WorkingActivity) {
  return {
    start: new Date(activity.startedAt),
    end: activity.endedAt ? new Date(activity.endedAt) : null,
    pauses: activity.pauses.map((pause) => ({
      start: new Date(pause.startedAt),
      end: pause.endedAt ? new Date(pause.endedAt) : null,
    })),
  };
}

/**
 * The pure part of the balances, apart from the database: the services above only fetch
 * contracts (ascending by validFrom), activities and approved absences and hand them here.
 */

/** Approved absences as single days, cut to the days from `from` to `to`. */
export function absenceDaysOf(
  absences: Pick<Absence, 'fromDay' | 'toDay' | 'kind' | 'halfDay'>[],
  from: string,
  to: string,
): AbsenceDay[] {
  return absences.flatMap((absence) =>
    daysOf(
      absence.fromDay < from ? from : absence.fromDay,
      absence.toDay > to ? to : absence.toDay,
    ).map((day) => ({ day, kind: absence.kind, halfDay: absence.halfDay })),
  );
}

/**
 * The first day a balance must be computed from: the first contract's start if it lies
 * before `from` (the overtime before `from` is carried in), else `from`.
 */
export function historyFrom(contracts: EmploymentContract[], from: string): string {
  const first = contracts[0]?.validFrom ?? from;
  return first < from ? first : from;
}

/**
 * Day balances from `from` to `to` of one user's contracts, activities (worked time, pauses
 * excluded, open ones up to `now`) and absence days; public holidays and the labour-law
 * table are those of the contract in force on each day (see contractStretches).
 */
export function dayBalancesOf(input: {
  from: string;
  to: string;
  contracts: EmploymentContract[];
  activities: WorkingActivity[];
  absences: AbsenceDay[];
  now: Date;
  /** The shop's options of the labour-law rules (the hospitality rest reduction). */
  labourOptions?: LabourRuleOptions;
}): DayBalance[] {
  const { from, to, contracts, now } = input;
  const worked: TimeInterval[] = input.activities.flatMap((activity) =>
    workedIntervals(timesOf(activity), now),
  );
  const terms = contracts.map(termsOf);
  // Each stretch of days under its own contract's holidays and labour-law table: a move to
  // another country or state from a date never rewrites the days before it. The flags still
  // see all worked time (the rest before and the week around the stretch).
  return contractStretches(contracts, from, to).flatMap((stretch) =>
    dayBalances({
      from: stretch.from,
      to: stretch.to,
      contracts: terms,
      worked,
      absences: input.absences,
      holidays: stretch.contract
        ? publicHolidaysBetween(
            stretch.from,
            stretch.to,
            stretch.contract.holidayCountry,
            stretch.contract.holidayState || null,
          )
        : [],
      now,
      timeZone: TIME_ZONE,
      country: stretch.contract?.holidayCountry,
      labourOptions: input.labourOptions,
    }),
  );
}

/**
 * The days from `from` to `to` cut where a contract (ascending by validFrom) begins, each
 * stretch with the contract in force on it; days before the first contract go with the
 * first one (their target is 0, their holidays are named). None without contracts.
 */
export function contractStretches(
  contracts: EmploymentContract[],
  from: string,
  to: string,
): { from: string; to: string; contract: EmploymentContract | null }[] {
  if (from > to) return [];
  const starts = contracts.filter((contract) => contract.validFrom > from);
  const stretches = [];
  let start = from;
  let current: EmploymentContract | null = contractOnDay(contracts, from) ?? null;
  for (const next of starts) {
    if (next.validFrom > to) break;
    if (next === current) continue;
    if (next.validFrom > start)
      stretches.push({ from: start, to: addDays(next.validFrom, -1), contract: current });
    start = next.validFrom;
    current = next;
  }
  stretches.push({ from: start, to, contract: current });
  return stretches;
}

/** The contract in force on `day` (the first one before it begins), if any. */
export function contractOnDay(contracts: EmploymentContract[], day: string) {
  return [...contracts].reverse().find((contract) => contract.validFrom <= day) ?? contracts[0];
}

/**
 * One user's balance from `from` to `to` out of the day balances from
 * {@link historyFrom} on: the days before `from` and the first contract's opening
 * overtime are the carry-in; days still to come show their target but count nothing yet.
 */
export function userBalanceOf(
  user: User,
  contracts: EmploymentContract[],
  history: DayBalance[],
  from: string,
  to: string,
  now: Date,
): UserBalance {
  const current = today(now);
  const days = countedDays(history, current);
  const before = days.filter((day) => day.day < from);
  const within = days.filter((day) => day.day >= from);
  const openingMinutes =
    (contracts[0]?.openingOvertimeMinutes ?? 0) +
    before.reduce((sum, day) => sum + day.differenceMinutes, 0);
  return {
    user: userRef(user),
    from,
    to,
    labourCountry: labourCountry(contractOnDay(contracts, to)?.holidayCountry),
    days: within,
    weeks: periodBalances(within, 'week', openingMinutes),
    months: periodBalances(within, 'month', openingMinutes),
    ...periodFigures(within, openingMinutes, current),
  };
}

/** The first year of a user's holiday accounts: the first contract's, at most `year`. */
export function firstHolidayYear(contracts: EmploymentContract[], year: number): number {
  return Math.min(year, Number(contracts[0].validFrom.slice(0, 4)));
}

/**
 * The holiday account of `year` for one user's contracts (at least one, ascending) and
 * absence days from {@link firstHolidayYear} on: each year's remainder is carried into the
 * next, starting with the first contract's opening days.
 */
export function holidayAccountOf(
  contracts: EmploymentContract[],
  absences: AbsenceDay[],
  year: number,
  now: Date,
): HolidayAccount {
  let carried = contracts[0].openingHolidayDays;
  let account: HolidayAccount | null = null;
  for (let current = firstHolidayYear(contracts, year); current <= year; current++) {
    account = holidayAccount({
      year: current,
      contracts: contracts.map(termsOf),
      absences,
      // Each part of the year with the holidays of the contract in force then.
      holidays: contractStretches(contracts, `${current}-01-01`, `${current}-12-31`).flatMap(
        (stretch) =>
          publicHolidaysBetween(
            stretch.from,
            stretch.to,
            stretch.contract!.holidayCountry,
            stretch.contract!.holidayState || null,
          ),
      ),
      carriedOverDays: carried,
      today: today(now),
    });
    carried = account.remainingDays;
  }
  return account!;
}
