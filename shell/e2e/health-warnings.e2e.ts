import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import type { Browser, Page } from 'playwright-core';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(240_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The API on Redis with no worker process at all (a layout that forgot its workers): the
 * statistics round it schedules waits in a queue nobody consumes. The health report names
 * the queue, and the dashboard shows its German warning to administrators, not to staff.
 */
describe('the operating warnings on the dashboard', () => {
  const prefix = `bwe2e_${randomBytes(4).toString('hex')}`;
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    product = await startProduct({ REDIS_URL, REDIS_PREFIX: prefix });
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('shows the admin the queue whose jobs no worker runs, at 1440 and 390 px', async () => {
    const warning = page.getByText(
      /In der Warteschlange „statistics“ \(Statistik\) wartet 1 Auftrag/,
    );
    await warning.waitFor({ timeout: 30_000 });
    expect(await warning.textContent()).toBe(
      'In der Warteschlange „statistics“ (Statistik) wartet 1 Auftrag, aber kein Worker ' +
        'verarbeitet diese Warteschlange: Die Aufträge bleiben liegen. Starten Sie einen Worker ' +
        'mit WORKER_QUEUES=statistics oder mit einer Gruppe, die „statistics“ enthält (siehe infra/Procfile).',
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(OUTPUT, 'dashboard-health-warnings-1440.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'dashboard-health-warnings-390.png') });
  });

  it('leaves the warnings off an employee’s dashboard', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const employee = await context.newPage();
    await employee.goto(`${product.url}/backend/login`);
    await employee.getByLabel('Benutzername oder E-Mail').fill('mitarbeiter');
    await employee.getByLabel('Passwort').fill('Demo-Team-2026!');
    await employee.getByRole('button', { name: 'Anmelden' }).click();
    await employee.waitForURL(/\/backend#\/dashboard$/);
    await employee.getByText('Bestellungen heute').waitFor();
    // The same report the admin's dashboard reads still has the warning.
    const reply = await fetch(`${product.url}/api/health`);
    const body = (await reply.json()) as { data: { warnings: { code: string }[] } };
    expect(body.data.warnings.map((warning) => warning.code)).toContain('queue-without-worker');
    expect(await employee.getByText('Betriebswarnung').count()).toBe(0);
    await context.close();
  });
});
