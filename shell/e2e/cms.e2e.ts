import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { startFakeOpenAi, startMailSink } from './cms-fakes';
import {
  OUTPUT,
  adminPage,
  choose,
  launchChromium,
  startProduct,
  type Product,
  pickFromMenu,
} from './product';

/** A screenshot at phone width, once the open drawer has taken the whole narrow screen. */
async function phoneShot(page: Page, file: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(
    () =>
      (document.querySelector('.ant-drawer-content-wrapper')?.getBoundingClientRect().width ?? 0) <=
      390,
  );
  await page.screenshot({ path: join(OUTPUT, file) });
  await page.setViewportSize({ width: 1280, height: 860 });
}

jest.setTimeout(180_000);

/**
 * A configured site type besides 'default' (CMS_SITE_TYPES): a markdown text and a reusable
 * block („Baustein“) by reference — the walk edits both in the back office.
 */
const LANDING_TYPE = {
  type: 'landing',
  label: 'Landingpage',
  blocks: [
    {
      type: 'markdown_text',
      label: 'Text (Markdown)',
      fields: [{ type: 'markdown', name: 'text', label: 'Text' }],
    },
    {
      type: 'baustein',
      label: 'Baustein',
      fields: [{ type: 'reference', name: 'block', label: 'Baustein', target: 'block' }],
    },
  ],
};

/** Waits until an input holds the value (one filled in by the form after a render or two). */
async function waitForValue(input: Locator, value: string) {
  const element = await input.elementHandle();
  await input
    .page()
    .waitForFunction(
      ({ element, value }) => (element as HTMLInputElement | null)?.value === value,
      { element, value },
    );
}

/** The same screen at 1440 px and at 390 px wide (the drawer then takes the whole width). */
async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: join(OUTPUT, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(OUTPUT, `${name}-phone.png`) });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * The CMS remote in the running shell (issue 16): a page with a hero and the contact form
 * made in mfe-cms and published is on the storefront, whose form refuses wrong input and
 * then takes a correct one.
 */
