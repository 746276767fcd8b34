import type { Browser, Page } from 'playwright-core';
import { loadShop, type Branch, type Shop } from './support/api';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import { DESKTOP, PHONE, expectAccessible, openPage } from './support/browser';

/**
 * The branch overview against the seeded demo shop: search 'PLZ / Ort', the count line, the
 * no-hit text and the tag filter. Expected hits are computed here from /api/init with the
 * spec's search rule (§5), independently of the storefront's code.
 */
const matches = (branch: Branch, term: string) => {
  const words = term
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const fields = [
    branch.name,
    branch.street,
    branch.city,
    branch.zipCode,
    branch.keywords,
    ...branch.tags.map((tag) => tag.name),
  ].map((field) => (field ?? '').toLowerCase());
  return words.some((word) => fields.some((field) => field.includes(word)));
};

describe('branch overview', () => {
  let browser: Browser;
  let shop: Shop;
  let page: Page;

  beforeAll(async () => {
    [browser, shop] = await Promise.all([launchChromium(), loadShop()]);
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    ({ page } = await openPage(browser, '/'));
  });
  afterEach(() => page.context().close());

  const cardNames = () => page.locator('.branch-card__name').allTextContents();
  const count = (on: Page) => on.locator('.overview__count');

  it('lists every public branch, linking to its page, without a count line', async () => {
    const names = await cardNames();
    expect(names.sort()).toEqual(shop.branches.map((b) => b.name).sort());
    const graz = shop.branches.find((b) => b.identifier === 'graz-hauptplatz')!;
    await expect(
      page.getByRole('link', { name: new RegExp(graz.name) }).getAttribute('href'),
    ).resolves.toBe(`/store/${graz.identifier}`);
    await eventuallyEqual(() => count(page).count(), 0);
  });

  it.each([['8010'], ['Wien, Linz'], ['graz'], ['  neubau ']])(
    "search 'PLZ / Ort' for %j shows the matching branches and the count line",
    async (term) => {
      const expected = shop.branches.filter((b) => matches(b, term)).map((b) => b.name);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(shop.branches.length);
      await page.getByPlaceholder('PLZ / Ort').fill(term);
      await page
        .getByText(`${expected.length} von ${shop.branches.length} Filialen werden angezeigt.`)
        .waitFor();
      expect((await cardNames()).sort()).toEqual(expected.sort());
    },
  );

  it('says so when nothing matches, and shows everything again once the box is cleared', async () => {
    const search = page.getByPlaceholder('PLZ / Ort');
    await search.fill('Salzburg');
    await page.getByText('Leider wurden keine Ergebnisse gefunden.').waitFor();
    await page.getByText(`0 von ${shop.branches.length} Filialen werden angezeigt.`).waitFor();
    expect(await cardNames()).toEqual([]);
    await search.fill('');
    await page
      .locator('.branch-card')
      .nth(shop.branches.length - 1)
      .waitFor();
    await eventuallyEqual(() => count(page).count(), 0);
    expect(await page.getByText('Leider wurden keine Ergebnisse gefunden.').count()).toBe(0);
  });

  it('toggles a tag filter on and off again', async () => {
    const tag = shop.tags.find((candidate) => candidate.name === 'Vegan')!;
    const tagged = shop.branches
      .filter((b) => b.tags.some((t) => t.id === tag.id))
      .map((b) => b.name);
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.length).toBeLessThan(shop.branches.length);
    const button = page.getByRole('button', { name: tag.name, exact: true });
    await eventuallyEqual(() => button.getAttribute('aria-pressed'), 'false');
    await button.click();
    await eventuallyEqual(() => button.getAttribute('aria-pressed'), 'true');
    await page
      .getByText(`${tagged.length} von ${shop.branches.length} Filialen werden angezeigt.`)
      .waitFor();
    expect((await cardNames()).sort()).toEqual([...tagged].sort());
    await button.click();
    await eventuallyEqual(() => button.getAttribute('aria-pressed'), 'false');
    await page
      .locator('.branch-card')
      .nth(shop.branches.length - 1)
      .waitFor();
    await eventuallyEqual(() => count(page).count(), 0);
  });

  it('combines search and tag: both must match', async () => {
    const tag = shop.tags.find((candidate) => candidate.name === 'Mittagstisch')!;
    const expected = shop.branches
      .filter((b) => b.tags.some((t) => t.id === tag.id) && matches(b, 'Linz'))
      .map((b) => b.name);
    await page.getByPlaceholder('PLZ / Ort').fill('Linz');
    await page.getByRole('button', { name: tag.name, exact: true }).click();
    await page
      .getByText(`${expected.length} von ${shop.branches.length} Filialen werden angezeigt.`)
      .waitFor();
    expect(await cardNames()).toEqual(expected);
  });
});

describe('404 page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it.each([['/gibt-es-nicht'], ['/site/unbekannt/seite'], ['/store/keine-filiale']])(
    '%s shows the 404 page',
    async (path) => {
      const { page, context } = await openPage(browser, path);
      await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
      await page.getByText('Leider wurde die angeforderte Seite nicht gefunden.').waitFor();
      await context.close();
    },
  );

  it('a known page is not a 404', async () => {
    const { page, context } = await openPage(browser, '/');
    await page.locator('.branch-card').first().waitFor();
    expect(await page.getByText('Seite nicht gefunden').count()).toBe(0);
    await context.close();
  });

  it.each([[PHONE], [DESKTOP]])('is accessible at %j', async (size) => {
    const { page, context } = await openPage(browser, '/gibt-es-nicht', { size });
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
