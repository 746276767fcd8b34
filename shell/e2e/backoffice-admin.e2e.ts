import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { OUTPUT, adminPage, choose, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(180_000);

describe('the back office in chromium: configuration, branches, audit log and customers', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
  });

  // A test that fails with a drawer open must not leave its mask over the next one.
  afterEach(async () => {
    if (page && (await page.locator('.ant-drawer-open').count()) > 0) await page.reload();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it("puts the server's validation errors under the configuration form's fields", async () => {
    await page.getByRole('menuitem', { name: 'Konfiguration' }).click();
    const general = page.getByRole('region', { name: 'Allgemein' });
    const colour = general.getByLabel('Designfarbe (#RRGGBB)');
    await colour.fill('grün');
    await general.getByRole('button', { name: 'Speichern' }).click();
    const item = general
      .locator('.ant-form-item')
      .filter({ has: page.getByLabel('Designfarbe (#RRGGBB)') });
    await item.getByText(/muss eine Farbe im Format #RRGGBB sein/).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'configuration-error-desktop.png') });
    await colour.fill('#058243');
    await general.getByLabel('Shopname').fill('Café Rosmarin – Test');
    await general.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Einstellungen unter „Allgemein“ wurden gespeichert.').waitFor();
    const saved = (await (await fetch(`${product.url}/api/config`)).json()) as {
      data: { shopName: string };
    };
    expect(saved.data.shopName).toBe('Café Rosmarin – Test');
    await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
  });

  it('shows the calendars in the date locale of the configuration, with German texts around them', async () => {
    await page.getByRole('menuitem', { name: 'Konfiguration' }).click();
    const general = page.getByRole('region', { name: 'Allgemein' });
    await choose(general.getByRole('combobox', { name: /^Kalendersprache/ }), 'Französisch');
    // This save's answer, not the notice: an earlier save's notice may still be on screen.
    await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().includes('/api/config') && response.request().method() !== 'GET',
      ),
      general.getByRole('button', { name: 'Speichern' }).click(),
    ]);
    await page
      .getByText('Die Einstellungen unter „Allgemein“ wurden gespeichert.')
      .last()
      .waitFor();

    // Without a reload: the user drawer's „Gültig bis“ opens a French calendar.
    await page.getByRole('menuitem', { name: 'Benutzer', exact: true }).click();
    await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
    await page.getByRole('dialog').getByLabel('Gültig bis').click();
    const panel = page.locator('.ant-picker-dropdown:visible');
    await panel.waitFor();
    // A French month name in the header („nov.“ would be German „Nov.“ as well): March.
    await panel.locator('.ant-picker-month-btn').click();
    await panel.locator('.ant-picker-cell', { hasText: 'mars' }).click();
    expect(await panel.locator('.ant-picker-month-btn').textContent()).toBe('mars');
    expect(await panel.locator('.ant-picker-content th').first().textContent()).toBe('lu');
    await panel.getByText('Jetzt').waitFor();
    await page.screenshot({ path: join(OUTPUT, 'date-locale-fr-desktop.png') });
    await page.keyboard.press('Escape');
    await page.reload();

    await page.getByRole('menuitem', { name: 'Konfiguration' }).click();
    await choose(
      general.getByRole('combobox', { name: /^Kalendersprache/ }),
      'Deutsch (Österreich)',
    );
    await general.getByRole('button', { name: 'Speichern' }).click();
    // The notice of an earlier save may still be there: this save's is the last one.
    await page
      .getByText('Die Einstellungen unter „Allgemein“ wurden gespeichert.')
      .last()
      .waitFor();
    const saved = (await (await fetch(`${product.url}/api/config`)).json()) as {
      data: { dateLocale: string };
    };
    expect(saved.data.dateLocale).toBe('de-at');
  });

  it("edits a branch's opening hours; a wrong time is refused under its field", async () => {
    await page.getByRole('menuitem', { name: 'Filialen' }).click();
    await page.getByRole('cell', { name: 'Wien Neubau' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Filiale „Wien Neubau“').waitFor();
    await drawer.getByRole('tab', { name: 'Öffnungszeiten' }).click();
    const from = drawer.getByLabel('Von (Regel 1)');
    await from.fill('25:00');
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    const rule = drawer.getByTestId('rule-0');
    await rule.getByText('„Von“ muss eine Uhrzeit im Format HH:mm sein (z. B. 08:30).').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUTPUT, 'branch-hours-error-desktop.png') });
    await from.fill('07:30');
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Filiale wurde gespeichert.').waitFor();
    const branches = (await (await fetch(`${product.url}/api/branches?perPage=100`)).json()) as {
      data: { identifier: string; openingHours: { from: string | null }[] }[];
    };
    const wien = branches.data.find((branch) => branch.identifier === 'wien-neubau')!;
    expect(wien.openingHours[0].from).toBe('07:30');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
  });

  it("copies a branch's opening hours to another branch through the local clipboard", async () => {
    await page.getByRole('menuitem', { name: 'Filialen' }).click();
    await page.getByRole('cell', { name: 'Wien Neubau' }).first().click();
    let drawer = page.getByRole('dialog');
    await drawer.getByText('Filiale „Wien Neubau“').waitFor();
    await drawer.getByRole('tab', { name: 'Öffnungszeiten' }).click();
    await drawer.getByRole('button', { name: 'Öffnungszeiten kopieren' }).click();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('cell', { name: 'Linz Landstraße' }).first().click();
    drawer = page.getByRole('dialog');
    await drawer.getByText('Filiale „Linz Landstraße“').waitFor();
    await drawer.getByRole('tab', { name: 'Öffnungszeiten' }).click();
    await drawer.getByRole('button', { name: 'Öffnungszeiten einfügen' }).click();
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Filiale wurde gespeichert.').last().waitFor();
    const branches = (await (await fetch(`${product.url}/api/branches?perPage=100`)).json()) as {
      data: { identifier: string; openingHours: unknown[] }[];
    };
    const hours = (identifier: string) =>
      branches.data.find((branch) => branch.identifier === identifier)!.openingHours;
    expect(hours('linz-landstrasse')).toEqual(hours('wien-neubau'));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
  });

  it("switches a branch's payment method and a required field; the storefront's checkout follows", async () => {
    // The seed: Linz takes no card and demands a phone number for takeaway.
    const before = (await (await fetch(`${product.url}/api/branches?perPage=100`)).json()) as {
      data: { identifier: string; isATMCardEnabled: boolean; isTakeawayPhoneRequired: boolean }[];
    };
    expect(before.data.find((branch) => branch.identifier === 'linz-landstrasse')).toMatchObject({
      isATMCardEnabled: false,
      isTakeawayPhoneRequired: true,
    });
    await page.getByRole('menuitem', { name: 'Filialen' }).click();
    await page.getByRole('cell', { name: 'Linz Landstraße' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Filiale „Linz Landstraße“').waitFor();
    await drawer.getByRole('tab', { name: 'Zahlung' }).click();
    const card = drawer.getByRole('switch', { name: 'Bankomatkarte' });
    expect(await card.getAttribute('aria-checked')).toBe('false');
    await card.click();
    await drawer.getByRole('tab', { name: 'Pflichtfelder' }).click();
    await drawer.getByLabel('Telefon bei Abholung verlangen').uncheck();
    await page.screenshot({ path: join(OUTPUT, 'branch-required-fields-desktop.png') });
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Filiale wurde gespeichert.').last().waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    const shop = await page.context().newPage();
    await shop.goto(`${product.url}/store/linz-landstrasse`);
    // The page is the server's markup until the app has taken it over: tap after that.
    await shop.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await shop.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' }).click();
    const dialog = shop.locator('dialog[open]');
    await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
    await shop.getByText('Produkt zum Warenkorb hinzugefügt.').waitFor();
    await shop.goto(`${product.url}/store/linz-landstrasse/checkout`);
    await shop.getByRole('heading', { name: 'Bestellvorgang' }).waitFor();
    await shop.getByRole('radio', { name: 'Bankomatkarte' }).waitFor();
    expect(await shop.getByLabel('Telefon').getAttribute('required')).toBeNull();
    await shop.screenshot({
      path: join(OUTPUT, 'branch-flags-checkout-desktop.png'),
      fullPage: true,
    });
    await shop.close();
    await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
  });

  it('shows the audit log in German, sorts it by a column, and a change with its data', async () => {
    await page.getByRole('menuitem', { name: 'Protokoll' }).click();
    await page.getByRole('heading', { name: 'Protokoll' }).waitFor();
    const sorted = page.waitForResponse(
      (response) => response.url().includes('/api/logs?') && response.url().includes('sort=entity'),
    );
    await page.getByRole('columnheader', { name: 'Bereich' }).click();
    expect((await sorted).ok()).toBe(true);
    // 35 areas: the filter finds one by typing.
    await page.getByRole('combobox', { name: 'Bereich' }).fill('Filia');
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Filialen$/ })
      .click();
    // The newest change of a branch, by its name: the payment method and the required field above.
    const changed = page.getByRole('cell', { name: /^Filiale „.+“ geändert$/ }).first();
    await changed.waitFor();
    expect(
      await page
        .getByRole('row')
        .filter({ has: changed })
        .first()
        .getByRole('cell')
        .nth(3)
        .textContent(),
    ).toBe('Filialen');
    await changed.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Geänderte Daten').waitFor();
    // Each changed field under its German name (the API's key in the cell's title).
    const row = (label: string) =>
      drawer.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
    const card = row('Bankomatkarte');
    expect(await card.getByRole('cell').allTextContents()).toEqual(['Bankomatkarte', 'nein', 'ja']);
    expect(await card.getByTitle('isATMCardEnabled').count()).toBe(1);
    const phone = row('Telefon bei Abholung erforderlich');
    expect((await phone.getByRole('cell').allTextContents()).slice(1)).toEqual(['ja', 'nein']);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUTPUT, 'audit-entry-desktop.png') });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
  });

  it('lets an admin create a branch, the identifier refused under its field first, give it a logo, and delete it', async () => {
    await page.getByRole('menuitem', { name: 'Filialen' }).click();
    await page.getByRole('button', { name: 'Filiale anlegen' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Filiale anlegen').waitFor();
    await drawer.getByLabel('Name').fill('Salzburg Altstadt');
    await drawer.getByLabel('Kennung').fill('Salzburg Altstadt');
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await drawer.locator('.ant-form-item-explain-error').first().waitFor();
    expect(await drawer.locator('.ant-form-item-explain-error').first().textContent()).toContain(
      '„Kennung“',
    );
    await drawer.getByLabel('Kennung').fill('salzburg-altstadt');
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Filiale wurde angelegt.').waitFor();
    await drawer.waitFor({ state: 'hidden' });

    // Its logo: a picture of the demo shop, uploaded in the tab 'Bilder'.
    const products = (await (await fetch(`${product.url}/api/products?perPage=1`)).json()) as {
      data: { images: { id: number; version: number; extension: string }[] }[];
    };
    const picture = products.data[0].images[0];
    const bytes = Buffer.from(
      await (
        await fetch(`${product.url}/image/${picture.id}-${picture.version}.${picture.extension}`)
      ).arrayBuffer(),
    );
    await page.getByRole('cell', { name: 'Salzburg Altstadt' }).first().click();
    await drawer.getByText('Filiale „Salzburg Altstadt“').waitFor();
    await drawer.getByRole('tab', { name: 'Bilder' }).click();
    await drawer
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: `logo.${picture.extension}`,
        mimeType: `image/${picture.extension === 'jpg' ? 'jpeg' : picture.extension}`,
        buffer: bytes,
      });
    await drawer.getByRole('button', { name: 'Bild ersetzen' }).waitFor();
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Filiale wurde gespeichert.').last().waitFor();
    const saved = (await (await fetch(`${product.url}/api/branches?perPage=100`)).json()) as {
      data: { identifier: string; logo: { id: number } | null }[];
    };
    expect(
      saved.data.find((branch) => branch.identifier === 'salzburg-altstadt')?.logo?.id,
    ).toEqual(expect.any(Number));

    await drawer.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Die Filiale wurde gelöscht.').waitFor();
    await page.getByRole('cell', { name: 'Salzburg Altstadt' }).waitFor({ state: 'detached' });
    await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
  });

  it('creates a company customer of a branch, a wrong e-mail refused under its field, then edits it', async () => {
    await page.getByRole('menuitem', { name: 'Kunden' }).click();
    await page.getByRole('button', { name: 'Kunden anlegen' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('switch', { name: 'Firmenkunde' }).click();
    await drawer.getByLabel('Firma').fill('Tischlerei Huber');
    await drawer.getByLabel('Nachname').fill('Huber');
    const email = drawer.getByLabel('E-Mail');
    await email.fill('huber-at-example');
    await drawer.getByLabel('Filiale').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: 'Graz Hauptplatz',
      })
      .click();
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await drawer
      .locator('.ant-form-item')
      // `has` looks inside each item: a locator from the page, not one that starts at the dialog.
      .filter({ has: page.getByLabel('E-Mail', { exact: true }) })
      .getByText('„E-Mail“ muss eine gültige E-Mail-Adresse sein.')
      .waitFor();
    await page.screenshot({ path: join(OUTPUT, 'customer-error-desktop.png') });
    const none = (await (
      await page.request.get(`${product.url}/api/customers?search=Huber`)
    ).json()) as {
      meta: { total: number };
    };
    expect(none.meta.total).toBe(0);

    await email.fill('office@huber.at');
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Der Kunde wurde angelegt.').waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'Tischlerei Huber – Huber' }).click();
    await drawer.getByText('Kunde „Tischlerei Huber – Huber“').waitFor();
    await drawer.getByLabel('Telefon').fill('+43 316 123456');
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Kunde wurde gespeichert.').waitFor();
    await drawer.waitFor({ state: 'hidden' });

    const list = (await (
      await page.request.get(`${product.url}/api/customers?search=Huber`)
    ).json()) as {
      data: {
        companyName: string;
        email: string;
        phone: string;
        branch: { name: string } | null;
      }[];
    };
    expect(list.data).toEqual([
      expect.objectContaining({
        companyName: 'Tischlerei Huber',
        email: 'office@huber.at',
        phone: '+43 316 123456',
        branch: expect.objectContaining({ name: 'Graz Hauptplatz' }),
      }),
    ]);
    await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
  });
});