describe('mfe-cms against the running product', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;

  beforeAll(async () => {
    sink = await startMailSink();
    openAi = await startFakeOpenAi();
    product = await startProduct({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      CONTENT_AI_BASE_URL: openAi.url,
      CONTENT_AI_API_KEY: 'sk-e2e',
      CMS_SITE_TYPES: JSON.stringify([LANDING_TYPE]),
    });
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await sink?.close();
    await openAi?.close();
  });

  it('shows the demo pages and their blocks as forms generated from the schema', async () => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${product.url}/backend#/sites`);
    const row = page.getByRole('row', { name: /Über uns/ }).first();
    await row.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: join(OUTPUT, 'cms-sites-failure.png') });
      throw new Error(`${String(error)}\n${problems.join('\n')}`);
    });
    await page.screenshot({ path: join(OUTPUT, 'cms-sites-desktop.png') });
    await row.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Hero', { exact: true }).waitFor();
    await drawer.getByText('Text-Slider', { exact: true }).waitFor();
    await drawer.getByText('Formular', { exact: true }).first().waitFor();
    await page.screenshot({ path: join(OUTPUT, 'cms-site-editor-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'cms-site-editor-phone.png') });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.keyboard.press('Escape');
    await page.goto(`${product.url}/backend#/navigations`);
    const header = page.getByRole('row', { name: /header/ }).first();
    await header.waitFor();
    await header.click();
    await page.getByRole('dialog').getByLabel('Eintrag Über uns').waitFor();
    await page.screenshot({ path: join(OUTPUT, 'cms-navigation-desktop.png') });
    await page.keyboard.press('Escape');
  });

  it('creates a page with a hero and the form, publishes it; the storefront shows it and takes the form', async () => {
    await page.goto(`${product.url}/backend#/sites`);
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Herbstaktion');
    await drawer.getByLabel('Pfad').fill('herbstaktion');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Hero');
    await drawer.getByRole('button', { name: 'Folien: Eintrag hinzufügen' }).click();
    await drawer.getByLabel('Überschrift').fill('Kürbissuppe ist da');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Formular');
    await choose(drawer.getByRole('combobox', { name: 'Formular' }), 'Kontakt');
    await drawer.getByRole('switch', { name: 'Veröffentlicht' }).click();
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Seite wurde angelegt.').waitFor();

    const shop = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await shop.goto(`${product.url}/herbstaktion`);
    await shop.getByRole('heading', { name: 'Kürbissuppe ist da' }).waitFor();
    // Server-rendered: the form answers once the app has started.
    await shop.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    const form = shop.locator('.cms-form');
    await form.getByRole('button', { name: 'Absenden' }).click();
    await form.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' }).waitFor();
    await form.getByLabel('Name').fill('Berta');
    await form.getByLabel('E-Mail').fill('berta@example.at');
    await form.getByLabel('Nachricht').fill('Gibt es die Suppe auch vegan?');
    await form.getByLabel(/Ich bin mit der Verarbeitung/).check();
    await form.getByRole('button', { name: 'Absenden' }).click();
    await form
      .getByText('Vielen Dank! Wir melden uns innerhalb eines Werktags bei Ihnen.')
      .waitFor();
    await shop.close();
  });

  it('builds a form with two fields in the editor, places it on a page; the shop refuses, then takes it and mails it', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`${product.url}/backend#/nodes`);
    const drawer = page.getByRole('dialog');
    // The seeded contact form opens in the editor with all six fields.
    await page.getByRole('row', { name: /Kontakt/ }).click();
    await drawer
      .getByRole('group', { name: 'Feld 6' })
      .getByText(/Feld 6: Ich bin mit/)
      .waitFor();
    await page.screenshot({ path: join(OUTPUT, 'cms-form-kontakt-desktop.png') });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Neues Formular' }).click();
    await drawer.getByLabel('Name', { exact: true }).fill('Rückruf');
    await drawer.getByRole('button', { name: 'Feld hinzufügen' }).click();
    await drawer.getByRole('button', { name: 'Feld hinzufügen' }).click();
    // The second field is the select; its label is still empty when the form is first sent.
    const second = drawer.getByRole('group', { name: 'Feld 2' });
    await choose(second.getByRole('combobox', { name: 'Feldtyp' }), 'Auswahl');
    await second.getByRole('button', { name: 'Möglichkeit hinzufügen' }).click();
    await second.getByLabel('Möglichkeit 1', { exact: true }).fill('Reservierung');
    await second.getByRole('button', { name: 'Möglichkeit hinzufügen' }).click();
    await second.getByLabel('Möglichkeit 2', { exact: true }).fill('Catering');
    await second.getByLabel('Pflichtfeld').check();
    const first = drawer.getByRole('group', { name: 'Feld 1' });
    await first.getByLabel('Beschriftung').fill('Telefonnummer');
    await first.getByLabel('Beschriftung').blur();
    await choose(first.getByRole('combobox', { name: 'Eingabeart' }), 'Telefon');
    await first.getByLabel('Pflichtfeld').check();
    await first.getByLabel('Hilfetext').fill('Wir rufen werktags zwischen 9 und 17 Uhr an.');
    await drawer.getByLabel('Empfänger (E-Mail)').fill('kueche@example.at');
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    // The server's answer stands under the field it concerns.
    await second.getByText('„Beschriftung“ ist erforderlich.').waitFor();
    await second.getByLabel('Beschriftung').fill('Anliegen');
    // The select goes first: the visitor picks the matter, then leaves the number.
    await drawer.getByRole('button', { name: 'Feld 2 nach oben' }).click();
    await drawer.getByRole('group', { name: 'Feld 1' }).getByText('Feld 1: Anliegen').waitFor();
    await page.screenshot({ path: join(OUTPUT, 'cms-form-editor-desktop.png') });
    await phoneShot(page, 'cms-form-editor-phone.png');
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Das Formular wurde angelegt.').waitFor();
    await page
      .getByRole('row', { name: /Rückruf/ })
      .getByRole('cell', { name: 'rueckruf' })
      .waitFor();

    await page.goto(`${product.url}/backend#/sites`);
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    await drawer.getByLabel('Name', { exact: true }).fill('Rückruf');
    await drawer.getByLabel('Pfad').fill('rueckruf');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Formular');
    await choose(drawer.getByRole('combobox', { name: 'Formular' }), 'Rückruf');
    await drawer.getByRole('switch', { name: 'Veröffentlicht' }).click();
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Seite wurde angelegt.').waitFor();

    const shop = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await shop.goto(`${product.url}/rueckruf`);
    // Server-rendered: typed text and the first tap before the app has started are the
    // early-taps walk's subject; here the app answers.
    await shop.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    const form = shop.locator('.cms-form');
    await form.getByLabel('Telefonnummer').fill('12');
    await form.getByRole('button', { name: 'Absenden' }).click();
    await form.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' }).waitFor();
    await shop.screenshot({ path: join(OUTPUT, 'cms-form-shop-errors-phone.png'), fullPage: true });
    await form.getByLabel('Anliegen').selectOption('Catering');
    await form.getByLabel('Telefonnummer').fill('+43 664 1234567');
    await form.getByRole('button', { name: 'Absenden' }).click();
    await form.getByText('Vielen Dank für Ihre Nachricht!').waitFor();
    await shop.setViewportSize({ width: 1280, height: 860 });
    await shop.screenshot({ path: join(OUTPUT, 'cms-form-shop-sent-desktop.png') });
    await shop.close();

    const mail = await sink.next((entry) => entry.to.includes('kueche@example.at'));
    expect(mail.raw).toContain('Catering');
    expect(mail.raw).toContain('+43 664 1234567');

    // The back office lists the submission under the form's own columns.
    await page.goto(`${product.url}/backend#/nodes`);
    await page
      .getByRole('row', { name: /Rückruf/ })
      .getByRole('button', { name: 'Einsendungen' })
      .click();
    const submissions = page.locator('.ant-card', { hasText: 'Einsendungen zu „Rückruf“ (1)' });
    await submissions.getByRole('cell', { name: 'Catering' }).waitFor();
    await submissions.getByRole('columnheader', { name: 'Telefonnummer' }).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'cms-forms-list-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await submissions.getByRole('cell', { name: 'Catering' }).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'cms-forms-list-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('writes a draft with Content AI from the site editor, shows its progress and the draft, and publishes it', async () => {
    await page.goto(`${product.url}/backend#/sites`);
    await page
      .getByRole('row', { name: /Rückruf/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    const preview = drawer.getByRole('link', { name: 'Seite ansehen' });
    await expect(preview.getAttribute('href')).resolves.toBe('/rueckruf');
    const [tab] = await Promise.all([page.waitForEvent('popup'), preview.click()]);
    await tab.locator('.cms-form').getByLabel('Telefonnummer').waitFor();
    await tab.close();

    await drawer.getByRole('button', { name: 'Mit KI entwerfen' }).click();
    await drawer
      .getByLabel('Worum soll es gehen?')
      .fill('Rückrufservice für Reservierungen und Catering');
    await drawer.getByRole('button', { name: 'Entwurf erstellen' }).click();
    await drawer.getByRole('status').getByText('Der Entwurf ist fertig.').waitFor();
    const draft = drawer.getByLabel('KI-Entwurf');
    await draft.getByText('Rückruf in 24 Stunden').waitFor();
    await draft.getByText('Nummer eintragen, Anliegen wählen, fertig.').waitFor();
    // The draft keeps the page's form: no block is said to go.
    expect(await draft.getByText(/entfallen/).count()).toBe(0);
    expect(openAi.prompts).toEqual(['Rückrufservice für Reservierungen und Catering']);
    await page.screenshot({ path: join(OUTPUT, 'cms-content-ai-desktop.png') });
    await phoneShot(page, 'cms-content-ai-phone.png');

    await draft.getByRole('button', { name: 'Entwurf veröffentlichen' }).click();
    await page.getByText('„Rückruf“ ist veröffentlicht.').waitFor();
    // The editor now holds the published text, so a later „Speichern“ does not undo it.
    await expect(drawer.getByLabel('Titel', { exact: true }).inputValue()).resolves.toBe(
      'Rückruf in 24 Stunden',
    );
    const shop = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await shop.goto(`${product.url}/rueckruf`);
    await shop.getByText('So einfach geht’s').first().waitFor();
    // The form is still on the page after publishing the draft.
    await shop.locator('.cms-form').getByLabel('Telefonnummer').waitFor();
    await shop.close();
  });

  it('a reusable block on a page, a markdown preview, a navigation entry picked by page name, „Seite ansehen“', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${product.url}/backend#/blocks`);
    await page.getByRole('button', { name: 'Neuer Baustein' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Öffnungszeiten Sommer');
    // The identifier follows the name as a German slug.
    await waitForValue(drawer.getByLabel('Kennung'), 'oeffnungszeiten-sommer');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Hero');
    await drawer.getByRole('button', { name: 'Folien: Eintrag hinzufügen' }).click();
    await drawer.getByLabel('Überschrift').fill('Im Sommer bis 22 Uhr');
    await drawer.getByRole('textbox', { name: 'Link-Beschriftung' }).fill('Mehr über uns');
    await choose(drawer.getByRole('combobox', { name: 'Seite' }), 'Über uns (/ueber-uns)', 'ueber');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await drawer.getByRole('textbox', { name: 'Link-Beschriftung' }).scrollIntoViewIfNeeded();
    await bothWidths(page, 'cms-block-editor');
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Der Baustein wurde angelegt.').waitFor();
    await page.getByRole('row', { name: /Öffnungszeiten Sommer/ }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await bothWidths(page, 'cms-blocks-list');

    // A page whose path follows its name, with a markdown text and the block.
    await page.goto(`${product.url}/backend#/sites`);
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    await drawer.getByLabel('Name', { exact: true }).fill('Sommer im Café');
    await waitForValue(drawer.getByLabel('Pfad'), 'sommer-im-cafe');
    await choose(drawer.getByRole('combobox', { name: 'Seitentyp' }), 'Landingpage');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Text (Markdown)');
    await drawer
      .getByLabel('Text', { exact: true })
      .fill('## Sommerzeit\n\n**Eis** aus eigener Herstellung.');
    await drawer.getByRole('tab', { name: 'Vorschau' }).click();
    const preview = drawer.getByTestId('markdown-preview');
    await preview.getByRole('heading', { name: 'Sommerzeit' }).waitFor();
    await expect(preview.locator('strong').innerText()).resolves.toBe('Eis');
    await preview.scrollIntoViewIfNeeded();
    await bothWidths(page, 'cms-markdown-preview');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Baustein');
    await choose(drawer.getByRole('combobox', { name: 'Baustein' }), 'Öffnungszeiten Sommer');
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Seite wurde angelegt.').waitFor();
    // The drawer stays with the saved page: „Seite ansehen“ opens its path in a new tab.
    const view = drawer.getByRole('link', { name: 'Seite ansehen' });
    await expect(view.getAttribute('href')).resolves.toBe('/sommer-im-cafe');
    await expect(view.getAttribute('target')).resolves.toBe('_blank');
    await drawer.getByText(/Entwurf: „Seite ansehen“/).waitFor();
    await bothWidths(page, 'cms-site-saved');
    await page.keyboard.press('Escape');

    // The block is shown by that page: its delete is refused, naming the page.
    await page.goto(`${product.url}/backend#/blocks`);
    await page.getByRole('row', { name: /Öffnungszeiten Sommer/ }).click();
    await drawer.getByRole('button', { name: 'Löschen' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Löschen' }).click();
    await page
      .getByText('Der Baustein wird noch verwendet: Seite „Sommer im Café“ (/sommer-im-cafe).')
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // A navigation entry picks its page by name or path, no id typed.
    await page.goto(`${product.url}/backend#/navigations`);
    await page
      .getByRole('row', { name: /header/ })
      .first()
      .click();
    await drawer.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
    const entry = drawer.getByLabel('Eintrag Neuer Eintrag');
    await choose(entry.getByRole('combobox', { name: 'Typ' }), /^Seite$/);
    await choose(entry.getByRole('combobox', { name: 'Seite' }), 'Über uns', 'ueber');
    await entry.getByLabel('Beschriftung').fill('Mehr über uns');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await bothWidths(page, 'cms-navigation-page-picker');
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Die Navigation wurde gespeichert.').waitFor();
    const shop = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await shop.goto(`${product.url}/ueber-uns`);
    const link = shop.locator('nav').getByRole('link', { name: 'Mehr über uns' }).first();
    await expect(link.getAttribute('href')).resolves.toBe('/ueber-uns');
    await shop.close();
  });

  it('a simple page with hero, text slider, form and a Baustein: published, its text in the HTML before any script, then on screen', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`${product.url}/backend#/sites`);
    await page.reload();
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Sommerfest');
    await waitForValue(drawer.getByLabel('Pfad'), 'sommerfest');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Hero');
    await drawer.getByRole('button', { name: 'Folien: Eintrag hinzufügen' }).click();
    // The heading fields, labelled so and text boxes: the rich-text editor's toolbar has a
    // button named „Überschrift“ too, which a late editor chunk made the last match.
    const headings = drawer.getByLabel('Überschrift').and(drawer.getByRole('textbox'));
    await headings.fill('Sommerfest am 4. Juli');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Text-Slider');
    await drawer.getByRole('button', { name: 'Folien: Eintrag hinzufügen' }).last().click();
    await headings.last().fill('Programm');
    const text = drawer.getByRole('textbox', { name: 'Text', exact: true }).last();
    await text.click();
    await page.keyboard.type('Livemusik ab 18 Uhr im Gastgarten');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Formular');
    await choose(drawer.getByRole('combobox', { name: 'Formular' }), 'Kontakt');
    await pickFromMenu(drawer.getByRole('button', { name: 'Block hinzufügen' }), 'Baustein');
    await choose(drawer.getByRole('combobox', { name: 'Baustein' }), 'Öffnungszeiten Sommer');
    await drawer.getByRole('switch', { name: 'Veröffentlicht' }).click();
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Seite wurde angelegt.').waitFor();
    await bothWidths(page, 'cms-page-with-block-saved');
    await page.keyboard.press('Escape');

    // Without JavaScript: the server's HTML already holds every block's text.
    const html = await (await fetch(`${product.url}/sommerfest`)).text();
    expect(html).toContain('<title>Sommerfest - ');
    for (const shown of [
      'Sommerfest am 4. Juli',
      'Livemusik ab 18 Uhr im Gastgarten',
      'Im Sommer bis 22 Uhr',
      'Absenden',
    ])
      expect(html).toContain(shown);

    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ]) {
      const shop = await browser.newPage({ viewport: { width, height } });
      await shop.goto(`${product.url}/sommerfest`);
      await shop.getByRole('heading', { name: 'Sommerfest am 4. Juli' }).waitFor();
      await shop.getByText('Im Sommer bis 22 Uhr').first().waitFor();
      await shop.locator('.cms-form').getByRole('button', { name: 'Absenden' }).waitFor();
      await shop.screenshot({
        path: join(OUTPUT, `cms-page-with-block-shop-${width}.png`),
        fullPage: true,
      });
      await shop.close();
    }
  });
});
