/** Working time per Europe/Vienna calendar day, read by the statistics module. */
export interface WorkingTimeQuery {
  from: string; // YYYY-MM-DD, inclusive
  to: string; // YYYY-MM-DD, inclusive
  branchIds?: number[];
  userId?: number;
}
export interface MinutesPerDay {
  day: string; // YYYY-MM-DD
  minutes: number;
}
export abstract class WorkingTimeReader {
  abstract workedMinutesByDay(query: WorkingTimeQuery): Promise<MinutesPerDay[]>;
  abstract plannedMinutesByDay(query: WorkingTimeQuery): Promise<MinutesPerDay[]>;
}
