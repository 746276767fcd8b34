import { Injectable } from '@nestjs/common';
import {
  AbsenceDay,
  DEFAULT_TIME_ZONE,
  DayBalance,
  EmploymentContractTerms,
  HolidayAccount,
  LabourCountry,
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
   * The country whose labour-law table flagged the days (the latest contract's; Austria's
   * without one): labourFlagLabel(flag, labourCountry) names each flag.
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
    return absences.flatMap((absence) =>
      daysOf(
        absence.fromDay < from ? from : absence.fromDay,
        absence.toDay > to ? to : absence.toDay,
      ).map((day) => ({ day, kind: absence.kind, halfDay: absence.halfDay })),
    );
  }

  /** Planned against worked for one user, with the overtime carried in from before. */
  async balance(user: User, from: string, to: string, now = new Date()): Promise<UserBalance> {
    const contracts = await this.contracts([user.id]);
    const first = contracts[0]?.validFrom ?? from;
    const historyFrom = first < from ? first : from;
    // Days still to come show their target but do not count against the balance yet.
    const current = today(now);
    const days = countedDays(await this.days(user.id, contracts, historyFrom, to, now), current);
    const before = days.filter((day) => day.day < from);
    const within = days.filter((day) => day.day >= from);
    const openingMinutes =
      (contracts[0]?.openingOvertimeMinutes ?? 0) +
      before.reduce((sum, day) => sum + day.differenceMinutes, 0);
    return {
      user: userRef(user),
      from,
      to,
      labourCountry: labourCountry(contracts[contracts.length - 1]?.holidayCountry),
      days: within,
      weeks: periodBalances(within, 'week', openingMinutes),
      months: periodBalances(within, 'month', openingMinutes),
      ...periodFigures(within, openingMinutes, current),
    };
  }

  /** Day balances of one user from `from` to `to`. */
  async days(
    userId: number,
    contracts: EmploymentContract[],
    from: string,
    to: string,
    now = new Date(),
  ): Promise<DayBalance[]> {
    // From the Monday of the first week: the weekly limit counts the whole ISO week, the rest
    // rule the day before.
    const weekStart = addDays(from, 1 - isoWeekday(from));
    const activities = await this.activities(weekStart, to, { userIds: [userId] });
    const worked: TimeInterval[] = activities.flatMap((activity) =>
      workedIntervals(timesOf(activity), now),
    );
    const latest = contracts[contracts.length - 1];
    return dayBalances({
      from,
      to,
      contracts: contracts.map(termsOf),
      worked,
      absences: await this.absenceDays(userId, from, to),
      holidays: latest
        ? publicHolidaysBetween(from, to, latest.holidayCountry, latest.holidayState || null)
        : [],
      now,
      timeZone: TIME_ZONE,
      country: latest?.holidayCountry,
      labourOptions: {
        hospitalityRestReduction: (await this.settings.get()).hospitalityRestReduction,
      },
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
      const firstYear = Math.min(year, Number(own[0].validFrom.slice(0, 4)));
      const latest = own[own.length - 1];
      const absences = await this.absenceDays(user.id, `${firstYear}-01-01`, `${year}-12-31`);
      let carried = own[0].openingHolidayDays;
      let account: HolidayAccount | null = null;
      for (let current = firstYear; current <= year; current++) {
        account = holidayAccount({
          year: current,
          contracts: own.map(termsOf),
          absences,
          holidays: publicHolidaysBetween(
            `${current}-01-01`,
            `${current}-12-31`,
            latest.holidayCountry,
            latest.holidayState || null,
          ),
          carriedOverDays: carried,
          today: today(now),
        });
        carried = account.remainingDays;
      }
      if (account) result.push({ ...account, user: userRef(user) });
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
