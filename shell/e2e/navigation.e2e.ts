import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(240_000);

const GROUPS = ['Verkauf', 'Inhalte', 'Team', 'Einstellungen'];

/**
 * English words in the names of the controls in an aria snapshot: an antd icon beside a label
 * lends the control its English name („shopping-cart Bestellungen“, „loading Speichern“), and
 * antd's steppers are called „Increase Value“. (An icon inside a control that is named by its
 * aria-label is not part of the name, so a bare img is not counted.)
 */
const englishIconNames = (snapshot: string) =>
  [
    ...snapshot.matchAll(
      /- (?:button|switch|menuitem|link|tab|combobox|checkbox|textbox|spinbutton) "([^"]*)"/g,
    ),
  ]
    .map((match) => match[1])
    .filter((name) =>
      /\b(?:[a-z]+-[a-z-]+|loading|delete|plus|close|down|up|Increase|Decrease)\b/.test(name),
    );

/**
 * Issue 30, the counter: the navigation in groups with an icon of its own per entry and a
 * heading on every area; the configuration in sections that save on their own; one switch per
 * payment method with the two levels explained where they meet; on means open.
 */
describe('the back office’s navigation and configuration', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('groups the side navigation, gives every entry its own icon and every area a heading', async () => {
    const nav = page.locator('.ant-layout-sider .ant-menu');
    await nav.getByRole('menuitem', { name: 'Protokoll' }).waitFor();
    // The remotes' entries come with the remote list.
    await nav.getByRole('menuitem', { name: 'Zeiterfassung' }).waitFor();
    const titles = await nav.locator('.ant-menu-item-group-title').allInnerTexts();
    expect(titles).toEqual(GROUPS);
    const icons = await nav
      .locator('.ant-menu-item .anticon')
      .evaluateAll((spans) =>
        spans.map((span) => [...span.classList].find((name) => name.startsWith('anticon-'))),
      );
    const entries = await nav.getByRole('menuitem').allInnerTexts();
    expect(icons).toHaveLength(entries.length);
    expect(new Set(icons).size).toBe(icons.length);
    expect(englishIconNames(await nav.ariaSnapshot())).toEqual([]);
    await page.screenshot({ path: join(OUTPUT, 'navigation-desktop.png') });

    // Each area, reached by its entry, shows a heading of its own (its title, or the shell's
    // for an area whose page has none), not the one of the area before.
    let previous = '';
    for (const entry of entries) {
      const name = entry.trim();
      await nav.getByRole('menuitem', { name, exact: true }).click();
      const heading = page
        .locator('.ant-layout-content')
        .locator('h1, h2')
        .filter({ hasNotText: new RegExp(`^${previous.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
        .first();
      await heading.waitFor();
      previous = (await heading.innerText()).trim();
    }
  });

  it('opens one group at a time in the phone’s menu bar', async () => {
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${product.url}/backend#/dashboard`);
    const bar = phone.locator('.ant-layout-header + .ant-menu');
    for (const group of GROUPS) await bar.getByText(group, { exact: true }).waitFor();
    await bar.getByText('Einstellungen', { exact: true }).click();
    await phone.getByRole('menuitem', { name: 'Konfiguration' }).click();
    await phone.getByRole('heading', { name: 'Konfiguration', level: 2 }).waitFor();
    await phone.getByRole('region', { name: 'Allgemein' }).waitFor();
    await phone.screenshot({ path: join(OUTPUT, 'configuration-phone.png'), fullPage: false });
    await bar.getByText('Inhalte', { exact: true }).click();
    await phone.getByRole('menuitem', { name: 'Website & Medien' }).waitFor();
    await phone.screenshot({ path: join(OUTPUT, 'navigation-phone.png') });
    await phone.close();
  });

  it('saves a section of the configuration on its own, leaving an edit in another one', async () => {
    await page.goto(`${product.url}/backend#/configuration`);
    const general = page.getByRole('region', { name: 'Allgemein' });
    const seo = page.getByRole('region', { name: 'Suchmaschinen' });
    const before = (await (await fetch(`${product.url}/api/config`)).json()) as {
      data: { seoTitle: string | null };
    };
    await seo.getByLabel('SEO-Titel').fill('Noch nicht gespeichert');
    await general.getByLabel('Shopname').fill('Café Rosmarin');
    await general.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Einstellungen unter „Allgemein“ wurden gespeichert.').waitFor();
    const after = (await (await fetch(`${product.url}/api/config`)).json()) as {
      data: { shopName: string; seoTitle: string | null };
    };
    expect(after.data.shopName).toBe('Café Rosmarin');
    expect(after.data.seoTitle).toBe(before.data.seoTitle);
    // The other section's edit is still there, to be saved with its own button.
    expect(await seo.getByLabel('SEO-Titel').inputValue()).toBe('Noch nicht gespeichert');
    await page.screenshot({ path: join(OUTPUT, 'configuration-desktop.png') });
    // The accessibility tree of the page names nothing in English (antd's German locale,
    // icons beside a label hidden from it).
    expect(englishIconNames(await page.locator('.ant-layout').first().ariaSnapshot())).toEqual([]);
    await seo.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Einstellungen unter „Suchmaschinen“ wurden gespeichert.').waitFor();
    const last = (await (await fetch(`${product.url}/api/config`)).json()) as {
      data: { shopName: string; seoTitle: string | null };
    };
    expect(last.data).toMatchObject({
      shopName: 'Café Rosmarin',
      seoTitle: 'Noch nicht gespeichert',
    });
  });

  it('switches a payment method in one place, and the branch editor says why it cannot offer it', async () => {
    await page.goto(`${product.url}/backend#/configuration`);
    const payments = page.getByRole('region', { name: 'Zahlungsarten' });
    await payments
      .getByText(
        'Hier schalten Sie eine Zahlungsart für alle Filialen ein; jede Filiale wählt dann, welche sie anbietet.',
      )
      .waitFor();
    const card = payments.getByRole('switch', { name: 'Bankomatkarte' });
    expect(await card.getAttribute('aria-checked')).toBe('true');
    await card.click();
    await payments.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Zahlungsarten wurden gespeichert.').waitFor();
    const saved = (await (await fetch(`${product.url}/api/config`)).json()) as {
      data: Record<string, boolean>;
    };
    expect(saved.data).toMatchObject({ enablePluginATMCard: false, enableATMCard: false });
    await payments.screenshot({ path: join(OUTPUT, 'configuration-payments-desktop.png') });

    await page.getByRole('menuitem', { name: 'Filialen' }).click();
    await page.getByRole('cell', { name: 'Graz Hauptplatz' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('tab', { name: 'Zahlung' }).click();
    await drawer
      .getByText(
        'Zahlungsarten, die in der Konfiguration ausgeschaltet sind, stehen hier nicht zur Wahl.',
      )
      .waitFor();
    const off = drawer.getByRole('switch', {
      name: 'Bankomatkarte (in der Konfiguration ausgeschaltet)',
    });
    await off.waitFor();
    expect(await off.isDisabled()).toBe(true);
    expect(await drawer.getByRole('switch', { name: 'Barzahlung' }).isDisabled()).toBe(false);
    await page.screenshot({ path: join(OUTPUT, 'branch-payments-desktop.png') });
    expect(englishIconNames(await drawer.ariaSnapshot())).toEqual([]);

    await drawer.getByRole('tab', { name: 'Öffnungszeiten' }).click();
    // On means open: the seeded rules are open days.
    const open = drawer.getByRole('switch', { name: 'Geöffnet (Regel 1)' });
    expect(await open.getAttribute('aria-checked')).toBe('true');
    await page.screenshot({ path: join(OUTPUT, 'branch-hours-desktop.png') });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Back on, for the suites after this one's own product (each starts its own).
    await page.getByRole('menuitem', { name: 'Konfiguration' }).click();
    await payments.getByRole('switch', { name: 'Bankomatkarte' }).click();
    await payments.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Zahlungsarten wurden gespeichert.').first().waitFor();
  });
  it('names no control in English in the remotes’ areas either: the catalogue’s product and the orders board', async () => {
    await page.getByRole('menuitem', { name: 'Produktkataloge' }).click();
    await page.getByPlaceholder('Produkte suchen').fill('Cappuccino');
    const row = page.getByRole('row', { name: /Cappuccino/ }).first();
    await row.waitFor({ timeout: 20_000 });
    expect(englishIconNames(await page.locator('.ant-layout').first().ariaSnapshot())).toEqual([]);
    await row.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    // Its prices and options: number fields without antd's „Increase Value“ steppers.
    expect(await drawer.getByRole('spinbutton').count()).toBeGreaterThan(0);
    expect(englishIconNames(await drawer.ariaSnapshot())).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
    await page.getByRole('tab', { name: /^Aktuell/ }).waitFor();
    expect(englishIconNames(await page.locator('.ant-layout').first().ariaSnapshot())).toEqual([]);
  });
});
