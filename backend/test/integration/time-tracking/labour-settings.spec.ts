import { Client, TestApi, startTestApi } from '../api/harness';
import { Staff, at, data, prepareStaff } from './fixtures';

interface Balance {
  days: { day: string; flags: string[] }[];
}

/** The labour-law settings of the shop as the balances apply them (Konfiguration → Zeiterfassung). */
describe(`time tracking: the shop's labour-law settings (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    staff = await prepareStaff(api, admin);
  });
  afterAll(() => api.close());

  it('checks the rest between two days against 11 hours, or 10 in Austrian hospitality when set', async () => {
    // 14:00–20:00, then 06:30 the next morning: 10 h 30 min of rest.
    for (const [day, start, end] of [
      ['2026-02-10', '14:00', '20:00'],
      ['2026-02-11', '06:30', '10:00'],
    ]) {
      const created = await admin.post('/api/working-activities', {
        user: { id: staff.employeeId },
        branch: { id: staff.grazId },
        startedAt: at(day, start),
        endedAt: at(day, end),
      });
      expect(created.status).toBe(201);
    }
    const flagsOfSecondDay = async () => {
      const [balance] = data<Balance[]>(
        await admin.get(
          `/api/time-sheets/balances?user=${staff.employeeId}&from=2026-02-10&to=2026-02-11`,
        ),
      );
      return balance.days.find((day) => day.day === '2026-02-11')!.flags;
    };
    expect(await flagsOfSecondDay()).toContain('rest-too-short');
    expect((await admin.post('/api/config', { hospitalityRestReduction: true })).status).toBe(200);
    try {
      expect(await flagsOfSecondDay()).not.toContain('rest-too-short');
    } finally {
      await admin.post('/api/config', { hospitalityRestReduction: false });
    }
  });
});
