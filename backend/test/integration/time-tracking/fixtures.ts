import { zonedDateTime } from '@bestellwerk/domain';
import { Client, DEMO_EMPLOYEE, TestApi } from '../api/harness';

export interface Staff {
  employeeId: number;
  grazId: number;
  wienId: number;
  token: string;
  base: string;
}

/** The demo employee with a full-time contract in Graz and a terminal token. */
export async function prepareStaff(api: TestApi, admin: Client): Promise<Staff> {
  const [user] = (await api.dataSource.query('SELECT id FROM `user` WHERE username = ?', [
    DEMO_EMPLOYEE.username,
  ])) as { id: number }[];
  const branches = (await api.dataSource.query('SELECT id, identifier FROM branch')) as {
    id: number;
    identifier: string;
  }[];
  const grazId = branches.find((b) => b.identifier === 'graz-hauptplatz')!.id;
  const wienId = branches.find((b) => b.identifier !== 'graz-hauptplatz')!.id;
  await giveContract(admin, user.id, 2400);
  const issued = await admin.post<{ data: { token: string; address: string } }>(
    '/api/terminal-tokens',
    { user: { id: user.id }, label: 'Test' },
  );
  if (issued.status !== 201) throw new Error(JSON.stringify(issued.body));
  const { token, address } = issued.body.data as { token: string; address: string };
  return { employeeId: Number(user.id), grazId, wienId, token, base: address };
}

/** A Styrian contract from 1.1.2026, Monday to Friday, with these weekly minutes. */
export async function giveContract(admin: Client, userId: number, weeklyMinutes: number) {
  const contract = await admin.post('/api/employment-contracts', {
    user: { id: userId },
    validFrom: '2026-01-01',
    weeklyMinutes,
    workingDays: [1, 2, 3, 4, 5],
    holidayDaysPerYear: 25,
    holidayCountry: 'AT',
    holidayState: '6',
  });
  if (contract.status !== 201) throw new Error(JSON.stringify(contract.body));
}

/** Vienna wall-clock time as the instant the API takes. */
export const at = (day: string, time: string) =>
  zonedDateTime(day, time, 'Europe/Vienna').toISOString();

export const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;
