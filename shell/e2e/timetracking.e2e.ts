import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { OUTPUT, adminPage, choose, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(180_000);

/** The seeded demo employee's terminal address (README, Time tracking). */
const TERMINAL = '/api/time-tracking/demo-stempel-mitarbeiter-2026/mitarbeiter';

/**
 * Issue 19 end to end: an employee clocks in on the terminal page, pauses, goes; the
 * manager sees the day in mfe-timetracking and exports the month sheet.
 */
describe('time tracking against the running product', () => {
  let product: Product;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(join(__dirname, '../../mfe-timetracking/dist/mf-manifest.json')))
      throw new Error(
        'mfe-timetracking/dist fehlt – zuerst bauen: npx nx run mfe-timetracking:build',
      );
    product = await startProduct();
    browser = await launchChromium();
    mkdirSync(OUTPUT, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function tap(page: Page, name: string, expected: string) {
    await page.getByRole('button', { name, exact: true }).click();
    await page.locator('#state').filter({ hasText: expected }).waitFor();
  }

  it('clocks in, pauses and goes on the tablet; the manager sees it and exports the month sheet', async () => {
    const tablet = await browser.newPage({
      viewport: { width: 390, height: 844 },
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    await tablet.goto(product.url + TERMINAL);
    await tablet.locator('#state').filter({ hasText: 'Nicht angemeldet' }).waitFor();
    expect(await tablet.getByRole('button', { name: 'Pause', exact: true }).isDisabled()).toBe(
      true,
    );
    await tap(tablet, 'Kommen', 'Anwesend');
    await tablet.screenshot({
      path: join(OUTPUT, 'timetracking-terminal-390.png'),
      fullPage: true,
    });
    await tap(tablet, 'Pause', 'In Pause');
    await tap(tablet, 'Weiter', 'Anwesend');
    await tap(tablet, 'Gehen', 'Nicht angemeldet');
    await tablet.setViewportSize({ width: 1280, height: 800 });
    await tablet.screenshot({ path: join(OUTPUT, 'timetracking-terminal-1280.png') });

    const page = await adminPage(browser, product.url);
    await page.goto(`${product.url}/backend#/timetracking/timesheet`);
    await page.getByRole('tab', { name: 'Zeitnachweis' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Monatsblatt (PDF)' }).waitFor();
    await page.screenshot({
      path: join(OUTPUT, 'timetracking-timesheet-1280.png'),
      fullPage: true,
    });
    // Today's row names the employee's stamps (a correction can be made from it).
    await page.getByRole('button', { name: 'Korrigieren' }).last().waitFor();

    const href = await page.getByRole('link', { name: 'Monatsblatt (PDF)' }).getAttribute('href');
    const pdf = await page.request.get(product.url + href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');

    const sections: [string, string][] = [
      ['present', 'Gerade ist niemand angemeldet.'],
      ['planner', 'Lena Gruber'],
      ['balances', 'Tobias Wimmer'],
      ['absences', 'Arzttermin'],
      ['tasks', 'Kühlraum Graz abtauen'],
    ];
    for (const [section, text] of sections) {
      await page.goto(`${product.url}/backend#/timetracking/${section}`);
      await page.getByText(text).first().waitFor({ timeout: 30_000 });
      await page.screenshot({
        path: join(OUTPUT, `timetracking-${section}-1280.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${product.url}/backend#/timetracking/timesheet`);
    await page.getByRole('link', { name: 'Monatsblatt (PDF)' }).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'timetracking-timesheet-390.png'), fullPage: true });
  });

  it('plans a shift in the week planner: refused without a branch, saved, changed, deleted', async () => {
    const page = await adminPage(browser, product.url);
    await page.goto(`${product.url}/backend#/timetracking/planner`);
    await page.getByText('Lena Gruber').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Neue Schicht' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Neue Schicht').waitFor();
    await choose(drawer.getByLabel('Mitarbeiter'), 'Lena Gruber', 'Lena');
    await drawer.getByLabel('Beginn').fill('06:15');
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    // The server names the missing branch under its field.
    await drawer.getByText('„Filiale“ ist erforderlich.').waitFor();
    await drawer.getByLabel('Filiale').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .first()
      .click();
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    const shift = page.getByRole('button', { name: '06:15–16:00' });
    await shift.waitFor();
    await page.screenshot({ path: join(OUTPUT, 'timetracking-planner-shift-1280.png') });
    await shift.click();
    await drawer.getByText('Schicht bearbeiten').waitFor();
    await drawer.getByLabel('Ende').fill('14:30');
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    const changed = page.getByRole('button', { name: '06:15–14:30' });
    await changed.waitFor();
    await changed.click();
    await drawer.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Löschen' }).click();
    await changed.waitFor({ state: 'detached' });
    await page.close();
  });
});
