import { Client, DEMO_EMPLOYEE, TestApi, countRows, startTestApi } from '../api/harness';
import { errorMessages } from '../../support/error-messages';
import { Staff, data, prepareStaff } from './fixtures';

/** Three times the default pool (DB_POOL_SIZE 10). */
const BURST = 30;

interface Shift {
  id: number;
  kind: string;
  date: string | null;
  startTime: string;
  endTime: string;
  user: { id: number };
}

/**
 * Planung's „Woche kopieren“ (issue 31): the week's single shifts one week later in one
 * transaction, never twice — a second click, a retry after a lost answer or many copies at
 * once leave each shift once in the next week. Bad input is a German 422 and stores nothing.
 */
describe(`time tracking: copying a week of shifts, entering absences (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    staff = await prepareStaff(api, admin);
  }, 180_000);
  afterAll(() => api?.close(), 60_000);

  const shift = async (date: string, startTime: string, endTime: string) => {
    const reply = await admin.post('/api/working-schedules', {
      user: { id: staff.employeeId },
      branch: { id: staff.grazId },
      kind: 'single',
      date,
      startTime,
      endTime,
    });
    expect(reply.status).toBe(201);
  };
  /** The single shifts from–to as „day start-end“, sorted. */
  const inRange = async (from: string, to: string) =>
    data<Shift[]>(await admin.get('/api/working-schedules?perPage=1000'))
      .filter((s) => s.kind === 'single' && s.date! >= from && s.date! <= to)
      .map((s) => `${s.date} ${s.startTime}-${s.endTime}`)
      .sort();

  it('copies the single shifts into the next week once; what is there already is skipped', async () => {
    await shift('2026-03-02', '08:00', '16:00');
    await shift('2026-03-04', '12:00', '20:00');
    await shift('2026-03-06', '22:00', '06:00');
    // The next week already has Wednesday's shift.
    await shift('2026-03-11', '12:00', '20:00');

    const first = await admin.post('/api/working-schedules/copy-week', { from: '2026-03-02' });
    expect(first.status).toBe(200);
    expect(data(first)).toEqual({ copied: 2, skipped: 1 });
    expect(await inRange('2026-03-09', '2026-03-15')).toEqual([
      '2026-03-09 08:00-16:00',
      '2026-03-11 12:00-20:00',
      '2026-03-13 22:00-06:00',
    ]);

    const again = await admin.post('/api/working-schedules/copy-week', { from: '2026-03-02' });
    expect(data(again)).toEqual({ copied: 0, skipped: 3 });
    expect(await inRange('2026-03-09', '2026-03-15')).toHaveLength(3);
  });

  it(`copies one week ${BURST} times at once: each shift once, no 5xx`, async () => {
    await shift('2026-04-06', '07:00', '15:00');
    await shift('2026-04-07', '07:00', '15:00');
    await shift('2026-04-08', '15:00', '23:00');
    const replies = await Promise.all(
      Array.from({ length: BURST }, () =>
        admin.post('/api/working-schedules/copy-week', { from: '2026-04-06' }),
      ),
    );
    expect(replies.filter((r) => r.status !== 200)).toEqual([]);
    const copied = replies.map((r) => data<{ copied: number }>(r).copied);
    expect(copied.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(await inRange('2026-04-13', '2026-04-19')).toEqual([
      '2026-04-13 07:00-15:00',
      '2026-04-14 07:00-15:00',
      '2026-04-15 15:00-23:00',
    ]);
  });

  it('refuses a day that is not a Monday, a wrong date and an employee, storing nothing', async () => {
    const before = await countRows(api, 'working_schedule');
    const tuesday = await admin.post('/api/working-schedules/copy-week', { from: '2026-03-03' });
    expect(tuesday.status).toBe(422);
    expect(errorMessages(tuesday.body)).toEqual(['„Woche“ muss ein Montag sein.']);
    const wrong = await admin.post('/api/working-schedules/copy-week', { from: '02.03.2026' });
    expect(wrong.status).toBe(422);
    expect(errorMessages(wrong.body)).toEqual(['„Woche“ muss ein Datum (JJJJ-MM-TT) sein.']);
    const employee = api.client();
    await employee.login(DEMO_EMPLOYEE.username, DEMO_EMPLOYEE.password);
    const refused = await employee.post('/api/working-schedules/copy-week', { from: '2026-03-02' });
    expect(refused.status).toBe(403);
    expect(await countRows(api, 'working_schedule')).toBe(before);
  });

  it(`enters ${BURST} absences for an employee at once: each stored once, decided, one word each`, async () => {
    const before = await countRows(api, 'absence');
    const days = Array.from(
      { length: BURST },
      (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`,
    );
    const replies = await Promise.all(
      days.map((day) =>
        admin.post('/api/absences', {
          user: { id: staff.employeeId },
          kind: 'sick',
          fromDay: day,
          toDay: day,
        }),
      ),
    );
    expect(replies.filter((r) => r.status !== 201)).toEqual([]);
    expect(new Set(replies.map((r) => data<{ status: string }>(r).status))).toEqual(
      new Set(['approved']),
    );
    expect(await countRows(api, 'absence')).toBe(before + BURST);
    const ids = replies.map((r) => data<{ id: number }>(r).id);
    const keys = (await api.dataSource.query('SELECT jobKey FROM job_outbox WHERE jobKey LIKE ?', [
      '%absence:%:entered%',
    ])) as { jobKey: string }[];
    for (const id of ids)
      expect(keys.filter((k) => k.jobKey.includes(`absence:${id}:entered`))).toHaveLength(1);
  });
});
