import { addDays, isoWeekday, toLocal } from '@bestellwerk/domain';
import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import { Staff, at, data, prepareStaff } from './fixtures';
import { WorkingTimeReader } from '../../../src/modules/time-tracking/contracts/working-time-reader';
import { LongActivitySweep } from '../../../src/modules/time-tracking/long-activity.sweep';
import { monthSheetXlsx } from '../../../src/modules/time-tracking/month-sheet-xlsx';
import type { UserBalance } from '../../../src/modules/time-tracking/time-sheet.service';
import { strFromU8, unzipSync } from 'fflate';

const BURST = 30;

interface Activity {
  id: number;
  startedAt: string;
  endedAt: string | null;
  workedMinutes: number;
  source: string;
  correctionReason: string | null;
  correctsId: number | null;
  supersededById: number | null;
}
interface Balance {
  days: { day: string; plannedMinutes: number; workedMinutes: number; flags: string[] }[];
  workedMinutes: number;
  closingMinutes: number;
}

const vienna = (date: Date) => toLocal(date, 'Europe/Vienna').date;

describe(`time tracking in the back office (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let employee: Client;
  let staff: Staff;
  const today = vienna(new Date());
  // A working day safely in the past: the Monday of last week.
  const lastWeek = addDays(today, -7);
  const monday = addDays(lastWeek, 1 - isoWeekday(lastWeek));

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    employee = await api.employee();
    staff = await prepareStaff(api, admin);
  }, 180_000);
  afterAll(() => api.close(), 60_000);

  it('records a back-office entry and shows it in the balance of that day', async () => {
    const created = await admin.post('/api/working-activities', {
      user: { id: staff.employeeId },
      branch: { id: staff.grazId },
      startedAt: at(monday, '08:00'),
      endedAt: at(monday, '17:00'),
      pauses: [{ startedAt: at(monday, '12:00'), endedAt: at(monday, '12:30') }],
    });
    expect(created.status).toBe(201);
    expect(data<Activity>(created)).toMatchObject({ workedMinutes: 510, source: 'backoffice' });
    const balances = await admin.get(
      `/api/time-sheets/balances?user=${staff.employeeId}&from=${monday}&to=${monday}`,
    );
    expect(balances.status).toBe(200);
    const [balance] = data<Balance[]>(balances);
    expect(balance.days[0]).toMatchObject({
      day: monday,
      plannedMinutes: 480,
      workedMinutes: 510,
      flags: [],
    });
  });

  it('refuses overlapping and nonsensical entries in German, writing nothing', async () => {
    const before = await countRows(api, 'working_activity');
    const overlap = await admin.post('/api/working-activities', {
      user: { id: staff.employeeId },
      branch: { id: staff.grazId },
      startedAt: at(monday, '16:00'),
      endedAt: at(monday, '18:00'),
    });
    expect(overlap.status).toBe(409);
    const backwards = await admin.post('/api/working-activities', {
      user: { id: staff.employeeId },
      branch: { id: staff.grazId },
      startedAt: at(monday, '20:00'),
      endedAt: at(monday, '19:00'),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors?.[0].message).toBe('„Ende“ muss nach dem Beginn liegen.');
    expect(await countRows(api, 'working_activity')).toBe(before);
  });

  it('corrects without overwriting: the original stays, superseded, with who and why', async () => {
    const [original] = data<Activity[]>(
      await admin.get(
        `/api/working-activities?user=${staff.employeeId}&from=${monday}&to=${monday}`,
      ),
    );
    const corrected = await admin.put(`/api/working-activities/${original.id}`, {
      startedAt: at(monday, '07:30'),
      endedAt: at(monday, '17:00'),
      pauses: [{ startedAt: at(monday, '12:00'), endedAt: at(monday, '12:30') }],
      correctionReason: 'Vergessen zu stempeln',
    });
    expect(corrected.status).toBe(200);
    expect(data<Activity>(corrected)).toMatchObject({
      source: 'correction',
      correctsId: original.id,
      correctionReason: 'Vergessen zu stempeln',
      workedMinutes: 540,
    });
    const history = data<Activity[]>(
      await admin.get(
        `/api/working-activities?user=${staff.employeeId}&from=${monday}&to=${monday}&history=true`,
      ),
    );
    expect(history.find((a) => a.id === original.id)).toMatchObject({
      supersededById: data<Activity>(corrected).id,
      workedMinutes: 510,
    });
    const [balance] = data<Balance[]>(
      await admin.get(
        `/api/time-sheets/balances?user=${staff.employeeId}&from=${monday}&to=${monday}`,
      ),
    );
    expect(balance.days[0].workedMinutes).toBe(540);
    const logs = (await api.dataSource.query(
      "SELECT action FROM audit_log WHERE entity = 'working-activities' AND entityId = ?",
      [String(original.id)],
    )) as { action: string }[];
    expect(logs.map((log) => log.action)).toContain('correct');
    const again = await admin.put(`/api/working-activities/${original.id}`, {
      startedAt: at(monday, '07:00'),
      correctionReason: 'x',
    });
    expect(again.status).toBe(409);
    const noReason = await admin.put(`/api/working-activities/${data<Activity>(corrected).id}`, {
      startedAt: at(monday, '07:00'),
    });
    expect(noReason.status).toBe(422);
  });

  it(`corrects one activity ${BURST} times at once: exactly one correction wins`, async () => {
    const tuesday = addDays(monday, 1);
    const created = await admin.post('/api/working-activities', {
      user: { id: staff.employeeId },
      branch: { id: staff.grazId },
      startedAt: at(tuesday, '08:00'),
      endedAt: at(tuesday, '12:00'),
    });
    const id = data<Activity>(created).id;
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        admin.put(`/api/working-activities/${id}`, {
          startedAt: at(tuesday, '08:00'),
          endedAt: at(tuesday, `13:${String(n).padStart(2, '0')}`),
          correctionReason: `Korrektur ${n}`,
        }),
      ),
    );
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    // The others are told at once, in German, that it was or is being corrected.
    expect(replies.filter((r) => r.status === 409)).toHaveLength(BURST - 1);
    const rows = (await api.dataSource.query(
      'SELECT COUNT(*) AS n FROM working_activity WHERE correctsId = ?',
      [id],
    )) as { n: number }[];
    expect(Number(rows[0].n)).toBe(1);
  });

  it(`voids and corrects one activity ${BURST} times at once: exactly one of them takes it`, async () => {
    const wednesday = addDays(monday, 2);
    const created = await admin.post('/api/working-activities', {
      user: { id: staff.employeeId },
      branch: { id: staff.grazId },
      startedAt: at(wednesday, '08:00'),
      endedAt: at(wednesday, '12:00'),
    });
    const id = data<Activity>(created).id;
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        n % 2
          ? admin.delete(`/api/working-activities/${id}?correctionReason=Doppelt%20erfasst`)
          : admin.put(`/api/working-activities/${id}`, {
              startedAt: at(wednesday, '08:00'),
              endedAt: at(wednesday, `12:${String(n).padStart(2, '0')}`),
              correctionReason: `Korrektur ${n}`,
            }),
      ),
    );
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(BURST - 1);
    const [row] = (await api.dataSource.query(
      'SELECT supersededById, (SELECT COUNT(*) FROM working_activity WHERE correctsId = ?) AS corrections FROM working_activity WHERE id = ?',
      [id, id],
    )) as { supersededById: number; corrections: number }[];
    // Voided (superseded by itself) and no correction, or corrected once and not voided.
    if (Number(row.corrections) === 0) expect(Number(row.supersededById)).toBe(id);
    else expect(Number(row.corrections)).toBe(1);
    expect(Number(row.supersededById)).not.toBe(0);
  });

  it('has an employee request vacation, the manager approve it once, with e-mails through the outbox', async () => {
    const requested = await employee.post('/api/absences', {
      user: { id: staff.employeeId },
      kind: 'vacation',
      fromDay: `${today.slice(0, 4)}-12-28`,
      toDay: `${today.slice(0, 4)}-12-30`,
    });
    expect(requested.status).toBe(201);
    const id = data<{ id: number; status: string }>(requested).id;
    const foreign = await employee.post('/api/absences', {
      user: { id: 1 },
      kind: 'sick',
      fromDay: today,
      toDay: today,
    });
    expect(foreign.status).toBe(403);
    const decisions = await Promise.all(
      Array.from({ length: BURST }, () => admin.post(`/api/absences/${id}/approve`)),
    );
    expect(decisions.filter((r) => r.status >= 500)).toEqual([]);
    expect(decisions.filter((r) => r.status === 200)).toHaveLength(1);
    const mails = (await api.dataSource.query('SELECT jobKey FROM job_outbox WHERE jobKey LIKE ?', [
      `%absence:${id}:%`,
    ])) as { jobKey: string }[];
    expect(mails.map((m) => m.jobKey).some((key) => key.includes(`absence:${id}:approved`))).toBe(
      true,
    );
    expect(mails.map((m) => m.jobKey).some((key) => key.includes(`absence:${id}:requested`))).toBe(
      true,
    );
    const accounts = await employee.get('/api/time-sheets/holiday-balances');
    expect(
      data<
        { entitlementDays: number; plannedDays: number; takenDays: number; remainingDays: number }[]
      >(accounts)[0],
    ).toMatchObject({ entitlementDays: 25 });
    const account =
      data<{ plannedDays: number; takenDays: number; remainingDays: number }[]>(accounts)[0];
    expect(account.plannedDays + account.takenDays).toBe(3);
    expect(account.remainingDays).toBe(22);
  });

  it("enters a manager's absence for an employee as decided, telling the employee instead of the managers", async () => {
    const sick = await admin.post('/api/absences', {
      user: { id: staff.employeeId },
      kind: 'sick',
      fromDay: '2026-02-02',
      toDay: '2026-02-03',
      note: 'Anruf um 7 Uhr',
    });
    expect(sick.status).toBe(201);
    const { id, status } = data<{ id: number; status: string }>(sick);
    expect(status).toBe('approved');
    const keys = (await api.dataSource.query('SELECT jobKey FROM job_outbox WHERE jobKey LIKE ?', [
      `%absence:${id}:%`,
    ])) as { jobKey: string }[];
    // The demo employee has an e-mail address: the word goes to them, no request to managers.
    expect(keys.map((k) => k.jobKey.replace(/^.*absence:\d+:/, ''))).toEqual(['entered']);
    const again = await admin.post(`/api/absences/${id}/reject`);
    expect(again.status).toBe(409);
    expect(data<{ status: string }>(await admin.get(`/api/absences/${id}`)).status).toBe(
      'approved',
    );
  });

  it('lets an employee see only their own balances', async () => {
    expect((await employee.get('/api/time-sheets/balances?user=1')).status).toBe(403);
    const own = await employee.get('/api/time-sheets/balances');
    expect(own.status).toBe(200);
    expect(data<unknown[]>(own)).toHaveLength(1);
    const bad = await employee.get('/api/time-sheets/balances?from=2026-13-01');
    expect(bad.status).toBe(422);
  });

  it('exports the month sheet as PDF, CSV and XLSX', async () => {
    const month = monday.slice(0, 7);
    const pdf = await admin.request('GET', `/api/time-sheets/${staff.employeeId}/${month}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String((pdf.body as { raw?: string }).raw).startsWith('%PDF')).toBe(true);
    const csv = await admin.request('GET', `/api/time-sheets/${staff.employeeId}/${month}.csv`);
    expect(csv.status).toBe(200);
    const text = String((csv.body as { raw?: string }).raw);
    expect(text).toContain('Personalnummer;Benutzer;Name;Datum');
    expect(text).toContain(
      `${monday.slice(8, 10)}.${monday.slice(5, 7)}.${monday.slice(0, 4)};Mo;8,00;9,00`,
    );
    const xlsx = await admin.request('GET', `/api/time-sheets/${staff.employeeId}/${month}.xlsx`);
    expect(xlsx.status).toBe(200);
    expect(String((xlsx.body as { raw?: string }).raw).startsWith('PK')).toBe(true);
    expect((await admin.get(`/api/time-sheets/${staff.employeeId}/2026-13.pdf`)).status).toBe(404);
  });

  it('one person’s month has one set of figures: Zeitnachweis, Zeitsalden, CSV and XLSX agree', async () => {
    // A vacation day in the month of the entries (a weekday of that week), so the credit
    // shows too.
    const month = monday.slice(0, 7);
    const vacationDay =
      [1, 2, 3, 4].map((by) => addDays(monday, by)).find((day) => day.startsWith(month)) ?? monday;
    const absence = await admin.post('/api/absences', {
      user: { id: staff.employeeId },
      kind: 'vacation',
      fromDay: vacationDay,
      toDay: vacationDay,
    });
    expect(absence.status).toBe(201);
    expect(data<{ status: string }>(absence).status).toBe('approved');
    const monthEnd = addDays(`${addDays(`${month}-28`, 7).slice(0, 7)}-01`, -1);
    const query = (to: string) =>
      `/api/time-sheets/balances?user=${staff.employeeId}&from=${month}-01&to=${to}`;
    // The Zeitnachweis asks for the whole month, the Zeitsalden up to today.
    const [sheet] = data<UserBalance[]>(await admin.get(query(monthEnd)));
    const [salden] = data<UserBalance[]>(
      await admin.get(query(today < monthEnd ? today : monthEnd)),
    );
    const figures = (balance: UserBalance) => ({
      countedUntil: balance.countedUntil,
      plannedMinutes: balance.plannedMinutes,
      workedMinutes: balance.workedMinutes,
      creditedMinutes: balance.creditedMinutes,
      differenceMinutes: balance.differenceMinutes,
      openingMinutes: balance.openingMinutes,
      closingMinutes: balance.closingMinutes,
    });
    expect(figures(salden)).toEqual(figures(sheet));
    // The vacation day is credited with its target, and the month's credit is the days'.
    const vacation = sheet.days.find((day) => day.day === vacationDay)!;
    expect(vacation.creditedMinutes).toBe(vacation.plannedMinutes);
    expect(sheet.creditedMinutes).toBe(
      sheet.days.reduce((sum, day) => sum + day.creditedMinutes, 0),
    );
    expect(sheet.workedMinutes).toBeGreaterThan(0);
    // The figures add up: the days' Saldo, Ist + Gutschrift − Soll, Übertrag + Saldo.
    expect(sheet.differenceMinutes).toBe(
      sheet.days.reduce((sum, day) => sum + day.differenceMinutes, 0),
    );
    expect(sheet.differenceMinutes).toBe(
      sheet.workedMinutes + sheet.creditedMinutes - sheet.plannedMinutes,
    );
    expect(sheet.closingMinutes).toBe(sheet.openingMinutes + sheet.differenceMinutes);
    expect(sheet.periodPlannedMinutes).toBe(
      sheet.days.reduce((sum, day) => sum + day.plannedMinutes, 0),
    );

    // The CSV for payroll carries the same figures in hours with a decimal comma.
    const hours = (minutes: number) => (minutes / 60).toFixed(2).replace('.', ',');
    const csv = String(
      (
        (await admin.request('GET', `/api/time-sheets/${staff.employeeId}/${month}.csv`)).body as {
          raw?: string;
        }
      ).raw,
    );
    const row = (label: string) =>
      csv
        .split('\r\n')
        .map((line) => line.split(';'))
        .find((cells) => cells[3] === label)!;
    expect(row('Summe').slice(5, 9)).toEqual([
      hours(sheet.plannedMinutes),
      hours(sheet.workedMinutes),
      hours(sheet.creditedMinutes),
      hours(sheet.differenceMinutes),
    ]);
    expect(row('Übertrag')[8]).toBe(hours(sheet.openingMinutes));
    expect(row('Saldo')[8]).toBe(hours(sheet.closingMinutes));
    expect(row('Soll ganzer Zeitraum')[5]).toBe(hours(sheet.periodPlannedMinutes));

    // The XLSX of the same balance: the Summe row's numbers are the same figures.
    const files = unzipSync(monthSheetXlsx(sheet));
    const xml = strFromU8(files['xl/worksheets/sheet1.xml']);
    const summe = [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)]
      .map((match) => match[1])
      .find((cells) => cells.includes('>Summe<'))!;
    const numbers = [...summe.matchAll(/<v>([^<]+)<\/v>/g)].map((match) => Number(match[1]));
    const round = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
    expect(numbers).toEqual([
      round(sheet.plannedMinutes),
      round(sheet.workedMinutes),
      round(sheet.creditedMinutes),
      round(sheet.differenceMinutes),
    ]);
  });

  it('logs who opened a task', async () => {
    const task = await admin.post('/api/tasks', {
      title: 'Kühlraum reinigen',
      assignees: [{ id: staff.employeeId }],
    });
    expect(task.status).toBe(201);
    const id = data<{ id: number }>(task).id;
    const views = await Promise.all(
      Array.from({ length: BURST }, () => employee.post(`/api/tasks/${id}/log-view`)),
    );
    expect(views.every((v) => v.status === 200)).toBe(true);
    expect(await countRows(api, 'task_view')).toBe(BURST);
    expect((await employee.post('/api/tasks/999999/log-view')).status).toBe(404);
    // The drawer's „Zuletzt geöffnet von …“: the latest five, newest first.
    const latest = data<{ user: { id: number }; viewedAt: string }[]>(
      await admin.get(`/api/tasks/${id}/views`),
    );
    expect(latest).toHaveLength(5);
    expect(latest.every((view) => view.user.id === staff.employeeId)).toBe(true);
    expect([...latest].sort((a, b) => b.viewedAt.localeCompare(a.viewedAt))).toEqual(latest);
    expect((await employee.get('/api/tasks/999999/views')).status).toBe(404);
  });

  it('gives the statistics module worked and planned minutes per day', async () => {
    const schedule = await admin.post('/api/working-schedules', {
      user: { id: staff.employeeId },
      branch: { id: staff.grazId },
      kind: 'weekly',
      weekday: 1,
      startTime: '08:00',
      endTime: '16:30',
    });
    expect(schedule.status).toBe(201);
    const reader = api.app.get(WorkingTimeReader);
    const worked = await reader.workedMinutesByDay({
      from: monday,
      to: addDays(monday, 1),
      branchIds: [staff.grazId],
    });
    expect(worked[0]).toEqual({ day: monday, minutes: 540 });
    const planned = await reader.plannedMinutesByDay({ from: monday, to: addDays(monday, 1) });
    expect(planned).toEqual([
      { day: monday, minutes: 510 },
      { day: addDays(monday, 1), minutes: 0 },
    ]);
  });

  it('warns the managers once about an activity left running past 12 hours', async () => {
    const started = await admin.post('/api/working-activities', {
      user: { id: staff.employeeId },
      branch: { id: staff.grazId },
      startedAt: new Date(Date.now() - 13 * 3_600_000).toISOString(),
    });
    expect(started.status).toBe(201);
    const sweep = api.app.get(LongActivitySweep);
    const [first, second] = await Promise.all([sweep.sweep(), sweep.sweep()]);
    expect([...first, ...second]).toEqual([data<Activity>(started).id]);
    const mails = (await api.dataSource.query('SELECT jobKey FROM job_outbox WHERE jobKey LIKE ?', [
      `%activity:${data<Activity>(started).id}:long:%`,
    ])) as unknown[];
    expect(mails.length).toBeGreaterThan(0);
    expect(await sweep.sweep()).toEqual([]);
  });
});
