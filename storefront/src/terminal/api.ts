import type { Schemas } from '@bestellwerk/api-client/schema';
import { ApiError } from '../shared/client';

/** The terminal's calls: the branch tablet's and the employee's own (backoffice-api.md §7). */

export { client } from '../shared/client';

/** An answer as the terminal reads it: the data, or the refusal's status and first message. */
export interface Reply<T> {
  status: number;
  data?: T;
  message?: string;
}

/** The answers as the OpenAPI document describes them (libs/api-client, generated). */
export type Me = Schemas['TerminalMeResponse'];
export type Activity = Schemas['WorkingActivityResponse'];
export type Shift = Schemas['ShiftResponse'];
export type MonthBalance = Schemas['UserBalanceResponse'];
export type Employee = Schemas['TerminalEmployeeResponse'];
export type HolidayAccount = Schemas['HolidayAccountResponse'];
/** An employee's terminal access: the login's answer, or read from the personal address. */
export type Session = Schemas['TerminalLoginResponse'];

/**
 * Waits for a call of the typed client: rejects only when the network fails; an HTTP
 * error is a reply with its status and first message (all the terminal's answers are 200).
 */
export async function reply<T>(answer: Promise<T>): Promise<Reply<T>> {
  try {
    return { status: 200, data: await answer };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      return { status: error.status, message: error.serverMessage ?? undefined };
    throw error;
  }
}

/** The path parameters of an employee's own calls (/api/time-tracking/{token}/{username}/…). */
export const userPath = (s: Session) => ({ path: { token: s.token, username: s.username } });

/** Where the page was opened: a branch's tablet or an employee's own address. */
export type Place =
  | { kind: 'branch'; branch: { branchId: number; apiKey: string } }
  | { kind: 'personal'; session: Session }
  | { kind: 'unknown' };

export function placeOf(pathname: string): Place {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'api' || parts.length < 4) return { kind: 'unknown' };
  if (parts[1] === 'time-tracking-terminal')
    return {
      kind: 'branch',
      branch: { branchId: Number(parts[2]), apiKey: decodeURIComponent(parts[3]) },
    };
  if (parts[1] === 'time-tracking')
    return {
      kind: 'personal',
      session: { token: decodeURIComponent(parts[2]), username: decodeURIComponent(parts[3]) },
    };
  return { kind: 'unknown' };
}
