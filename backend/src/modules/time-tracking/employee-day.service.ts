import { Injectable } from '@nestjs/common';
import {
  activityActionsFrom,
  type ActivityState,
  type DayBalance,
  activityStateOf,
  addDays,
  remainingWorkText,
  toLocal,
} from '@bestellwerk/domain';
import { DataSource, In } from 'typeorm';
import { User } from '../users';
import { ActivityService } from './activity.service';
import { presentActivity } from './activity.presenter';
import { WorkingSchedule } from './entities/working-schedule.entity';
import { type PlannedShift, shiftsBetween } from './schedule-shifts';
import { TIME_ZONE, TimeSheetService, timesOf, today } from './time-sheet.service';

/**
 * What remains of the employee's service at `now`: while they work (running or paused),
 * until the end of the last planned shift that is not over yet and began today or
 * yesterday (a night shift); otherwise the day's target minus worked and credited minutes.
 * Never below 0.
 */
export function remainingMinutesOf(
  shifts: PlannedShift[],
  state: ActivityState,
  todayBalance: Pick<DayBalance, 'plannedMinutes' | 'workedMinutes' | 'creditedMinutes'>,
  now: Date,
): number {
  const day = today(now);
  const open = shifts.filter(
    (shift) => shift.end.getTime() > now.getTime() && toLocal(shift.start, TIME_ZONE).date <= day,
  );
  if (open.length && state !== 'none' && state !== 'ended')
    return Math.max(0, Math.ceil((open[open.length - 1].end.getTime() - now.getTime()) / 60_000));
  return Math.max(
    0,
    todayBalance.plannedMinutes - todayBalance.workedMinutes - todayBalance.creditedMinutes,
  );
}

/** What an employee sees of their own day: the terminal's screen and /me. */
@Injectable()
export class EmployeeDayService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivityService,
    private readonly sheets: TimeSheetService,
  ) {}

  schedules(userIds: number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.dataSource
      .getRepository(WorkingSchedule)
      .find({ where: { user: { id: In(userIds) } }, order: { id: 'ASC' } });
  }

  async shifts(userId: number, from: string, to: string) {
    return shiftsBetween(await this.schedules([userId]), from, to).map((shift) => ({
      scheduleId: shift.scheduleId,
      day: shift.day,
      start: shift.start.toISOString(),
      end: shift.end.toISOString(),
      branch: shift.branch,
    }));
  }

  /**
   * The employee's state, today's worked and planned minutes and what remains until the
   * end of service: the end of today's planned shift if there is one, else the contract's
   * daily target minus what was worked.
   */
  async me(userId: number, now = new Date()) {
    const user = await this.dataSource
      .getRepository(User)
      .findOneOrFail({ where: { id: userId }, relations: { branches: true } });
    const current = await this.activities.current(userId);
    const state = activityStateOf(current ? timesOf(current) : null);
    const day = today(now);
    const balance = await this.sheets.balance(user, day, day, now);
    const todayBalance = balance.days[0];
    const remaining = remainingMinutesOf(
      shiftsBetween(await this.schedules([userId]), addDays(day, -1), day),
      state,
      todayBalance,
      now,
    );
    return {
      user: {
        id: user.id,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
      },
      state,
      actions: activityActionsFrom(state),
      workingActivity: current ? presentActivity(current, now) : null,
      todayWorkedMinutes: todayBalance.workedMinutes,
      todayPlannedMinutes: todayBalance.plannedMinutes,
      remainingMinutes: remaining,
      remainingText: remainingWorkText(remaining),
      balanceMinutes: balance.closingMinutes,
      branches: user.branches.map((branch) => ({
        id: branch.id,
        identifier: branch.identifier,
        name: branch.name,
      })),
    };
  }
}
