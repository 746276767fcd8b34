import type { Page } from 'playwright-core';
import { openPage } from './browser';
import type { Browser } from 'playwright-core';

/** A content page as the CMS (a later issue) will list it under `sites` in GET /api/init. */
export interface CmsSite {
  id: number;
  path: string;
  type: string;
  name: string;
  title: string | null;
}

/**
 * Opens the content path `path` in the app while GET /api/init lists `sites`, as the CMS
 * will deliver them: the answer of the real server with the sites added. The app starts on
 * a page rendered in the browser only (a status page), so it loads /api/init itself, then
 * follows the path in the app (as a link of the CMS's navigation would).
 */
export async function openContentPath(
  browser: Browser,
  path: string,
  sites: CmsSite[],
  options: Parameters<typeof openPage>[2] = {},
): Promise<Page> {
  const { page } = await openPage(browser, '/', options);
  await page.route('**/api/init', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.sites = sites;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/status/u/h');
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.locator('main:not([aria-busy="true"])').first().waitFor();
  await page.evaluate((to) => history.pushState(null, '', to), path);
  return page;
}
