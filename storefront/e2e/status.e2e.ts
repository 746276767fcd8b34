import type { Browser, Page } from 'playwright-core';
import { adminClient, loadShop, type ApiClient, type Shop } from './support/api';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import { openPage, screenshot } from './support/browser';
import { placeOrder, publicOrder, type PublicOrder } from './support/orders';
import { addMinutes, zoned } from './support/time';

/**
 * The public status page of a real order: placed through POST /api/orders, changed from the
 * back office through the API, seen on the page without a reload (it polls every 10 s; the
 * page's fake clock is moved on instead of waiting).
 */
describe('order status page', () => {
  let browser: Browser;
  let shop: Shop;
  let admin: ApiClient;

  beforeAll(async () => {
    [browser, shop, admin] = await Promise.all([launchChromium(), loadShop(), adminClient()]);
    // The questionnaire needs the order-reviews plugin (on in the seed; switched on if not).
    const config = await admin.get<Record<string, unknown>>('/api/config');
    if (!config.enablePluginOrderReviews) {
      await admin.post('/api/config', { enablePluginOrderReviews: true });
    }
  });
  afterAll(() => browser?.close());

  async function openStatus(order: PublicOrder): Promise<Page> {
    const { page } = await openPage(browser, `/status/${order.uid}/${order.hash}`, {
      installClock: new Date(),
    });
    await page.locator('.status-page h1').waitFor();
    // Marks this document: still there after the updates means no reload happened.
    await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
    return page;
  }
  const currentStep = (page: Page) =>
    page.locator('.timeline__step[aria-current="step"]').textContent();
  const doneSteps = (page: Page) => page.locator('.timeline__step.is-done').allTextContents();
  const notReloaded = (page: Page) =>
    page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker === 1);
  /** Past the next poll (10 s) on the page's clock. */
  const nextPoll = (page: Page) => page.clock.fastForward(10_500);

  it('follows the order from waiting to completed without a reload, then takes a review', async () => {
    const { order, branch } = await placeOrder(shop);
    const page = await openStatus(order);
    await eventuallyEqual(
      () => page.locator('.status-page h1').textContent(),
      order.isPreorder ? 'Vielen Dank für Ihre Vorbestellung!' : 'Vielen Dank für Ihre Bestellung!',
    );
    expect(await page.locator('.status-page__ticket').textContent()).toBe(
      `Ihre Nummer: ${order.ticketNumber}`,
    );
    expect(await page.locator('.status-page__contact h2').textContent()).toBe(branch.name);
    await eventuallyEqual(() => currentStep(page), 'Warten auf Bestätigung');

    await admin.post(`/api/orders/${order.id}/status/confirm`);
    await nextPoll(page);
    await eventuallyEqual(() => currentStep(page), 'Bestätigt und in Zubereitung');

    await admin.post(`/api/orders/${order.id}/status/in-delivery`);
    await nextPoll(page);
    await eventuallyEqual(() => currentStep(page), 'Abholbereit');

    await admin.post(`/api/orders/${order.id}/status/completed`);
    await nextPoll(page);
    await eventuallyEqual(
      () => doneSteps(page),
      ['Warten auf Bestätigung', 'Bestätigt und in Zubereitung', 'Abholbereit', 'Abgeschlossen'],
    );
    expect(await notReloaded(page)).toBe(true);

    // Final: the page stops polling (§4).
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/orders/public/${order.uid}/`)) polls.push(request.url());
    });
    await page.clock.fastForward(35_000);
    await page.waitForTimeout(300);
    expect(polls).toEqual([]);

    // The questionnaire: four ratings required, then sent and thanked for.
    const form = page.locator('form.questionnaire');
    await form.waitFor();
    const send = form.getByRole('button', { name: 'Bewertung senden' });
    const groups = ['Gesamteindruck', 'Essen', 'Service', 'Ablauf'];
    for (const [index, name] of groups.entries()) {
      await eventuallyEqual(() => send.isDisabled(), true);
      await form.getByRole('group', { name }).getByLabel('4 Sterne').check({ force: true });
      if (index < groups.length - 1) expect(await send.isDisabled()).toBe(true);
    }
    await eventuallyEqual(() => send.isEnabled(), true);
    await form.getByLabel('Kommentar (optional)').fill('Sehr freundlich.');
    await send.click();
    await page.getByText('Vielen Dank für Ihre Bewertung!').waitFor();
    await eventuallyEqual(() => form.count(), 0);
    const stored = await publicOrder(order);
    expect(stored).toMatchObject({ hasQuestionnaire: true, questionnaireRating: 4 });
    await page.context().close();
  });

  it('shows a rejection with its message on the next poll', async () => {
    const { order } = await placeOrder(shop);
    const page = await openStatus(order);
    await admin.post(`/api/orders/${order.id}/status/reject`, {
      rejectionMessage: 'Leider ist die Kaffeemaschine defekt.',
    });
    await nextPoll(page);
    await eventuallyEqual(
      () => page.locator('.status-page h1').textContent(),
      'Ihre Bestellung wurde abgelehnt.',
    );
    await page.getByText('Leider ist die Kaffeemaschine defekt.').waitFor();
    expect(await page.locator('.timeline').count()).toBe(0);
    expect(await notReloaded(page)).toBe(true);
    await page.context().close();
  });

  it('offers the shop’s counter appointment; accepting confirms the order at that time', async () => {
    const { order, branch, slot } = await placeOrder(shop);
    const proposedTime = addMinutes(slot.time, 90);
    const proposal = zoned(slot.date, proposedTime, branch.timezone).toISOString();
    const page = await openStatus(order);
    expect(await page.getByRole('region', { name: 'Terminvorschlag' }).count()).toBe(0);

    await admin.post(`/api/orders/${order.id}/counter-appointment`, {
      counterAppointment: proposal,
    });
    await nextPoll(page);
    const accept = page.getByRole('button', { name: `Ja, ${proposedTime} Uhr ist in Ordnung` });
    await accept.waitFor();
    await page.getByRole('button', { name: 'Nein, Bestellung stornieren' }).waitFor();
    await accept.click();

    await eventuallyEqual(() => page.getByRole('region', { name: 'Terminvorschlag' }).count(), 0);
    await eventuallyEqual(() => currentStep(page), 'Bestätigt und in Zubereitung');
    const stored = await publicOrder(order);
    expect(stored).toMatchObject({ status: 'confirmed', isConfirmed: true, appointment: proposal });
    await page.context().close();
  });

  it('rejecting the counter appointment cancels the order', async () => {
    const { order, branch, slot } = await placeOrder(shop);
    const proposedTime = addMinutes(slot.time, 60);
    const page = await openStatus(order);
    await admin.post(`/api/orders/${order.id}/counter-appointment`, {
      counterAppointment: zoned(slot.date, proposedTime, branch.timezone).toISOString(),
    });
    await nextPoll(page);
    // The proposal is shown in the branch's time (Europe/Vienna in the seed).
    await page.getByRole('button', { name: `Ja, ${proposedTime} Uhr ist in Ordnung` }).waitFor();
    await page.getByRole('button', { name: 'Nein, Bestellung stornieren' }).click();
    await eventuallyEqual(
      () => page.locator('.status-page h1').textContent(),
      'Ihre Bestellung wurde storniert.',
    );
    expect(await page.getByRole('region', { name: 'Terminvorschlag' }).count()).toBe(0);
    expect(await publicOrder(order)).toMatchObject({ isConfirmed: false });
    expect((await publicOrder(order)).status).toBe('canceled');
    await page.context().close();
  });

  it('a dismissed questionnaire stays away for that order after a reload', async () => {
    const { order } = await placeOrder(shop);
    for (const step of ['confirm', 'in-delivery', 'completed']) {
      await admin.post(`/api/orders/${order.id}/status/${step}`);
    }
    const page = await openStatus(order);
    const form = page.locator('form.questionnaire');
    await form.waitFor();
    await screenshot(page, 'status-questionnaire');
    await form.getByRole('button', { name: 'Nicht bewerten' }).click();
    await eventuallyEqual(() => form.count(), 0);
    await page.reload();
    await page.locator('.status-page h1').waitFor();
    await page.locator('.status-page__contact').waitFor();
    expect(await form.count()).toBe(0);
    // Not rated: only this device remembers the dismissal.
    expect(await publicOrder(order)).toMatchObject({ hasQuestionnaire: false });
    await page.context().close();
  });

  it('an unknown uid/hash shows the 404 page', async () => {
    const { page, context } = await openPage(browser, `/status/unbekannt/${'0'.repeat(64)}`);
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
    await context.close();
  });
});
