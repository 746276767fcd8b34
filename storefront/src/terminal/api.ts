import type { Schemas } from '@bestellwerk/api-client/schema';

/** The terminal's calls: the branch tablet's and the employee's own (backoffice-api.md §7). */

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

export interface Session {
  token: string;
  username: string;
}

/** Rejects only when the network fails; an HTTP error is a reply with its first message. */
export async function call<T>(method: string, url: string, body?: unknown): Promise<Reply<T>> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as {
    data?: T;
    errors?: { message?: string }[];
  };
  return { status: response.status, data: json.data, message: json.errors?.[0]?.message };
}

export const userBase = (s: Session) =>
  `/api/time-tracking/${encodeURIComponent(s.token)}/${encodeURIComponent(s.username)}`;

/** Where the page was opened: a branch's tablet or an employee's own address. */
export type Place =
  { kind: 'branch'; base: string } | { kind: 'personal'; session: Session } | { kind: 'unknown' };

export function placeOf(pathname: string): Place {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'api' || parts.length < 4) return { kind: 'unknown' };
  if (parts[1] === 'time-tracking-terminal')
    return { kind: 'branch', base: `/api/${parts[1]}/${parts[2]}/${parts[3]}` };
  if (parts[1] === 'time-tracking')
    return {
      kind: 'personal',
      session: { token: decodeURIComponent(parts[2]), username: decodeURIComponent(parts[3]) },
    };
  return { kind: 'unknown' };
}
