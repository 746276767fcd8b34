import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { formatDays } from '@bestellwerk/domain';
import { type ApiClient, adminClient } from './support/api';
import { eventuallyEqual, launchChromium, stopProcess } from '@bestellwerk/test-support';
import { PHONE, openPage, screenshot } from './support/browser';
import { restartServer, startServer, stopServer, type ServerState } from './support/server';

/** The terminal's outbox in the tablet's storage (storefront/src/terminal/queue.ts). */
const QUEUE_KEY = 'bw-terminal-queue';
const TABLET = { width: 800, height: 1280 } as const;

interface Activity {
  startedAt: string;
  endedAt: string | null;
  supersededById: number | null;
  pauses: { startedAt: string; endedAt: string | null }[];
}

const waitingStamps = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { action: string; at: string }[],
    QUEUE_KEY,
  );

/** Whole seconds: what a stamp's time is stored with. */
const second = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/**
 * Issue 31, the terminal as a built app: an employee's own terminal address shows the day,
 * the balance and the holiday account, and keeps stamps made while the server is gone with
 * their real times. The server is really cut (SIGKILL) and started again on the same data;
 * the stamps then arrive once, in order, with the times they were made at.
 *
 * This file runs its own server, because it kills it.
 */
describe('the clock-in terminal through a server cut', () => {
  let browser: Browser;
  let server: { state: ServerState; child: ChildProcess };
  let admin: ApiClient;
  let address: string;
  let userId: number;
  const suiteServer = process.env.E2E_BASE_URL;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
    process.env.E2E_BASE_URL = server.state.baseUrl;
    admin = await adminClient();
    const branches = await admin.get<{ id: number }[]>('/api/branches');
    const user = await admin.post<{ id: number }>('/api/users', {
      username: 'lena.offline',
      firstName: 'Lena',
      lastName: 'Offline',
      password: 'Lena-Offline-2026!',
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: branches[0].id }],
    });
    userId = user.id;
    await admin.post('/api/employment-contracts', {
      user: { id: userId },
      // She starts today: no target before her first day.
      validFrom: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' }),
      weeklyMinutes: 20 * 60,
      workingDays: [1, 2, 3, 4, 5],
      holidayDaysPerYear: 25,
      holidayCountry: 'AT',
      holidayState: '6',
    });
    ({ address } = await admin.post<{ address: string }>('/api/terminal-tokens', {
      user: { id: userId },
      label: 'Eigenes Handy',
    }));
  }, 120_000);
  afterAll(async () => {
    process.env.E2E_BASE_URL = suiteServer;
    await browser?.close();
    await stopServer(server?.child, server?.state);
  });

  it('shows the day, the balance and the holiday account at phone and tablet width', async () => {
    for (const size of [PHONE, TABLET]) {
      const { page, context } = await openPage(browser, address, { size, waitForApp: false });
      await page.getByRole('heading', { name: 'Lena Offline' }).waitFor();
      await page.getByRole('heading', { name: `Urlaub ${new Date().getFullYear()}` }).waitFor();
      expect(await page.locator('#state').textContent()).toBe('Nicht angemeldet');
      // The holiday account is the back office's record (Zeitsalden): the same figure.
      const [account] = await admin.get<{ remainingDays: number }[]>(
        `/api/time-sheets/holiday-balances?user=${userId}`,
      );
      const rest = formatDays(account.remainingDays);
      expect(await page.getByText(`Rest ${rest} Tag`).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Kommen' }).isEnabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Gehen' }).isEnabled()).toBe(false);
      await screenshot(page, 'terminal-personal');
      await context.close();
    }
  });

  it('keeps three stamps made while the server is down and sends each once when it is back', async () => {
    const start = Date.now() - 2 * 3_600_000;
    const { page, context } = await openPage(browser, address, {
      size: PHONE,
      waitForApp: false,
      fixedTime: new Date(start),
    });
    await page.getByRole('heading', { name: 'Lena Offline' }).waitFor();
    await page.getByRole('button', { name: 'Kommen' }).waitFor();

    // The cut: the server process dies with nothing flushed.
    await stopProcess(server.child, { signal: 'SIGKILL' });

    // The tablet's clock says when each stamp was made: 07:00, 07:30, 07:45 two hours ago.
    await page.getByRole('button', { name: 'Kommen' }).click();
    await page.getByText('Kommen um').waitFor();
    expect(await page.getByRole('status').textContent()).toMatch(
      /^Kommen um \d\d:\d\d gespeichert – wird gesendet, sobald die Verbindung steht\.$/,
    );
    // It goes on from the waiting stamp: Pause and Gehen, not Kommen again.
    expect(await page.locator('#state').textContent()).toMatch(/^Anwesend seit \d\d:\d\d$/);
    await page.clock.setFixedTime(new Date(start + 30 * 60_000));
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('Pause um').waitFor();
    await page.clock.setFixedTime(new Date(start + 45 * 60_000));
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('3 Stempel warten auf die Verbindung …').waitFor();
    await screenshot(page, 'terminal-offline');
    const stamps = await waitingStamps(page);
    expect(stamps.map((s) => s.action)).toEqual(['start', 'pause', 'resume']);

    // The server comes back on the same data; the terminal sends the queue by itself.
    server.child = await restartServer(server.state);
    await eventuallyEqual(async () => (await waitingStamps(page)).length, 0, { timeout: 30_000 });
    await page.getByText('3 Stempel warten auf die Verbindung …').waitFor({ state: 'detached' });

    const activities = (
      await admin.get<Activity[]>(`/api/working-activities?user=${userId}`)
    ).filter((a) => a.supersededById === null);
    expect(activities).toHaveLength(1);
    const [activity] = activities;
    expect(second(activity.startedAt)).toBe(second(stamps[0].at));
    expect(activity.endedAt).toBeNull();
    expect(activity.pauses).toHaveLength(1);
    expect(second(activity.pauses[0].startedAt)).toBe(second(stamps[1].at));
    expect(second(activity.pauses[0].endedAt!)).toBe(second(stamps[2].at));

    // Sent once: a reload (the tablet after a restart) finds nothing left to send.
    await page.reload();
    await page.getByRole('heading', { name: 'Lena Offline' }).waitFor();
    expect(await page.locator('#state').textContent()).toMatch(/^Anwesend seit /);
    expect(await waitingStamps(page)).toEqual([]);
    const again = await admin.get<Activity[]>(`/api/working-activities?user=${userId}`);
    expect(again.filter((a) => a.supersededById === null)).toHaveLength(1);
    await context.close();
  });
});
