import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { OUTPUT, adminPage, launchChromium, startProduct, type Product } from './product';

jest.setTimeout(240_000);

/** The whole hour in Vienna `hours` from now, as HH:00. */
const viennaHourFromNow = (hours: number) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + hours * 3600_000))}:00`;

/**
 * Digital Signage in mfe-signage on a fresh `npm start`: a scene is laid out with the zone
 * editor (mouse and keyboard), shows what plays now and next, a TV is paired by the code
 * on its screen, comes online, and obeys „Szene zeigen“ until the command is aborted.
 */
describe('Digital Signage against the running product', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  let tv: Page;
  // Starts two hours from now (whole hours, Vienna), so „als Nächstes“ is known.
  const promotionFrom = viennaHourFromNow(2);
  const promotionTo = viennaHourFromNow(3);

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    product = await startProduct();
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
    // Two streams of our own, so the preview does not depend on the demo data's dayparts.
    const created = await page.evaluate(
      async (streams) => {
        const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
        const statuses: number[] = [];
        for (const stream of streams) {
          const reply = await fetch('/api/digital-signage-streams', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
            body: JSON.stringify(stream),
          });
          statuses.push(reply.status);
        }
        return statuses;
      },
      [
        { name: 'Tagesprogramm', priority: 0 },
        {
          name: 'Happy Hour',
          priority: 10,
          dayparts: [{ from: promotionFrom, to: promotionTo }],
        },
      ],
    );
    expect(created).toEqual([201, 201]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  /** Desktop and phone screenshots, with `top` (if given) scrolled to the top of its pane. */
  const shoot = async (name: string, top?: Locator) => {
    const scroll = () => top?.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await scroll();
    await page.screenshot({ path: join(OUTPUT, `signage-${name}-desktop.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await scroll();
    await page.screenshot({ path: join(OUTPUT, `signage-${name}-phone.png`) });
    await page.setViewportSize({ width: 1280, height: 860 });
  };
  const zoneRow = (drawer: Locator, index: number) =>
    drawer.getByRole('group', { name: `Zone ${index}`, exact: true });
  const numberIn = async (row: Locator, label: string) =>
    Number(await row.getByLabel(label, { exact: true }).inputValue());
  /** Opens a select and picks the options (several in a multiple select). */
  const pick = async (select: Locator, ...options: string[]) => {
    await select.click();
    for (const option of options) {
      // Typed first: the lists are virtual and show only the first few options.
      await page.keyboard.type(option);
      await page.locator('.ant-select-item-option:visible', { hasText: option }).first().click();
    }
  };
  /** Drags from the centre of `handle` by a share of the canvas. */
  const drag = async (handle: Locator, canvas: Locator, right: number, down: number) => {
    await canvas.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    const area = (await canvas.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + (area.width * right) / 2, y + (area.height * down) / 2, {
      steps: 4,
    });
    await page.mouse.move(x + area.width * right, y + area.height * down, { steps: 4 });
    await page.mouse.up();
  };

  it('lays out a scene with two zones by mouse and keyboard and shows what plays now and next', async () => {
    await page.goto(`${product.url}/backend#/signage/scenes`);
    await page.getByRole('heading', { name: 'Digital Signage' }).waitFor();
    await page.getByRole('button', { name: 'Neue Szene' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Schaufenster Aktion');
    await drawer.getByLabel('Kennung').fill('schaufenster-aktion');
    await drawer.getByLabel('Pfad').fill('schaufenster-aktion');

    const canvas = drawer.getByTestId('zone-canvas');
    const first = zoneRow(drawer, 1);
    await pick(first.getByRole('combobox'), 'Tagesprogramm', 'Happy Hour');
    await drawer.getByText('Was läuft jetzt / als Nächstes').click();

    // Keyboard: the full-screen zone is narrowed to the left 60 % with Shift + ←.
    const main = canvas.getByRole('group', { name: /^Hauptbereich:/ });
    await main.focus();
    for (let press = 0; press < 40; press++) await page.keyboard.press('Shift+ArrowLeft');
    expect(await numberIn(first, 'Breite %')).toBe(60);
    expect(await numberIn(first, 'Höhe %')).toBe(100);

    // Mouse: a second zone starts as a quarter in the middle; dragged to the top right …
    await drawer.getByRole('button', { name: 'Zone hinzufügen' }).click();
    const second = zoneRow(drawer, 2);
    await pick(second.getByRole('combobox'), 'Tagesprogramm');
    await drawer.getByText('Was läuft jetzt / als Nächstes').click();
    const added = canvas.getByRole('group', { name: /^Zone 2:/ });
    expect(await numberIn(second, 'X %')).toBe(25);
    await drag(added, canvas, 0.35, -0.25);
    expect(await numberIn(second, 'X %')).toBe(50);
    expect(await numberIn(second, 'Y %')).toBe(0);
    // … it cannot be pushed off the screen …
    await drag(added, canvas, 0.3, -0.2);
    expect(await numberIn(second, 'X %')).toBe(50);
    expect(await numberIn(second, 'Y %')).toBe(0);
    // … its corner makes it 40 % wide and full height, and the numbers follow.
    await drag(added.locator('[data-handle="resize"]'), canvas, -0.1, 0.5);
    expect(await numberIn(second, 'Breite %')).toBe(40);
    expect(await numberIn(second, 'Höhe %')).toBe(100);
    // A typed number moves the zone on the canvas too.
    await second.getByLabel('X %', { exact: true }).fill('60');
    await second.getByLabel('Y %', { exact: true }).click();
    await canvas
      .getByRole('group', { name: /^Zone 2: links 60 %, oben 0 %, 40 × 100 %$/ })
      .waitFor();
    // Too far for its width: pulled back onto the screen when leaving the field.
    await second.getByLabel('X %', { exact: true }).fill('80');
    await second.getByLabel('Y %', { exact: true }).click();
    expect(await numberIn(second, 'X %')).toBe(60);

    const preview = drawer.getByRole('region', { name: 'Was läuft jetzt' });
    const mainRow = preview.getByRole('row', { name: /Hauptbereich/ });
    // Streams go by their name and branch („alle Filialen“: these have none).
    await expect(mainRow.getByRole('cell').nth(1).textContent()).resolves.toBe(
      'Tagesprogramm – alle Filialen',
    );
    await expect(mainRow.getByRole('cell').nth(2).textContent()).resolves.toMatch(
      new RegExp(`^(heute|morgen) ${promotionFrom}: Happy Hour – alle Filialen$`),
    );
    await expect(
      preview
        .getByRole('row', { name: /Zone 2/ })
        .getByRole('cell')
        .nth(2)
        .textContent(),
    ).resolves.toBe('keine Änderung in den nächsten 24 Stunden');

    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Die Szene wurde angelegt.').waitFor();
    await shoot('scene-editor', canvas);
    await shoot('scene-preview', preview);
    await page.keyboard.press('Escape');
    const row = page.getByRole('row', { name: /Schaufenster Aktion/ });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toBe('2');
  });

  it('pairs a TV by the code on its screen, sees it online, shows a scene and aborts it', async () => {
    await page.goto(`${product.url}/backend#/signage/devices`);
    await page.getByRole('button', { name: 'Neuer TV' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('TV Theke');
    await drawer.getByLabel('Kennung').fill('tv-theke');
    await pick(drawer.getByLabel('Filiale'), 'Graz Hauptplatz');
    await pick(drawer.getByLabel('Szene'), 'Menütafel Graz Hauptplatz');
    await drawer.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Der TV wurde angelegt.').waitFor();
    await page.keyboard.press('Escape');
    const row = page.getByRole('row', { name: /TV Theke/ });
    await row.getByText('nicht gekoppelt').waitFor();

    // The TV: a second browser without a login opens the player and shows its code.
    const screen = await browser.newContext({ viewport: { width: 960, height: 540 } });
    tv = await screen.newPage();
    await tv.goto(`${product.url}/signage/device`);
    const code = (await tv.locator('.pairing-code').textContent({ timeout: 20_000 }))!.trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    await row.getByRole('button', { name: 'Koppeln …' }).click();
    const pairing = page.getByRole('dialog', { name: 'TV „TV Theke“ koppeln' });
    await pairing.getByLabel('Code vom Bildschirm').fill(code.toLowerCase());
    // Typed in small letters, shown and sent in capitals.
    expect(await pairing.getByLabel('Code vom Bildschirm').inputValue()).toBe(code);
    await shoot('tv-pair');
    await pairing.getByRole('button', { name: 'Koppeln', exact: true }).click();
    await page.getByText('Der TV ist gekoppelt.').waitFor();
    await row.getByText('online', { exact: true }).waitFor({ timeout: 30_000 });
    await tv.locator('.zone[data-zone="menu"]').waitFor({ timeout: 20_000 });
    await shoot('tv-online');

    await row.getByRole('button', { name: 'Befehle …' }).click();
    const commands = page.getByRole('dialog', { name: 'Befehle an „TV Theke“' });
    // What the TV's own scene plays now, zone by zone.
    const playing = commands.getByRole('region', { name: 'Was läuft jetzt' });
    await playing.getByText('Szene „Menütafel Graz Hauptplatz“', { exact: false }).waitFor();
    await playing
      .getByRole('row', { name: /Speisekarte/ })
      .getByRole('cell')
      .nth(1)
      .getByText('Menütafel Graz Hauptplatz – Graz Hauptplatz', { exact: true })
      .waitFor();
    await pick(commands.getByLabel('Szene'), 'Schaufenster Aktion');
    await commands.getByRole('button', { name: 'Szene zeigen' }).click();
    // The TV shows the new scene's two zones; the dialog follows the TV's acknowledgement.
    await tv.locator('.zone[data-zone="zone-2"]').waitFor({ timeout: 15_000 });
    await commands.getByText('läuft', { exact: true }).waitFor({ timeout: 15_000 });
    // While „Szene zeigen“ runs, the preview follows the scene on the screen.
    await playing.getByText('Szene „Schaufenster Aktion“', { exact: false }).waitFor();
    await playing.getByRole('row', { name: /Zone 2/ }).waitFor();
    await shoot('tv-command');
    await commands.getByRole('button', { name: 'Abbrechen' }).click();
    await commands.getByText('abgebrochen', { exact: true }).waitFor();
    await playing.getByText('Szene „Menütafel Graz Hauptplatz“', { exact: false }).waitFor();
    // Back to its own scene.
    await tv.locator('.zone[data-zone="menu"]').waitFor({ timeout: 15_000 });
    expect(await tv.locator('.zone[data-zone="zone-2"]').count()).toBe(0);
    await screen.close();
  });

  it('names a new scene’s path after it, warns when its board pages, and previews it from the form', async () => {
    await page.goto(`${product.url}/backend#/signage/scenes`);
    await page.getByRole('button', { name: 'Neue Szene' }).click();
    const drawer = page.getByRole('dialog');
    const asked: string[] = [];
    const listen = (request: { url(): string }) => {
      const { pathname } = new URL(request.url());
      if (/^\/(api|signage)\//.test(pathname)) asked.push(pathname);
    };
    page.on('request', listen);

    await drawer.getByLabel('Name', { exact: true }).fill('Mittagskarte Süd');
    expect(await drawer.getByLabel('Pfad').inputValue()).toBe('mittagskarte-sued');
    expect(await drawer.getByLabel('Kennung').inputValue()).toBe('mittagskarte-sued');
    // A path typed by hand stays; the untouched identifier follows the name on.
    await drawer.getByLabel('Pfad').fill('mittag-sued');
    await drawer.getByLabel('Name', { exact: true }).fill('Mittagskarte Süd Graz');
    expect(await drawer.getByLabel('Pfad').inputValue()).toBe('mittag-sued');
    expect(await drawer.getByLabel('Kennung').inputValue()).toBe('mittagskarte-sued-graz');

    // The select names each stream with its branch.
    const first = zoneRow(drawer, 1);
    await pick(first.getByRole('combobox'), 'Menütafel Graz Hauptplatz – Graz Hauptplatz');
    // A strip a quarter high (the click closes the list): the Graz menu cannot fit one page.
    await first.getByLabel('Höhe %', { exact: true }).click();
    await first.getByLabel('Höhe %', { exact: true }).fill('25');
    await first.getByLabel('Y %', { exact: true }).click();
    const preview = drawer.getByRole('region', { name: 'Vorschau' });
    await preview
      .getByText(
        /Nicht alle Produkte passen auf eine Seite – sie werden im Wechsel auf \d+ Seiten gezeigt\./,
      )
      .waitFor();
    await preview.getByText(/^Speisekarte: Speisekarte Graz Hauptplatz \(\d+ Seiten\)$/).waitFor();
    // Full height again: it fits, the warning goes.
    await first.getByLabel('Höhe %', { exact: true }).fill('100');
    await first.getByLabel('Y %', { exact: true }).click();
    await preview
      .getByText('Nicht alle Produkte passen', { exact: false })
      .waitFor({ state: 'detached' });
    await first.getByLabel('Höhe %', { exact: true }).fill('25');
    await first.getByLabel('Y %', { exact: true }).click();
    await preview.getByText('Nicht alle Produkte passen', { exact: false }).waitFor();
    page.off('request', listen);
    // Unsaved, the preview asked nothing of the player or the schedule: only the branch's
    // menus were read, once, for the warning.
    expect(asked).toEqual([expect.stringMatching(/^\/api\/branches\/\d+\/menus$/)]);
    await shoot('scene-new-preview', preview);
  });
});
