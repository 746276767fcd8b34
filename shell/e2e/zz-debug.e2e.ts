import { join } from 'node:path';
import { OUTPUT, adminPage, launchChromium, startProduct } from './product';

jest.setTimeout(400_000);

it('debug', async () => {
  const product = await startProduct({
    BACKOFFICE_REMOTES: ['orders', 'cms', 'timetracking']
      .map((name) => `${name}=/backend/remotes/${name}/mf-manifest.json`)
      .join(','),
  });
  const browser = await launchChromium();
  try {
    const page = await adminPage(browser, product.url);
    const other = await page.context().newPage();
    const logs: string[] = [];
    other.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
    other.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
    await other.route('**/backend/remotes/cms/**', (route) =>
      route.fulfill({ status: 404, body: 'nicht deployt' }),
    );
    await other.goto(`${product.url}/backend#/dashboard`);
    await other.locator('[data-widget="revenue"] canvas').first().waitFor({ timeout: 60_000 });
    await other.waitForTimeout(2000);
    await other.screenshot({ path: join(OUTPUT, 'zz-debug.png'), fullPage: true });
    console.log(logs.join('\n'));
  } finally {
    await browser.close();
    await product.stop();
  }
});
