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
  const contract = await admin.post('/api/employment-contracts', {
    user: { id: user.id },
    validFrom: '2026-01-01',
    weeklyMinutes: 2400,
    workingDays: [1, 2, 3, 4, 5],
    holidayDaysPerYear: 25,
    holidayCountry: 'AT',
    holidayState: '6',
  });
  if (contract.status !== 201) throw new Error(JSON.stringify(contract.body));
  const issued = await admin.post<{ data: { token: string; address: string } }>(
    '/api/terminal-tokens',
    { user: { id: user.id }, label: 'Test' },
  );
  if (issued.status !== 201) throw new Error(JSON.stringify(issued.body));
  const { token, address } = issued.body.data as { token: string; address: string };
  return { employeeId: Number(user.id), grazId, wienId, token, base: address };
}

export const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;
