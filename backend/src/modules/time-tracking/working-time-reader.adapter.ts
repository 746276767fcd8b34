import { Injectable } from '@nestjs/common';
import { daysOf, workedIntervals, minutesByLocalDay } from '@bestellwerk/domain';
import { DataSource, In } from 'typeorm';
import {
  MinutesPerDay,
  WorkingTimeQuery,
  WorkingTimeReader,
} from './contracts/working-time-reader';
import { WorkingSchedule } from './entities/working-schedule.entity';
import { plannedMinutesByDay, shiftsBetween } from './schedule-shifts';
import { TIME_ZONE, TimeSheetService, timesOf } from './time-sheet.service';

/**
 * The statistics module's view of working time: worked minutes from the activities (without
 * superseded originals), planned minutes from the schedules („Planung“), per Vienna day,
 * every day of the range listed (0 where nothing happened).
 */
@Injectable()
export class WorkingTimeReaderAdapter extends WorkingTimeReader {
  constructor(
    private readonly sheets: TimeSheetService,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  async workedMinutesByDay(query: WorkingTimeQuery): Promise<MinutesPerDay[]> {
    const activities = await this.sheets.activities(query.from, query.to, {
      userIds: query.userId ? [query.userId] : undefined,
      branchIds: query.branchIds,
    });
    const now = new Date();
    const minutes = minutesByLocalDay(
      activities.flatMap((activity) => workedIntervals(timesOf(activity), now)),
      now,
      TIME_ZONE,
    );
    return daysOf(query.from, query.to).map((day) => ({ day, minutes: minutes.get(day) ?? 0 }));
  }

  async plannedMinutesByDay(query: WorkingTimeQuery): Promise<MinutesPerDay[]> {
    const schedules = await this.dataSource.getRepository(WorkingSchedule).find({
      where: {
        ...(query.userId ? { user: { id: query.userId } } : {}),
        ...(query.branchIds ? { branch: { id: In(query.branchIds) } } : {}),
      },
    });
    const minutes = plannedMinutesByDay(shiftsBetween(schedules, query.from, query.to));
    return daysOf(query.from, query.to).map((day) => ({ day, minutes: minutes.get(day) ?? 0 }));
  }
}
