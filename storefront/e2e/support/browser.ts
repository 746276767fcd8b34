import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './server';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Size = { width: number; height: number };

/** Screenshots land here (gitignored), named `<name>-<width>.png`. */
export const OUTPUT_DIR = resolve(__dirname, '../output');

export interface OpenOptions {
  /** false: a first visit, the cookie banner shows (default: cookies accepted). */
  consent?: boolean;
  size?: Size;
  /**
   * Freeze the page's clock at this instant before the first script runs (Date only; timers
   * keep running). For timers under test control use `installClock` instead.
   */
  fixedTime?: Date;
  /** Install a fake clock (Date and timers) at this instant; move it with page.clock. */
  installClock?: Date;
  /** false: return as soon as the server's page is there, before the app has started. */
  waitForApp?: boolean;
  /** Runs before the page is opened (routes, listeners). */
  beforeGoto?: (page: Page) => Promise<unknown>;
}

/**
 * A fresh context (own cookies and session storage, German locale, Vienna time zone) at the
 * given size, with a page opened at `path` on the server under test.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const size = options.size ?? PHONE;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: size,
    deviceScaleFactor: 1,
    isMobile: size.width < 720,
    hasTouch: size.width < 720,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  // Fail a missing element in 10 s rather than Playwright's 30 s.
  context.setDefaultTimeout(10_000);
  // Cookies accepted unless a test is about the banner: it would cover the page's bottom.
  if (options.consent !== false) {
    await context.addCookies([{ name: 'cookie-consent', value: '1', url: baseUrl() }]);
  }
  const page = await context.newPage();
  if (options.installClock) await page.clock.install({ time: options.installClock });
  if (options.fixedTime) await page.clock.setFixedTime(options.fixedTime);
  await options.beforeGoto?.(page);
  await page.goto(path, options.waitForApp === false ? { waitUntil: 'commit' } : undefined);
  if (options.waitForApp === false) return { context, page };
  // The server's HTML is there at once; wait until the app has taken it over (hydrated).
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.locator('main:not([aria-busy="true"])').first().waitFor();
  return { context, page };
}

/** Saves a full-page screenshot as e2e/output/<name>-<width>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = join(OUTPUT_DIR, `${name}-${width}.png`);
  // Lazy images below the fold load only when scrolled to: scroll through the page first.
  await page.evaluate(async () => {
    const scroller = document.scrollingElement ?? document.documentElement;
    for (let y = 0; y < scroller.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 30));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done);
              image.addEventListener('error', done);
              setTimeout(done, 3_000);
            }),
      ),
    );
  });
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

const AXE_SOURCE_PATH = require.resolve('axe-core/axe.min.js');
let axeSource: string | null = null;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(AXE_SOURCE_PATH, 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: axeSource });
  }
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Asserts axe finds nothing serious or critical; the message names rule and elements. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousA11yViolations(page);
  const summary = violations.map(
    (v) =>
      `${v.impact} ${v.id} (${v.help}): ${v.nodes
        .map((n) => `${n.target.join(' ')} – ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
        .join('; ')}`,
  );
  expect(summary).toEqual([]);
}

/** The visible text of an element, whitespace collapsed. */
export async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * A cart of one product at its default quantity for a branch, put into the tab's session
 * storage as the storefront keeps it (as a visitor who added it earlier in this tab has).
 */
export async function storeCart(
  page: Page,
  branchIdentifier: string,
  product: { id: number; defaultQuantity: number; unit: string },
): Promise<void> {
  const cart = {
    items: [
      { productId: product.id, amount: product.defaultQuantity, unit: product.unit, parts: [] },
    ],
    orderType: 'takeaway',
    deliveryAreaId: null,
  };
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key, value),
    [`bestellwerk.cart.${branchIdentifier}`, JSON.stringify(cart)],
  );
}
