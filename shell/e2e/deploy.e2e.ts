import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT, adminPage, freePort, launchChromium, startProduct, type Product } from './product';
import { RemoteHost } from './remote-host';
import { buildRemoteVariant, replaceOnce } from './remote-variant';

jest.setTimeout(180_000);

/** Screenshots land here (gitignored). */
const OUTPUT = join(ROOT, 'shell/test-output');
const CATALOG_DIST = join(ROOT, 'mfe-catalog/dist');
const LOAD_ERROR = 'Das Modul „Produktkataloge“ konnte nicht geladen werden.';
const SKEW_NOTICE = 'Der Bereich „Produktkataloge“ braucht eine neuere Version des Back-Office.';
/** What the new export of the newer api-client says (variant newerClient). */
const PROBE = 'Neu im api-client 1.8.0';

/**
 * The catalogue remote as teams build it after changing the shared libraries, from this
 * checkout's sources in temporary workspaces (remote-variant.ts), while this checkout's own
 * shell and remotes stay as built:
 * - newerClient: api-client got a new export (minor step, 1.8.0) and the catalogue uses it;
 * - older: built before the libraries' last minor step (all at 1.6.0), nothing else changed;
 * - newerRouter: the shared router got something new (libs/mf 1.8.0), a singleton.
 */
const VARIANTS = {
  newerClient: {
    project: 'mfe-catalog',
    commit: 'neuer-client',
    versions: { 'libs/api-client': '1.8.0', 'mfe-catalog': '1.7.3' },
    edits: {
      'libs/api-client/src/index.ts': (text: string) =>
        `${text}\nexport const skewProbe = () => '${PROBE}';\n`,
      'mfe-catalog/src/App.tsx': (text: string) =>
        replaceOnce(
          replaceOnce(
            text,
            "import { Tabs, Typography } from 'antd';",
            "import { Tabs, Typography } from 'antd';\nimport { skewProbe } from '@bestellwerk/api-client';",
          ),
          '</Typography.Title>',
          '</Typography.Title>\n<Typography.Text data-testid="skew-probe">{skewProbe()}</Typography.Text>',
        ),
    },
  },
  older: {
    project: 'mfe-catalog',
    commit: 'alter-stand',
    versions: Object.fromEntries(
      ['libs/domain', 'libs/api-client', 'libs/admin-kit', 'libs/mf'].map((dir) => [dir, '1.6.0']),
    ),
  },
  newerRouter: {
    project: 'mfe-catalog',
    commit: 'neuer-router',
    versions: { 'libs/mf': '1.8.0' },
  },
} as const;

type VariantName = keyof typeof VARIANTS;

/** The files of a build's own copy of a shared module (its manifest's assets). */
function assetsOf(dist: string, shared: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const entry = manifest.shared.find((candidate) => candidate.name === shared);
  if (!entry) throw new Error(`${shared} fehlt im Manifest von ${dist}`);
  return [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => `/${file}`);
}

/**
 * Independent deployment (backoffice-api.md, README "Back office"): the shell finds the
 * catalogue remote wherever BACKOFFICE_REMOTES says, keeps working while that host is down,
 * and its „Erneut versuchen“ loads the area once the host is back — no shell rebuild, no
 * server restart.
 */
