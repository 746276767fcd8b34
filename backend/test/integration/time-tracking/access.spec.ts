import { Client, TestApi, countRows, startTestApi } from '../api/harness';
import { data, giveContract } from './fixtures';

interface Person {
  id: number;
  client: Client;
}
interface Activity {
  id: number;
  user: { id: number };
  branch: { id: number } | null;
}

/**
 * Who sees and stamps whose working time (issue 31, „Bad input and access“): an employee
 * stamps, requests absences and reads balances and month sheets only for themselves; with a
 * branch they see who is in and the stamps of that branch (the counter's „Wer ist da“), never
 * another branch's; admins everything. Every refusal is a German 403 and changes nothing.
 */
describe(`time tracking: who sees whose time (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let graz: number;
  let wien: number;
  let anna: Person; // Graz
  let ben: Person; // Graz, Anna's colleague
  let cara: Person; // Wien
  const activities = new Map<number, number>();

  async function person(username: string, branch: number): Promise<Person> {
    const created = await admin.post('/api/users', {
      username,
      password: 'Zeit-Zugang-2026!',
      firstName: username,
      lastName: 'Test',
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: branch }],
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    const client = api.client();
    await client.login(username, 'Zeit-Zugang-2026!');
    return { id: data<{ id: number }>(created).id, client };
  }

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
    const branches = (await api.dataSource.query('SELECT id, identifier FROM branch')) as {
      id: number;
      identifier: string;
    }[];
    graz = Number(branches.find((b) => b.identifier === 'graz-hauptplatz')!.id);
    wien = Number(branches.find((b) => b.identifier !== 'graz-hauptplatz')!.id);
    anna = await person('anna.zeit', graz);
    ben = await person('ben.zeit', graz);
    cara = await person('cara.zeit', wien);
    for (const [who, branch] of [
      [anna, graz],
      [ben, graz],
      [cara, wien],
    ] as const) {
      await giveContract(admin, who.id, 1200);
      // Still in: open since this morning.
      const open = await admin.post('/api/working-activities', {
        user: { id: who.id },
        branch: { id: branch },
        startedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
      });
      expect(open.status).toBe(201);
      activities.set(who.id, data<{ id: number }>(open).id);
    }
  });
  afterAll(() => api.close());

  it('an employee reads balances, holiday accounts and month sheets only of themselves', async () => {
    const own = await anna.client.get('/api/time-sheets/balances');
    expect(own.status).toBe(200);
    expect(data<{ user: { id: number } }[]>(own).map((b) => b.user.id)).toEqual([anna.id]);
    for (const url of [
      `/api/time-sheets/balances?user=${ben.id}`,
      `/api/time-sheets/holiday-balances?user=${ben.id}`,
      `/api/time-sheets/${ben.id}/2026-01.csv`,
    ]) {
      const refused = await anna.client.get(url);
      expect({ url, status: refused.status }).toEqual({ url, status: 403 });
      expect(refused.body.errors).toEqual([
        { message: 'Sie dürfen nur Ihre eigenen Zeiten sehen.' },
      ]);
    }
    expect((await anna.client.get(`/api/time-sheets/${anna.id}/2026-01.csv`)).status).toBe(200);
    // Admins: everyone with a contract.
    const all = data<{ user: { id: number } }[]>(await admin.get('/api/time-sheets/balances'));
    expect(all.map((b) => b.user.id)).toEqual(expect.arrayContaining([anna.id, ben.id, cara.id]));
  });

  it('an employee sees who is in and the stamps of their branch, not of another', async () => {
    const present = await anna.client.get('/api/working-activities/present');
    expect(present.status).toBe(200);
    const ids = data<{ user: { id: number } }[]>(present).map((p) => p.user.id);
    expect(ids).toEqual(expect.arrayContaining([anna.id, ben.id]));
    expect(ids).not.toContain(cara.id);
    const other = await anna.client.get(`/api/working-activities/present?branch=${wien}`);
    expect(data<unknown[]>(other)).toEqual([]);

    const list = data<Activity[]>(await anna.client.get('/api/working-activities'));
    expect(list.map((a) => a.user.id)).not.toContain(cara.id);
    expect(list.every((a) => a.branch?.id === graz)).toBe(true);
    const foreign = await anna.client.get(`/api/working-activities/${activities.get(cara.id)}`);
    expect([403, 404]).toContain(foreign.status);
    expect(foreign.body.errors?.[0].message).toMatch(/\S/);

    // Admins see both branches.
    const everyone = data<{ user: { id: number } }[]>(
      await admin.get('/api/working-activities/present'),
    ).map((p) => p.user.id);
    expect(everyone).toEqual(expect.arrayContaining([anna.id, ben.id, cara.id]));
  });

  it('an employee stamps and requests absences only for themselves; corrections are for admins', async () => {
    const before = await countRows(api, 'working_activity');
    const forBen = await anna.client.post('/api/working-activities', {
      user: { id: ben.id },
      branch: { id: graz },
      startedAt: '2026-01-05T08:00:00.000Z',
      endedAt: '2026-01-05T12:00:00.000Z',
    });
    expect(forBen.status).toBe(403);
    expect(forBen.body.errors).toEqual([
      { message: 'Nur Administratoren erfassen Zeiten für andere.' },
    ]);
    const corrected = await anna.client.put(`/api/working-activities/${activities.get(ben.id)}`, {
      endedAt: new Date().toISOString(),
    });
    expect(corrected.status).toBe(403);
    expect(await countRows(api, 'working_activity')).toBe(before);

    const absencesBefore = await countRows(api, 'absence');
    const absence = await anna.client.post('/api/absences', {
      user: { id: ben.id },
      kind: 'vacation',
      fromDay: '2026-02-02',
      toDay: '2026-02-03',
    });
    expect(absence.status).toBe(403);
    expect(absence.body.errors).toEqual([
      { message: 'Sie können nur für sich selbst Abwesenheiten beantragen.' },
    ]);
    expect(await countRows(api, 'absence')).toBe(absencesBefore);
    const own = await anna.client.post('/api/absences', {
      user: { id: anna.id },
      kind: 'vacation',
      fromDay: '2026-02-02',
      toDay: '2026-02-03',
    });
    expect(own.status).toBe(201);
    // Ben does not see Anna's request; the admin does, and approves it.
    const bens = data<{ user: { id: number } }[]>(await ben.client.get('/api/absences'));
    expect(bens.map((a) => a.user.id)).not.toContain(anna.id);
    const id = data<{ id: number }>(own).id;
    expect((await ben.client.get(`/api/absences/${id}`)).status).toBe(404);
    expect((await anna.client.post(`/api/absences/${id}/approve`)).status).toBe(403);
    expect((await admin.post(`/api/absences/${id}/approve`)).status).toBe(200);
  });

  it('PINs, terminal keys and contracts are set by admins only', async () => {
    const pin = await anna.client.put(`/api/terminal-tokens/pin/${ben.id}`, { pin: '1234' });
    expect(pin.status).toBe(403);
    const token = await anna.client.post('/api/terminal-tokens', {
      user: { id: anna.id },
      label: 'Handy',
    });
    expect(token.status).toBe(403);
    const contract = await anna.client.post('/api/employment-contracts', {
      user: { id: anna.id },
      validFrom: '2026-06-01',
      weeklyMinutes: 2400,
      workingDays: [1, 2, 3, 4, 5],
      holidayDaysPerYear: 30,
      holidayCountry: 'AT',
    });
    expect(contract.status).toBe(403);
    for (const reply of [pin, token, contract])
      expect(reply.body.errors?.[0].message).toMatch(/\S/);
  });
});
