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
/** Until the drawer has slid in (its CSS transition ends): a screenshot shows it whole. */
const drawerOpened = (page: Page) =>
  page
    .locator('.ant-drawer-open .ant-drawer-content-wrapper')
    .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));

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
    // The two forms a manager opens most: a sick day entered for someone, a stamp corrected.
    await page.goto(`${product.url}/backend#/timetracking/absences`);
    await page.getByRole('button', { name: 'Abwesenheit anlegen' }).click();
    await page.getByRole('dialog').getByLabel('Mitarbeiter').waitFor();
    await drawerOpened(page);
    await page.screenshot({ path: join(OUTPUT, 'timetracking-absence-new-1280.png') });
    await page.keyboard.press('Escape');
    await page.goto(`${product.url}/backend#/timetracking/timesheet`);
    await page.getByRole('button', { name: 'Korrigieren' }).last().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Korrektur speichern' }).waitFor();
    await drawerOpened(page);
    await page.screenshot({ path: join(OUTPUT, 'timetracking-correction-1280.png') });
    await page.keyboard.press('Escape');

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
    // Any branch, in the branch select's own dropdown (the employee's may still be closing).
    await choose(drawer.getByLabel('Filiale'), /.+/);
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

  it('sets up a new employee from zero in the back office, who clocks in at the branch terminal', async () => {
    const page = await adminPage(browser, product.url);
    const listed = (await (await page.request.get(`${product.url}/api/branches`)).json()) as {
      data: { items?: { name: string }[] } | { name: string }[];
    };
    const list = Array.isArray(listed.data) ? listed.data : (listed.data.items ?? []);
    const branch = list[0].name;

    // Benutzer → „Neuer Benutzer“: an employee of the first branch, no seed data behind her.
    await page.goto(`${product.url}/backend#/users`);
    await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Benutzername').fill('jana.neumann');
    await drawer.getByLabel('Vorname').fill('Jana');
    await drawer.getByLabel('Nachname').fill('Neumann');
    await drawer.getByLabel('Passwort').fill('Neu-im-Team-2026!');
    // „Mitarbeiter:in“ is the role a new user starts with; the branch is typed and taken.
    const branches = drawer.getByLabel('Filialen', { exact: true });
    await branches.click();
    await branches.fill(branch);
    await page.keyboard.press('Enter');
    // Closes the list (Escape would close the drawer).
    await drawer.getByText('Neuer Benutzer', { exact: true }).click();
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Benutzer wurde angelegt.').waitFor();
    await drawer.waitFor({ state: 'hidden' });
    const found = (await (
      await page.request.get(`${product.url}/api/users?search=jana.neumann`)
    ).json()) as { data: { roles: string[]; branches: { name: string }[] }[] };
    expect(found.data).toEqual([
      expect.objectContaining({
        roles: ['ROLE_EMPLOYEE'],
        branches: [expect.objectContaining({ name: branch })],
      }),
    ]);

    // Arbeitsverträge: 20 hours a week from today.
    await page.goto(`${product.url}/backend#/timetracking/contracts`);
    await choose(page.getByLabel('Mitarbeiter'), 'Jana Neumann', 'Jana');
    await page.getByText('Noch kein Arbeitsvertrag.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Neuer Vertrag' }).click();
    const contract = page.getByRole('dialog');
    await contract.getByText('Neuer Arbeitsvertrag').waitFor();
    await contract.getByLabel('Wochenstunden').fill('20');
    await contract.getByRole('button', { name: 'Anlegen' }).click();
    await page
      .getByRole('cell', { name: /20(,0)? h/ })
      .first()
      .waitFor();
    await page.getByText('aktuell', { exact: true }).first().waitFor();
    await page.screenshot({ path: join(OUTPUT, 'timetracking-new-contract-1280.png') });

    // Stempeln: her PIN, and the branch's terminal address.
    await page.goto(`${product.url}/backend#/timetracking/terminal`);
    await choose(page.getByLabel('Mitarbeiter'), 'Jana Neumann', 'Jana');
    await page.getByLabel('PIN', { exact: true }).fill('4711');
    await page.getByRole('button', { name: 'PIN speichern' }).click();
    await page.getByText('Neue PIN für Jana Neumann:').waitFor();
    await choose(page.getByLabel('Filiale des Terminals'), branch);
    await page.getByRole('button', { name: 'Terminal einrichten' }).click();
    const address = page.locator('code', { hasText: '/api/time-tracking-terminal/' });
    await address.waitFor();
    const terminal = (await address.innerText()).trim();
    await page.screenshot({ path: join(OUTPUT, 'timetracking-stempeln-1280.png'), fullPage: true });

    // The tablet at the staff entrance: her name, her PIN, „Kommen“.
    const tablet = await browser.newPage({
      viewport: { width: 800, height: 1280 },
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    await tablet.goto(terminal.startsWith('http') ? terminal : product.url + terminal);
    await tablet.getByRole('button', { name: /Jana Neumann/ }).click();
    for (const digit of '4711')
      await tablet.getByRole('button', { name: digit, exact: true }).click();
    await tablet.getByRole('button', { name: 'OK', exact: true }).click();
    await tap(tablet, 'Kommen', 'Anwesend');
    await tablet.screenshot({ path: join(OUTPUT, 'timetracking-terminal-new-800.png') });
    await tablet.close();

    // Wer ist da, and her balance.
    await page.goto(`${product.url}/backend#/timetracking/present`);
    await page.getByText('Jana Neumann').first().waitFor({ timeout: 30_000 });
    await page.goto(`${product.url}/backend#/timetracking/balances`);
    await page.getByText('Jana Neumann').first().waitFor({ timeout: 30_000 });
    await page.screenshot({
      path: join(OUTPUT, 'timetracking-new-balance-1280.png'),
      fullPage: true,
    });
    await page.close();
  });
});
