import { http } from './client';
import { crud } from './crud';
import type { Schemas } from './schemas';

/** Time tracking (backoffice-api.md §7, mfe-timetracking): the generated answer types. */
export type WorkingActivity = Schemas['WorkingActivityResponse'];
export type PresentEmployee = Schemas['PresentEmployeeResponse'];
export type UserBalance = Schemas['UserBalanceResponse'];
export type DayBalance = Schemas['DayBalanceResponse'];
export type HolidayAccount = Schemas['HolidayAccountResponse'];
export type WorkingSchedule = Schemas['WorkingScheduleResponse'];
export type EmploymentContract = Schemas['EmploymentContractResponse'];
export type Absence = Schemas['AbsenceResponse'];
export type Project = Schemas['ProjectResponse'];
export type Task = Schemas['TaskResponse'];
export type TaskView = Schemas['TaskViewResponse'];
export type TerminalToken = Schemas['TerminalTokenResponse'];

export type SchedulePayload = Schemas['CreateScheduleDto'];
export type ContractPayload = Schemas['CreateContractDto'];
export type AbsencePayload = Schemas['CreateAbsenceDto'];
export type ProjectPayload = Schemas['CreateProjectDto'];
export type PinPayload = Schemas['SetPinDto'];
export type TaskPayload = Schemas['CreateTaskDto'];

/** A correction of an activity and a new one entered by a manager: the generated bodies. */
export type ActivityCorrection = Schemas['CorrectActivityDto'];
export type ActivityPayload = Schemas['CreateActivityDto'];

const query = (params: Record<string, string | number | boolean | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;

export const timeTrackingApi = {
  activities: {
    list: (params: {
      user?: number;
      branch?: number;
      from?: string;
      to?: string;
      history?: boolean;
    }) => http.get<WorkingActivity[]>('/working-activities', query(params)),
    present: (branch?: number) =>
      http.get<PresentEmployee[]>('/working-activities/present', query({ branch })),
    create: (payload: ActivityPayload) =>
      http.post<WorkingActivity>('/working-activities', payload),
    correct: (id: number, correction: ActivityCorrection) =>
      http.put<WorkingActivity>(`/working-activities/${id}`, correction),
  },
  schedules: {
    ...crud<WorkingSchedule, SchedulePayload>('/working-schedules'),
    /** „Woche kopieren“: the single shifts of the week from `monday` into the next, all or none. */
    copyWeek: (monday: string) =>
      http.post<Schemas['CopyWeekResponse']>('/working-schedules/copy-week', {
        from: monday,
      } satisfies Schemas['CopyWeekDto']),
  },
  contracts: crud<EmploymentContract, ContractPayload>('/employment-contracts'),
  absences: {
    ...crud<Absence, AbsencePayload>('/absences'),
    list: (params: { status?: string; user?: number } = {}) =>
      http.get<Absence[]>('/absences', query(params)),
    approve: (id: number) => http.post<Absence>(`/absences/${id}/approve`),
    reject: (id: number) => http.post<Absence>(`/absences/${id}/reject`),
  },
  projects: crud<Project, ProjectPayload>('/projects'),
  tasks: {
    ...crud<Task, TaskPayload>('/tasks'),
    logView: (id: number) => http.post<TaskView>(`/tasks/${id}/log-view`),
    views: (id: number) => http.get<TaskView[]>(`/tasks/${id}/views`),
  },
  sheets: {
    balances: (params: { user?: number; from?: string; to?: string } = {}) =>
      http.get<UserBalance[]>('/time-sheets/balances', query(params)),
    holidayBalances: (params: { user?: number; year?: number } = {}) =>
      http.get<HolidayAccount[]>('/time-sheets/holiday-balances', query(params)),
    /** The month sheet's address (a download link): /api/time-sheets/{user}/{YYYY-MM}.{format} */
    monthSheetUrl: (userId: number, month: string, format: 'pdf' | 'csv' | 'xlsx') =>
      `/api/time-sheets/${userId}/${month}.${format}`,
  },
  terminalTokens: {
    list: (user?: number) => http.get<TerminalToken[]>('/terminal-tokens', query({ user })),
    issue: (user: number, label?: string) =>
      http.post<TerminalToken>('/terminal-tokens', { user: { id: user }, label }),
    revoke: (id: number) => http.delete<TerminalToken>(`/terminal-tokens/${id}`),
    /** Sets or replaces the employee's terminal PIN (4–8 digits); the server keeps only a hash. */
    setPin: (user: number, pin: PinPayload['pin']) =>
      http.put<Schemas['DoneResponse']>(`/terminal-tokens/pin/${user}`, {
        pin,
      } satisfies PinPayload),
  },
};
