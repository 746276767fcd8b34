import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from '@bestellwerk/test-support';
import type { Browser, Page } from 'playwright-core';
import {
  OUTPUT,
  adminPage,
  freePort,
  launchChromium,
  placeOrder,
  startProduct,
  type Product,
} from './product';

jest.setTimeout(240_000);

interface Job {
  id: string;
  queue: string;
  status: string;
  lastError: string | null;
  payload: { deviceId?: number };
}

/**
 * Betrieb: a printer that refuses connections (off, out of paper, unplugged) fails the new
 * order's receipt. The back office's navigation shows a badge, the badge opens „Druck &
 * Versand“ with the printer named and the error, and „Erneut versuchen“ puts the job back.
 */
describe('failed print jobs: badge, jobs screen, retry', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  let deviceId: number;
  let printerPort: number;

  /** An admin call from the logged-in page (cookie session with its XSRF token). */
  const call = <T>(method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
        const reply = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: reply.status, body: await reply.json() };
      },
      { method, path, body },
    ) as Promise<{ status: number; body: { data: T } }>;

  const failedPrints = async () =>
    (await call<Job[]>('GET', '/api/jobs?queue=print&status=failed')).body.data.filter(
      (job) => job.payload.deviceId === deviceId,
    );

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    product = await startProduct({
      PRINTER_ALLOWED_NETWORKS: '127.0.0.1/32',
      PRINTER_ALLOWED_PORTS: '1024-65535',
    });
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
    // Nobody listens there: every connection is refused, as by a printer that is off.
    printerPort = await freePort();
    const branches = await call<{ id: number; identifier: string }[]>(
      'GET',
      '/api/branches?perPage=100',
    );
    const wien = branches.body.data.find((branch) => branch.identifier === 'wien-neubau')!;
    const created = await call<{ id: number }>('POST', '/api/devices', {
      identifier: 'kuechendrucker-aus',
      name: 'Küchendrucker',
      type: 'printer',
      branch: { id: wien.id },
      host: '127.0.0.1',
      port: printerPort,
      isEnabled: true,
      isAutoPrint: true,
    });
    expect(created.status).toBe(201);
    deviceId = created.body.data.id;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows a badge in the navigation once the receipt of a new order has failed', async () => {
    await placeOrder(product.url);
    // The queue tries five times with backoff (about 30 s) before the job counts as failed.
    await eventually(async () => ((await failedPrints()).length > 0 ? true : undefined), {
      timeout: 90_000,
      interval: 500,
      what: 'der fehlgeschlagene Druckauftrag',
    });
    // The navigation asks when the back office opens (and every minute): open it afresh.
    await page.reload();
    const badge = page.getByTestId('job-failures-badge');
    await badge.waitFor();
    expect(await badge.getAttribute('aria-label')).toMatch(
      /^(1 fehlgeschlagener Auftrag|\d+ fehlgeschlagene Aufträge) in der letzten Stunde$/,
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(OUTPUT, 'jobs-badge-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'jobs-badge-phone.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('opens „Druck & Versand“ from the badge, names the printer and the error, and retries', async () => {
    await page.getByTestId('job-failures-badge').click();
    await page.waitForURL(/#\/orders\/jobs$/);
    await page.getByRole('tab', { name: 'Druck & Versand', selected: true }).waitFor();
    const error = `Drucker 127.0.0.1:${printerPort} nicht erreichbar (ECONNREFUSED).`;
    await page
      .getByTestId('printer-trouble')
      .filter({ hasText: 'Drucker „Küchendrucker“: 1 Beleg nicht gedruckt' })
      .waitFor();
    const row = page.getByRole('row', { name: /Drucker „Küchendrucker“/ });
    await row.getByText(error).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'jobs-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'jobs-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    const [failed] = await failedPrints();
    await row.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByText('Der Auftrag wird erneut versucht.').waitFor();
    // Back in the queue with fresh tries: no longer among the failed ones for now.
    expect((await failedPrints()).map((job) => job.id)).not.toContain(failed.id);
    const waiting = await call<Job[]>('GET', '/api/jobs?queue=print&status=waiting');
    expect(waiting.body.data.map((job) => job.id)).toContain(failed.id);
  });
});
