import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { adminPage, launchChromium, placeOrder, startProduct, type Product } from './product';

jest.setTimeout(180_000);

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page, one line each (rule, elements). */
async function seriousFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
}

/** The back office against WCAG 2.2 AA with axe-core, page by page, as an admin sees it. */
describe('the back office passes axe (WCAG 2.2 AA)', () => {
  let product: Product;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('has no serious finding on the login page', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${product.url}/backend/login`);
    await page.getByRole('button', { name: /Anmelden/ }).waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.close();
  });

  it.each([
    ['#/orders', 'Bestellungen'],
    ['#/catalog/products', 'Produktkataloge'],
    ['#/dashboard', 'Übersicht'],
    ['#/branches', 'Filialen'],
    ['#/users', 'Benutzer'],
    ['#/operations', 'Betrieb'],
  ])('has no serious finding on %s', async (hash, heading) => {
    await placeOrder(product.url);
    const page = await adminPage(browser, product.url);
    await page.goto(`${product.url}/backend${hash}`);
    await page.getByRole('heading', { name: heading, level: 2 }).first().waitFor();
    // The lists have loaded: no spinner left.
    await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('has no serious finding on the devices tab and the demo printer’s printouts', async () => {
    const page = await adminPage(browser, product.url);
    await page.goto(`${product.url}/backend#/orders`);
    await page.getByRole('tab', { name: 'Geräte' }).click();
    const row = page.getByRole('row', { name: /Demodrucker Graz Hauptplatz/ });
    await row.waitFor();
    await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
    expect(await seriousFindings(page)).toEqual([]);
    await row.getByRole('button', { name: 'Testdruck' }).click();
    await page.getByText('Testdruck an „Demodrucker Graz Hauptplatz“ gesendet.').waitFor();
    await row.getByRole('button', { name: 'Ausdrucke' }).click();
    await page.locator('.printout-paper').first().waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });
});