describe('a remote deployed on its own host', () => {
  let remote: RemoteHost;
  let product: Product;
  let browser: Browser;
  let page: Page;

  const variants: Partial<Record<VariantName, { workspace: string; dist: string }>> = {};
  const variant = (name: VariantName) => {
    const built = variants[name];
    if (!built) throw new Error(`Variante ${name} nicht gebaut`);
    return built;
  };

  beforeAll(async () => {
    if (!existsSync(join(CATALOG_DIST, 'mf-manifest.json')))
      throw new Error('mfe-catalog/dist fehlt – zuerst bauen: npx nx run mfe-catalog:build');
    mkdirSync(OUTPUT, { recursive: true });
    remote = new RemoteHost(await freePort(), CATALOG_DIST);
    await remote.start();
    // The variants build while the product starts (about 15 s each on two cores).
    const building = Promise.all(
      (Object.keys(VARIANTS) as VariantName[]).map(async (name) => {
        variants[name] = await buildRemoteVariant(VARIANTS[name]);
      }),
    );
    product = await startProduct({
      BACKOFFICE_REMOTES: `orders=/backend/remotes/orders/mf-manifest.json,catalog=${remote.manifestUrl}`,
    });
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
    await building;
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await remote?.stop();
    for (const built of Object.values(variants)) {
      rmSync(built.workspace, { recursive: true, force: true });
    }
  });

  it('names the remote host to the shell', async () => {
    const reply = await fetch(`${product.url}/api/backoffice/remotes`);
    const body = (await reply.json()) as { data: Record<string, string> };
    expect(body.data.catalog).toBe(remote.manifestUrl);
  });

  it('opens the catalogue from the other host', async () => {
    await page.getByRole('menuitem', { name: 'Produktkataloge' }).click();
    await page.getByPlaceholder('Produkte suchen').waitFor({ timeout: 30_000 });
    await page
      .getByRole('row', { name: /Espresso/ })
      .first()
      .waitFor();
    expect(remote.requested).toContain('/mf-manifest.json');
    expect(remote.requested).toContain('/remoteEntry.js');
  });

  it('keeps the shell working while that host is down, with the German error and a retry', async () => {
    await remote.stop();
    await page.reload();
    const error = page.getByRole('alert').filter({ hasText: LOAD_ERROR });
    await error.waitFor({ timeout: 30_000 });
    await error.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'deploy-remote-down-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'deploy-remote-down-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The shell's own areas are unaffected.
    await page.getByRole('menuitem', { name: 'Filialen' }).click();
    await page.getByRole('cell', { name: 'Wien Neubau' }).first().waitFor();
    await page.getByRole('menuitem', { name: 'Produktkataloge' }).click();
    await error.waitFor({ timeout: 30_000 });
  });

  it('loads the area with „Erneut versuchen“ once the host is back', async () => {
    const before = remote.requested.length;
    await remote.start();
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByPlaceholder('Produkte suchen').waitFor({ timeout: 30_000 });
    await page
      .getByRole('row', { name: /Espresso/ })
      .first()
      .waitFor();
    expect(await page.getByRole('alert').filter({ hasText: LOAD_ERROR }).count()).toBe(0);
    expect(remote.requested.slice(before)).toContain('/mf-manifest.json');
    await page.screenshot({ path: join(OUTPUT, 'deploy-remote-back-desktop.png') });
  });

  it('keeps the other areas working when only remoteEntry.js fails (a half-finished upload), and retries', async () => {
    remote.failing.add('/remoteEntry.js');
    await page.reload();
    const error = page.getByRole('alert').filter({ hasText: LOAD_ERROR });
    await error.waitFor({ timeout: 30_000 });
    expect(remote.requested.at(-1)).toBe('/remoteEntry.js');

    // Another remote's area and the shell's own are unaffected.
    await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
    await page.getByTestId('board-column-pending').waitFor({ timeout: 30_000 });
    await page.getByRole('menuitem', { name: 'Filialen' }).click();
    await page.getByRole('cell', { name: 'Wien Neubau' }).first().waitFor();

    await page.getByRole('menuitem', { name: 'Produktkataloge' }).click();
    await error.waitFor({ timeout: 30_000 });

    // The upload completes: „Erneut versuchen“ loads the area.
    remote.failing.clear();
    await error.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page
      .getByRole('row', { name: /Espresso/ })
      .first()
      .waitFor({ timeout: 30_000 });
  });

  describe('version skew between the shell and a remote deployed alone', () => {
    /** Deploys a build on the remote's host and opens its area afresh (a new page load). */
    async function deploy(dist: string): Promise<number> {
      remote.dir = dist;
      const from = remote.requested.length;
      // A hash alone would not load the page again: the reload does, as a user's next visit.
      await page.goto(`${product.url}/backend#/catalog/products`);
      await page.reload();
      return from;
    }

    it('runs a rebuild against a newer api-client with a new export in the shell built before: the area loads the copy it brought', async () => {
      const { dist } = variant('newerClient');
      const from = await deploy(dist);
      await page.getByTestId('skew-probe').filter({ hasText: PROBE }).waitFor({ timeout: 30_000 });
      // The area works: admin-kit's list from the shell, the calls through its own api-client.
      await page
        .getByRole('row', { name: /Espresso/ })
        .first()
        .waitFor();
      const requested = remote.requested.slice(from);
      for (const file of assetsOf(dist, '@bestellwerk/api-client')) {
        expect(requested).toContain(file);
      }
      expect(await page.getByRole('alert').count()).toBe(0);
    });

    it("runs an old build against this newer shell on the shell's copies", async () => {
      const { dist } = variant('older');
      const from = await deploy(dist);
      await page
        .getByRole('row', { name: /Espresso/ })
        .first()
        .waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('skew-probe').count()).toBe(0);
      const requested = remote.requested.slice(from);
      expect(requested).toContain('/remoteEntry.js');
      for (const file of assetsOf(dist, '@bestellwerk/api-client')) {
        expect(requested).not.toContain(file);
      }
      expect(await page.getByRole('alert').count()).toBe(0);
    });

    it('explains a build that needs a newer shared router than the shell has, in its area only', async () => {
      await deploy(variant('newerRouter').dist);
      const notice = page.getByRole('alert').filter({ hasText: SKEW_NOTICE });
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.textContent()).toContain(
        '@bestellwerk/mf/router: gebaut für ^1.8.0, das Back-Office hat',
      );
      await notice.getByRole('button', { name: 'Neu laden' }).waitFor();
      expect(await page.getByRole('row', { name: /Espresso/ }).count()).toBe(0);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: join(OUTPUT, 'deploy-skew-notice-1440.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(OUTPUT, 'deploy-skew-notice-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 860 });

      // The rest of the back office works.
      await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
      await page.getByTestId('board-column-pending').waitFor({ timeout: 30_000 });
    });

    it('shows on „Betrieb“ which build of each area runs, with the shared versions against the shell', async () => {
      await page.getByRole('menuitem', { name: 'Betrieb' }).click();
      const catalog = page.getByTestId('build-catalog');
      await catalog.getByText('neuer-router').waitFor({ timeout: 30_000 });
      await catalog.getByText('passt nicht', { exact: true }).first().waitFor();
      expect(
        await catalog.getByRole('row', { name: /@bestellwerk\/mf\/router/ }).textContent(),
      ).toMatch(/passt nicht.*1\.8\.0.*\^1\.8\.0.*1\.7\.\d+.*eine für alle/);
      const orders = page.getByTestId('build-orders');
      await orders.getByText('1.7.2-dev').first().waitFor();
      await orders.locator('.ant-card-extra').getByText('passt', { exact: true }).waitFor();
      const shell = page.getByTestId('build-shell');
      await shell.getByRole('row', { name: /@bestellwerk\/api-client/ }).waitFor();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: join(OUTPUT, 'operations-1440.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(OUTPUT, 'operations-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 860 });
    });
  });
});
