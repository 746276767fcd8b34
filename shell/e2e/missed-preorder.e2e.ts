import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from '@bestellwerk/test-support';
import type { Browser, Page } from 'playwright-core';
import {
  CONFIRM_MISSED_QUESTION,
  REVIVED_TEXT,
  formatTime,
  orderStatusView,
} from '@bestellwerk/domain';
import {
  OUTPUT,
  adminPage,
  launchChromium,
  placeOrder,
  startProduct,
  type Product,
} from './product';

jest.setTimeout(300_000);

const MISSED = orderStatusView({ status: 'pending', isMissed: true });
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The text of an .eml file the product wrote (quoted-printable bodies decoded). */
function mailText(file: string): string {
  const raw = readFileSync(file, 'latin1').replace(/=\r?\n/g, '');
  const bytes = raw.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Issue 30, the story of a pickup pre-ordered for later today: it is due by its slot (slot
 * less the branch's „Vorlauf für Vorbestellungen“), nobody answers, so it is missed — on
 * the board card, in the drawer, in the Verpasst list, on the status page and in the
 * customer's e-mail alike; confirming it after all asks first and then tells the customer
 * „Gute Nachricht: …“.
 */
describe('a missed pre-order tells one story on every screen', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    product = await startProduct({
      ORDER_ALARM_AFTER_SECONDS: '1',
      ORDER_MISSED_AFTER_SECONDS: '2',
      ORDER_SWEEP_INTERVAL_SECONDS: '1',
    });
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const api = <T>(method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
        const reply = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: reply.status, body: (await reply.json()) as { data: unknown } };
      },
      { method, path, body },
    ) as Promise<{ status: number; body: { data: T } }>;

  const mails = (to: string) => {
    const dir = join(product.dataDir, 'mail');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => mailText(join(dir, file)))
      .filter((text) => text.includes(to));
  };

  const shoot = async (name: string) => {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      // The layout settles on the new width (antd's breakpoints) before the picture.
      await page.waitForFunction((width) => window.innerWidth === width, size.width);
      await page.screenshot({ path: join(OUTPUT, `missed-${name}-${size.name}.png`) });
    }
  };

  it('escalates by the slot, shows „nicht rechtzeitig bestätigt“ everywhere, and revives with „Gute Nachricht“', async () => {
    // Wien Neubau open around the clock for this walk, so a slot „later today“ exists at
    // any hour the suite runs; the margin puts the deadline a minute or two from now.
    const branches = await api<{ id: number; identifier: string }[]>(
      'GET',
      '/api/branches?perPage=100',
    );
    const wien = branches.body.data.find((branch) => branch.identifier === 'wien-neubau')!;
    const step = 5 * 60_000;
    const slot = new Date(Math.ceil((Date.now() + 25 * 60_000) / step) * step);
    const margin = Math.floor((slot.getTime() - Date.now()) / 60_000) - 1;
    const updated = await api('PUT', `/api/branches/${wien.id}`, {
      openingHours: [{ type: 'daily', isClosed: false, from: '00:00', to: '00:00' }],
      preorderMarginMinutes: margin,
    });
    expect(updated.status).toBe(200);
    const acceptBy = new Date(slot.getTime() - margin * 60_000);

    const email = 'verpasst@example.at';
    const order = await placeOrder(product.url, { appointmentDate: slot, email, phone: null });

    // The board: the card says until when it must be accepted (slot − margin), not 2 s.
    await page.goto(`${product.url}/backend#/orders`);
    const card = page.getByTestId('board-column-pending').getByTestId(`order-card-${order.id}`);
    await card.waitFor({ timeout: 30_000 });
    const due = await api<{ missedDueAt: string }>('GET', `/api/orders/${order.id}`);
    expect(due.body.data.missedDueAt).toBe(acceptBy.toISOString());
    if (Date.now() < acceptBy.getTime() - 5_000) {
      expect(await card.getByTestId('card-due').textContent()).toBe(
        `Annehmen bis ${formatTime(acceptBy, 'Europe/Vienna')}`,
      );
      await shoot('card-due');
    }

    // Nobody answers: missed at the deadline (the timers and the sweep, no sleeping here).
    await card.getByTestId('card-missed').waitFor({ timeout: 200_000 });
    expect(await card.getByTestId('card-missed').textContent()).toBe(MISSED.label);
    await card.scrollIntoViewIfNeeded();
    await shoot('board-card');

    // The Verpasst list lists it under the same words.
    await page.getByRole('tab', { name: /Verpasst/ }).click();
    const row = page.locator('.ant-table-row', { hasText: 'Lena Gruber' });
    await row.getByText(MISSED.label).waitFor();
    await shoot('list');

    // The status page says so too, and not „wartet auf die Bestätigung“.
    const customer = await browser.newPage({ locale: 'de-AT', timezoneId: 'Europe/Vienna' });
    await customer.goto(`${product.url}/status/${order.uid}/${order.hash}`);
    await customer.getByRole('status').getByText(MISSED.customerText).waitFor();
    // The cookie question answered, so the pictures show the page.
    await customer.getByRole('button', { name: 'Ablehnen' }).click();
    expect(await customer.getByText(/wartet auf die Bestätigung/).count()).toBe(0);
    expect(await customer.getByText(/Bestätigung an .* gesendet/).count()).toBe(0);
    for (const size of SIZES) {
      await customer.setViewportSize({ width: size.width, height: size.height });
      await customer.screenshot({
        path: join(OUTPUT, `missed-status-page-${size.name}.png`),
        fullPage: true,
      });
    }

    // The customer's e-mail, as the product wrote it: the same sentence.
    const missedMail = await eventually(
      async () => mails(email).find((text) => text.includes(MISSED.customerText)),
      { timeout: 180_000, interval: 250, what: 'E-Mail „nicht rechtzeitig bestätigt“' },
    );
    expect(missedMail).toContain(MISSED.label.toLowerCase());

    // The drawer: missed, and confirming asks first.
    await page.getByRole('tab', { name: /Aktuell/ }).click();
    await card.click();
    const drawer = page.locator('.ant-drawer').getByRole('dialog');
    await drawer.getByTestId('drawer-status').getByText(MISSED.label).waitFor();
    await shoot('drawer');
    await drawer.getByRole('button', { name: 'Bestätigen' }).click();
    const question = page.locator('.ant-modal-confirm');
    await question
      .locator('.ant-modal-confirm-title', { hasText: CONFIRM_MISSED_QUESTION })
      .waitFor();
    await shoot('confirm-question');
    await question.getByRole('button', { name: 'Trotzdem bestätigen' }).click();
    await drawer.getByTestId('drawer-status').getByText('Bestätigt', { exact: true }).waitFor();

    // The good news reaches the customer, and the status page shows it confirmed.
    const news = await eventually(
      async () => mails(email).find((text) => text.includes(REVIVED_TEXT)),
      { timeout: 180_000, interval: 250, what: 'E-Mail „Gute Nachricht“' },
    );
    expect(news).toContain('Gute Nachricht');
    await customer.reload();
    await customer.getByText('Ihre Bestellung ist bestätigt und wird zubereitet.').waitFor();
    await customer.screenshot({ path: join(OUTPUT, 'missed-status-page-revived.png') });
    await customer.close();
  });

  it('keeps the board where it was when the drawer opens and closes', async () => {
    // Enough open orders that the board is longer than a phone's screen.
    for (let i = 0; i < 4; i++) await placeOrder(product.url);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${product.url}/backend#/orders`);
    await page.reload();
    const cards = page.getByTestId('board-column-pending').locator('[data-testid^="order-card-"]');
    await page.getByTestId('board-column-confirmed').waitFor();
    // Scrolled down to the last column, as staff on a phone do.
    const last = page.getByTestId('board-column-in-delivery');
    await last.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    const confirmed = page
      .getByTestId('board-column-confirmed')
      .locator('[data-testid^="order-card-"]')
      .first();
    const target = (await cards.count()) > 0 ? cards.first() : confirmed;
    await target.scrollIntoViewIfNeeded();
    const at = await page.evaluate(() => window.scrollY);
    await target.click();
    const drawer = page.locator('.ant-drawer').getByRole('dialog');
    await drawer.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(at);
    // An action in the drawer (its answer reloads the order and the lists) moves nothing.
    await drawer.getByRole('button', { name: 'E-Mail erneut senden' }).click();
    await page.getByText('Die Bestell-E-Mail wird erneut gesendet.').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(at);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.scrollY)).toBe(at);
  });
});
