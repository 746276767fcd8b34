import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, DEMO_EMPLOYEE, TestApi, countRows, startTestApi } from '../api/harness';
import { Staff, data, prepareStaff } from './fixtures';
import { errorMessages } from '../../support/error-messages';

/** Three times the default pool (DB_POOL_SIZE 10). */
const BURST = 30;

interface Activity {
  id: number;
  state: string;
  actions: string[];
  pauses: { startedAt: string; endedAt: string | null }[];
  endedAt: string | null;
  workedMinutes: number;
  source: string;
}

describe(`time tracking: the terminal's calls (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  let visitor: Client;
  let staff: Staff;
  /** A storefront build of the terminal page only (the real one is storefront/src/terminal). */
  const storefront = mkdtempSync(join(tmpdir(), 'bestellwerk-terminal-'));
  const TERMINAL_HTML = '<!doctype html><title>Zeiterfassung</title><div id="terminal"></div>';

  beforeAll(async () => {
    writeFileSync(join(storefront, 'terminal.html'), TERMINAL_HTML);
    api = await startTestApi({ STOREFRONT_DIR: storefront });
    admin = await api.admin();
    visitor = api.client();
    staff = await prepareStaff(api, admin);
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    rmSync(storefront, { recursive: true, force: true });
  }, 60_000);

  const step = (action: string, body: object = {}) =>
    visitor.post(`${staff.base}/working-activities/${action}`, body);

  it('walks start → pause → resume → end; the server answers the updated activity', async () => {
    const started = await step('start');
    expect(started.status).toBe(200);
    expect(data<Activity>(started)).toMatchObject({
      state: 'running',
      actions: ['pause', 'end'],
      source: 'terminal',
    });

    const paused = await step('pause');
    expect(data<Activity>(paused)).toMatchObject({ state: 'paused', actions: ['resume', 'end'] });
    expect(data<Activity>(paused).pauses).toHaveLength(1);

    const resumed = await step('resume');
    expect(data<Activity>(resumed).state).toBe('running');
    expect(data<Activity>(resumed).pauses[0].endedAt).not.toBeNull();

    const me = await visitor.get(`${staff.base}/me`);
    expect(data<{ state: string; workingActivity: unknown }>(me).state).toBe('running');

    const ended = await step('end');
    expect(data<Activity>(ended)).toMatchObject({ state: 'ended', actions: [] });
    // Ending clears the current activity.
    const after = await visitor.get(`${staff.base}/me`);
    expect(
      data<{ state: string; workingActivity: unknown; actions: string[] }>(after),
    ).toMatchObject({
      state: 'none',
      workingActivity: null,
      actions: ['start'],
    });
  });

  it.each([
    ['pause', 'Aktivität konnte nicht pausiert werden. Es läuft keine Aktivität.'],
    ['resume', 'Aktivität konnte nicht fortgesetzt werden. Es läuft keine Aktivität.'],
    ['end', 'Aktivität konnte nicht beendet werden. Es läuft keine Aktivität.'],
  ])(
    'refuses %s without a running activity with 409 in German, writing nothing',
    async (action, message) => {
      const before = await countRows(api, 'activity_stamp');
      const reply = await step(action);
      expect(reply.status).toBe(409);
      expect(reply.body.errors?.[0].message).toBe(message);
      expect(await countRows(api, 'activity_stamp')).toBe(before);
    },
  );

  it('refuses a second start while one runs, and resume while running', async () => {
    expect((await step('start')).status).toBe(200);
    const second = await step('start');
    expect(second.status).toBe(409);
    expect(second.body.errors?.[0].message).toBe(
      'Aktivität konnte nicht gestartet werden. Es läuft bereits eine Aktivität.',
    );
    const resume = await step('resume');
    expect(resume.status).toBe(409);
    expect(resume.body.errors?.[0].message).toBe(
      'Aktivität konnte nicht fortgesetzt werden. Die Aktivität ist nicht pausiert.',
    );
    expect((await step('end')).status).toBe(200);
  });

  it(`starts ${BURST} times at once for one user: exactly one activity, the rest 409`, async () => {
    const before = await countRows(api, 'working_activity');
    const replies = await Promise.all(Array.from({ length: BURST }, () => step('start')));
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(BURST - 1);
    expect(await countRows(api, 'working_activity')).toBe(before + 1);
    expect((await step('end')).status).toBe(200);
  });

  it(`replays an offline queue ${BURST} times at once without doubling a stamp`, async () => {
    const now = Date.now();
    const queue = [
      {
        action: 'start',
        at: new Date(now - 50 * 60_000).toISOString(),
        idempotencyKey: 'offline-q1-start',
      },
      {
        action: 'pause',
        at: new Date(now - 30 * 60_000).toISOString(),
        idempotencyKey: 'offline-q1-pause',
      },
      {
        action: 'resume',
        at: new Date(now - 20 * 60_000).toISOString(),
        idempotencyKey: 'offline-q1-resume',
      },
      {
        action: 'end',
        at: new Date(now - 10 * 60_000).toISOString(),
        idempotencyKey: 'offline-q1-end',
      },
    ];
    const activitiesBefore = await countRows(api, 'working_activity');
    // Half of the copies reach a second API process: there they meet the first process's
    // stamp in the database (its unique key), not in the process's own stamps under way.
    const elsewhere = new Client(await api.startSecondApp());
    const stepVia = (n: number, action: string, body: object) =>
      n % 2 === 0
        ? step(action, body)
        : elsewhere.post(`${staff.base}/working-activities/${action}`, body);
    // The tablet sends its queue in order, one stamp after the other; a flaky network makes
    // it send each stamp many times at once (and the whole queue once more afterwards).
    const rounds: Awaited<ReturnType<typeof step>>[][] = Array.from({ length: BURST }, () => []);
    for (const { action, ...body } of queue) {
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, n) => stepVia(n, action, body)),
      );
      answers.forEach((answer, n) => rounds[n].push(answer));
    }
    for (const { action, ...body } of queue) {
      const again = await step(action, body);
      expect(`${again.status} ${again.body.errors?.[0]?.message ?? ''}`).toBe('200 ');
    }
    for (const answers of rounds)
      expect(answers.map((a) => `${a.status} ${a.body.errors?.[0]?.message ?? ''}`)).toEqual([
        '200 ',
        '200 ',
        '200 ',
        '200 ',
      ]);
    expect(await countRows(api, 'working_activity')).toBe(activitiesBefore + 1);
    const stamps = (await api.dataSource.query(
      "SELECT COUNT(*) AS n FROM activity_stamp WHERE idempotencyKey LIKE 'offline-q1-%'",
    )) as { n: number }[];
    expect(Number(stamps[0].n)).toBe(4);
    const last = data<Activity>(rounds[0][3]);
    expect(last.state).toBe('ended');
    expect(last.pauses).toHaveLength(1);
    // The real times count: 40 minutes worked, 10 of pause.
    expect(last.workedMinutes).toBe(30);
  });

  it('refuses a queued stamp from before the last one and from the future', async () => {
    const future = await step('start', { at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.status).toBe(400);
    expect(future.body.errors?.[0].message).toBe(
      'Aktivität konnte nicht gestartet werden. Die Zeit liegt in der Zukunft.',
    );
    expect((await step('start')).status).toBe(200);
    const early = await step('pause', { at: new Date(Date.now() - 3_600_000).toISOString() });
    expect(early.status).toBe(409);
    expect(early.body.errors?.[0].message).toBe(
      'Aktivität konnte nicht pausiert werden. Die Zeit liegt vor dem letzten Stempel.',
    );
    expect((await step('end')).status).toBe(200);
  });

  it("shows the employee's holiday account as the back office does (one record)", async () => {
    await admin.post('/api/absences', {
      user: { id: staff.employeeId },
      kind: 'vacation',
      fromDay: `${new Date().getFullYear()}-12-28`,
      toDay: `${new Date().getFullYear()}-12-29`,
    });
    const own = await visitor.get(`${staff.base}/holiday-balances`);
    expect(own.status).toBe(200);
    const office = await admin.get(`/api/time-sheets/holiday-balances?user=${staff.employeeId}`);
    expect(data<unknown[]>(own)).toEqual(data<unknown[]>(office));
    expect(data<{ entitlementDays: number; user: { id: number } }[]>(own)).toEqual([
      expect.objectContaining({
        entitlementDays: 25,
        user: expect.objectContaining({ id: staff.employeeId }),
      }),
    ]);
    const wrong = await visitor.get(`/api/time-tracking/${staff.token}/admin/holiday-balances`);
    expect(wrong.status).toBe(401);
  });

  it('answers a wrong token and a wrong username alike with 401, telling nothing', async () => {
    const wrongToken = await visitor.get(
      `/api/time-tracking/${'x'.repeat(32)}/${DEMO_EMPLOYEE.username}/me`,
    );
    const wrongUser = await visitor.get(`/api/time-tracking/${staff.token}/admin/me`);
    expect(wrongToken.status).toBe(401);
    expect(wrongUser.status).toBe(401);
    expect(wrongToken.body).toEqual(wrongUser.body);
    expect(wrongToken.body.errors?.[0].message).toBe('Zugang zur Zeiterfassung verweigert.');
  });

  it('stops a revoked token', async () => {
    const issued = await admin.post('/api/terminal-tokens', { user: { id: staff.employeeId } });
    const { id, token } = data<{ id: number; token: string }>(issued);
    const url = `/api/time-tracking/${token}/${DEMO_EMPLOYEE.username}/me`;
    expect((await visitor.get(url)).status).toBe(200);
    expect((await admin.delete(`/api/terminal-tokens/${id}`)).status).toBe(200);
    expect((await visitor.get(url)).status).toBe(401);
    const stored = (await api.dataSource.query(
      'SELECT tokenHash FROM terminal_token WHERE id = ?',
      [id],
    )) as { tokenHash: string }[];
    expect(stored[0].tokenHash).not.toContain(token);
    expect(stored[0].tokenHash).toHaveLength(64);
  });

  it(`sets a first PIN ${BURST} times at once: every answer 200, one PIN stored`, async () => {
    const [admin1] = (await api.dataSource.query(
      "SELECT id FROM `user` WHERE username = 'admin'",
    )) as { id: number }[];
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        admin.put(`/api/terminal-tokens/pin/${admin1.id}`, { pin: String(2000 + n) }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    const pins = (await api.dataSource.query(
      'SELECT COUNT(*) AS n FROM terminal_pin WHERE userId = ?',
      [admin1.id],
    )) as { n: number }[];
    expect(Number(pins[0].n)).toBe(1);
    // 30 argon2 hashes take their time on two busy cores.
  }, 120_000);

  it('serves the clock-in page at the employee address and at the branch terminal with a PIN', async () => {
    const page = await visitor.request('GET', staff.base);
    expect(page.status).toBe(200);
    expect(String((page.body as { raw?: string }).raw)).toBe(TERMINAL_HTML);
    const forged = await visitor.request(
      'GET',
      `/api/time-tracking/x${staff.token}/${DEMO_EMPLOYEE.username}`,
    );
    expect(forged.status).toBe(401);

    const key = await admin.post(`/api/branches/${staff.grazId}/api-keys`, {
      name: 'Tablet Eingang',
    });
    expect(key.status).toBe(201);
    const apiKey = data<{ key: string }>(key).key;
    expect(
      (await admin.put(`/api/terminal-tokens/pin/${staff.employeeId}`, { pin: '4711' })).status,
    ).toBe(200);
    const terminal = `/api/time-tracking-terminal/${staff.grazId}/${apiKey}`;
    const tablet = await visitor.request('GET', terminal);
    expect(tablet.status).toBe(200);
    expect(String((tablet.body as { raw?: string }).raw)).toBe(TERMINAL_HTML);
    expect(
      (await visitor.request('GET', `/api/time-tracking-terminal/${staff.grazId}/x${apiKey}`))
        .status,
    ).toBe(403);
    const names = await visitor.get(terminal + '/employees');
    expect(data<{ username: string; hasPin: boolean }[]>(names)).toContainEqual(
      expect.objectContaining({ username: DEMO_EMPLOYEE.username, hasPin: true }),
    );
    // The names show each one's state as their own page does (one read for all of them).
    const stateOnTablet = async () =>
      data<{ username: string; state: string }[]>(await visitor.get(terminal + '/employees')).find(
        (n) => n.username === DEMO_EMPLOYEE.username,
      )!.state;
    expect((await step('start')).status).toBe(200);
    expect(await stateOnTablet()).toBe('running');
    expect(data<{ state: string }>(await visitor.get(`${staff.base}/me`)).state).toBe('running');
    expect((await step('end')).status).toBe(200);
    expect(await stateOnTablet()).toBe('none');
    const wrong = await visitor.post(terminal + '/login', {
      username: DEMO_EMPLOYEE.username,
      pin: '0000',
    });
    expect(wrong.status).toBe(401);
    const login = await visitor.post(terminal + '/login', {
      username: DEMO_EMPLOYEE.username,
      pin: '4711',
    });
    expect(login.status).toBe(200);
    const { token } = data<{ token: string }>(login);
    expect(
      (await visitor.get(`/api/time-tracking/${token}/${DEMO_EMPLOYEE.username}/me`)).status,
    ).toBe(200);
    expect(
      (await visitor.get(`/api/time-tracking-terminal/${staff.wienId}/${apiKey}/employees`)).status,
    ).toBe(403);

    // ${BURST} wrong PINs at once: five are checked, the rest refused without a check; then
    // even the right PIN waits. The password login is a count of its own and still works.
    const guesses = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        visitor.post(terminal + '/login', {
          username: DEMO_EMPLOYEE.username,
          pin: String(1000 + n),
        }),
      ),
    );
    expect(guesses.filter((r) => r.status >= 500)).toEqual([]);
    expect(guesses.filter((r) => r.status === 401)).toHaveLength(5);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(BURST - 5);
    expect(errorMessages(guesses.find((r) => r.status === 429)!.body as never)).toEqual([
      expect.stringMatching(
        /^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte warten Sie \d+ Minuten?\.$/,
      ),
    ]);
    const locked = await visitor.post(terminal + '/login', {
      username: DEMO_EMPLOYEE.username,
      pin: '4711',
    });
    expect(locked.status).toBe(429);
    const password = api.client();
    expect((await password.login(DEMO_EMPLOYEE.username, DEMO_EMPLOYEE.password)).status).toBe(200);
  });

  it('answers a German 503 while the terminal page is not built', async () => {
    rmSync(join(storefront, 'terminal.html'));
    const page = await visitor.request('GET', staff.base);
    expect(page.status).toBe(503);
    expect(errorMessages(page.body as never)).toEqual([
      'Die Stempelseite ist noch nicht gebaut. Bitte „npx nx run storefront:build“ ausführen.',
    ]);
    writeFileSync(join(storefront, 'terminal.html'), TERMINAL_HTML);
    expect((await visitor.request('GET', staff.base)).status).toBe(200);
  });
});
