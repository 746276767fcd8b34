import { http } from './client';
import { crud } from './crud';
import type { Schemas } from './schemas';
import type { QueryOf } from './typed';

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

export const timeTrackingApi = {
  activities: {
    list: (query: QueryOf<'/api/working-activities'>) =>
      http.get('/api/working-activities', { params: { query } }),
    present: (branch?: number) =>
      http.get('/api/working-activities/present', { params: { query: { branch } } }),
    create: (payload: ActivityPayload) => http.post('/api/working-activities', { body: payload }),
    correct: (id: number, correction: ActivityCorrection) =>
      http.put('/api/working-activities/{id}', { params: { path: { id } }, body: correction }),
  },
  schedules: {
    ...crud('/api/working-schedules'),
    /** „Woche kopieren“: the single shifts of the week from `monday` into the next, all or none. */
    copyWeek: (monday: string) =>
      http.post('/api/working-schedules/copy-week', { body: { from: monday } }),
  },
  contracts: crud('/api/employment-contracts'),
  absences: {
    ...crud('/api/absences'),
    list: (query: QueryOf<'/api/absences'> = {}) =>
      http.get('/api/absences', { params: { query } }),
    approve: (id: number) => http.post('/api/absences/{id}/approve', { params: { path: { id } } }),
    reject: (id: number) => http.post('/api/absences/{id}/reject', { params: { path: { id } } }),
  },
  projects: crud('/api/projects'),
  tasks: {
    ...crud('/api/tasks'),
    logView: (id: number) => http.post('/api/tasks/{id}/log-view', { params: { path: { id } } }),
    views: (id: number) => http.get('/api/tasks/{id}/views', { params: { path: { id } } }),
  },
  sheets: {
    balances: (query: QueryOf<'/api/time-sheets/balances'> = {}) =>
      http.get('/api/time-sheets/balances', { params: { query } }),
    holidayBalances: (query: QueryOf<'/api/time-sheets/holiday-balances'> = {}) =>
      http.get('/api/time-sheets/holiday-balances', { params: { query } }),
    /** The month sheet's address (a download link): /api/time-sheets/{user}/{YYYY-MM}.{format} */
    monthSheetUrl: (userId: number, month: string, format: 'pdf' | 'csv' | 'xlsx') =>
      `/api/time-sheets/${userId}/${month}.${format}`,
  },
  terminalTokens: {
    list: (user?: number) => http.get('/api/terminal-tokens', { params: { query: { user } } }),
    issue: (user: number, label?: string) =>
      http.post('/api/terminal-tokens', { body: { user: { id: user }, label } }),
    revoke: (id: number) => http.delete('/api/terminal-tokens/{id}', { params: { path: { id } } }),
    /** Sets or replaces the employee's terminal PIN (4–8 digits); the server keeps only a hash. */
    setPin: (user: number, pin: PinPayload['pin']) =>
      http.put('/api/terminal-tokens/pin/{id}', { params: { path: { id: user } }, body: { pin } }),
  },
};
