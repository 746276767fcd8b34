import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  OUTPUT,
  adminPage,
  launchChromium,
  placeOrder,
  startProduct,
  type Product,
} from './product';

jest.setTimeout(180_000);

describe('the back office in chromium: logout, login link, deep links and an employee', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
    // An order at Wien Neubau, which the employee of Graz must not see.
    await placeOrder(product.url);
  });

  // A test that fails with a drawer open must not leave its mask over the next one.
  afterEach(async () => {
    if (page && (await page.locator('.ant-drawer-open').count()) > 0) await page.reload();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('logs out; without a session the back office sends the browser to the login', async () => {
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/backend\/login$/);
    await page.goto(`${product.url}/backend#/orders`);
    // The login names why and keeps the screen to come back to.
    await page.waitForURL(/\/backend\/login\?reason=session&next=%23%2Forders$/);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Bitte melden Sie sich an.' }).waitFor();
  });

  it('sends a login link on request: a wrong address refused under its field, then the neutral answer', async () => {
    await page.goto(`${product.url}/backend/login`);
    await page.getByRole('button', { name: 'Anmeldelink per E-Mail anfordern' }).click();
    const email = page.getByLabel('E-Mail-Adresse');
    await email.fill('admin@');
    await page.getByRole('button', { name: 'Anmeldelink anfordern' }).click();
    await page.getByText('„E-Mail“ muss eine gültige E-Mail-Adresse sein.').waitFor();
    await email.fill('admin@cafe-rosmarin.example.at');
    await page.getByRole('button', { name: 'Anmeldelink anfordern' }).click();
    const sent =
      'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Anmeldelink gesendet.';
    await page.getByRole('status').filter({ hasText: sent }).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'login-link-desktop.png') });
    // An unknown address gets the very same answer: addresses cannot be probed.
    await email.fill('niemand@example.at');
    await page.getByRole('button', { name: 'Anmeldelink anfordern' }).click();
    await page.getByRole('status').filter({ hasText: sent }).waitFor();
  });

  it("keeps the toolbar's deep link #/sites through the login and opens the content module's pages", async () => {
    await page.goto(`${product.url}/backend#/sites`);
    await page.waitForURL(/\/backend\/login\?reason=session&next=%23%2Fsites$/);
    await page.getByLabel('Benutzername oder E-Mail').fill('admin');
    await page.getByLabel('Passwort').fill('Demo-Admin-2026!');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/backend#\/sites$/);
    await page.getByRole('tab', { name: 'Seiten', selected: true }).waitFor();
    await page
      .getByRole('row', { name: /Über uns/ })
      .first()
      .waitFor();
    await page.goto(`${product.url}/backend#/navigations`);
    await page.getByRole('tab', { name: 'Navigationen', selected: true }).waitFor();
  });

  it('explains a route whose module this installation does not provide', async () => {
    // An installation whose BACKOFFICE_REMOTES leaves the content module out.
    await page.route('**/api/backoffice/remotes', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, string> };
      delete body.data.cms;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${product.url}/backend#/sites`);
    await page.reload();
    await page
      .getByText(
        'Der Bereich „Seiten“ gehört zum Modul „Website & Medien“, das hier noch nicht bereitgestellt ist.',
      )
      .waitFor();
    await page.screenshot({ path: join(OUTPUT, 'module-notice-desktop.png') });
    await page.goto(`${product.url}/backend#/navigations`);
    await page
      .getByText('Der Bereich „Navigationen“ gehört zum Modul „Website & Medien“')
      .waitFor();
    await page.getByRole('button', { name: 'Zur Übersicht' }).click();
    await page.waitForURL(/#\/dashboard$/);
    await page.unroute('**/api/backoffice/remotes');
    // A target outside the back office is never followed.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/backend\/login$/);
    await page.goto(`${product.url}/backend/login?next=https%3A%2F%2Fexample.org%2F`);
    await page.getByLabel('Benutzername oder E-Mail').fill('admin');
    await page.getByLabel('Passwort').fill('Demo-Admin-2026!');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${product.url}/backend#/dashboard`);
  });

  it('gives an employee the orders and no admin areas, and only their own branch', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'de-AT',
    });
    const phone = await context.newPage();
    // The remote list fails at first: the shell's own areas work, the remote ones say so.
    await context.route('**/api/backoffice/remotes', (route) => route.abort());
    await phone.goto(`${product.url}/backend/login`);
    await phone.getByLabel('Benutzername oder E-Mail').fill('mitarbeiter');
    await phone.getByLabel('Passwort').fill('Demo-Team-2026!');
    await phone.getByRole('button', { name: 'Anmelden' }).click();
    await phone.waitForURL(/#\/dashboard$/);
    await phone.getByText('Bestellungen heute').waitFor();
    const listError = phone
      .getByRole('alert')
      .filter({ hasText: 'Die Module konnten nicht geladen werden.' });
    await listError.waitFor();
    await phone.goto(`${product.url}/backend#/orders`);
    await listError.waitFor();
    await phone.screenshot({ path: join(OUTPUT, 'remote-list-error-phone.png') });
    await context.unroute('**/api/backoffice/remotes');
    await listError.getByRole('button', { name: 'Erneut versuchen' }).click();
    await phone.getByTestId('orders-title').waitFor({ timeout: 20_000 });
    await phone.goto(`${product.url}/backend#/dashboard`);
    await phone.screenshot({ path: join(OUTPUT, 'dashboard-phone.png'), fullPage: true });
    await phone.goto(`${product.url}/backend#/users`);
    await phone.getByText('Seite nicht gefunden').waitFor();
    const current = phone.waitForResponse(
      (response) => response.url().includes('/api/orders/current') && response.ok(),
    );
    await phone.goto(`${product.url}/backend#/orders`);
    await phone.getByTestId('orders-title').waitFor({ timeout: 20_000 });
    // Only their own branch: the order placed at Wien Neubau in beforeAll is not on their board
    // (the board has loaded: its list answered), and Filialen lists Graz Hauptplatz alone.
    const answer = (await (await current).json()) as { data: { branch: { name: string } }[] };
    expect(answer.data.filter((order) => order.branch.name !== 'Graz Hauptplatz')).toEqual([]);
    await phone.getByTestId('board-column-pending').waitFor();
    expect(await phone.locator('[data-testid^="order-card-"]').count()).toBe(answer.data.length);
    await phone.goto(`${product.url}/backend#/branches`);
    await phone.getByRole('cell', { name: 'Graz Hauptplatz' }).first().waitFor();
    expect(await phone.getByRole('cell', { name: 'Wien Neubau' }).count()).toBe(0);
    // Employees edit their branch but neither create nor delete one; the API refuses it too.
    expect(await phone.getByRole('button', { name: 'Filiale anlegen' }).count()).toBe(0);
    await phone.getByRole('cell', { name: 'Graz Hauptplatz' }).first().click();
    const drawer = phone.getByRole('dialog');
    await drawer.getByText('Filiale „Graz Hauptplatz“').waitFor();
    await phone.waitForTimeout(300);
    await phone.screenshot({ path: join(OUTPUT, 'branch-drawer-phone.png') });
    expect(await drawer.getByRole('button', { name: 'Löschen' }).count()).toBe(0);
    const refused = await phone.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const response = await fetch('/api/branches', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify({ identifier: 'steyr', name: 'Steyr' }),
      });
      return response.status;
    });
    expect(refused).toBe(403);

    // An admin locks the account meanwhile: the employee's next load ends at the login,
    // which says why.
    await page.goto(`${product.url}/backend#/users`);
    await page.getByRole('cell', { name: 'mitarbeiter', exact: true }).click();
    const userDrawer = page.getByRole('dialog');
    await userDrawer.getByText('Benutzer „mitarbeiter“').waitFor();
    await userDrawer.getByRole('switch', { name: 'Gesperrt' }).click();
    await page.screenshot({ path: join(OUTPUT, 'user-drawer-desktop.png') });
    await userDrawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Benutzer wurde gespeichert.').waitFor();
    await phone.reload();
    await phone.waitForURL(/\/backend\/login\?reason=locked/);
    await phone.getByRole('alert').filter({ hasText: 'Ihr Benutzerkonto ist gesperrt.' }).waitFor();
    await phone.screenshot({ path: join(OUTPUT, 'login-locked-phone.png') });
    await context.close();
  });
});
