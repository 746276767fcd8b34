import type { Browser, Page } from 'playwright-core';
import {
  adminClient,
  branchOf,
  loadMenu,
  loadShop,
  productOf,
  type ApiClient,
  type Branch,
  type Product,
} from './support/api';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import { DESKTOP, PHONE, openPage, screenshot, storeCart, type Size } from './support/browser';
import { appointmentSlot } from './support/orders';
import { addDays, localDate, zoned } from './support/time';

/**
 * Issue 30, the customer: one time control in the checkout. Where the branch works in slots
 * (a limit of orders per slot) the time picker is the slot list and nothing else; without
 * slots it is the hour and minute steppers. Delivery while „so bald wie möglich“ is
 * impossible comes with the first possible slot chosen, and choosing a delivery area fills
 * PLZ and Ort. The branch's settings are changed through the API and put back afterwards.
 */
describe('the checkout time control', () => {
  let browser: Browser;
  let admin: ApiClient;
  let graz: Branch;
  let espresso: Product;
  let original: Record<string, unknown>;
  let page: Page;

  const SETTINGS = [
    'maxOrdersPerSlot',
    'isPreorderEnabled',
    'isDeliveryEnabled',
    'isDeliveryHoursEnabled',
    'deliveryHours',
  ] as const;

  beforeAll(async () => {
    const shop = await loadShop();
    graz = branchOf(shop, 'graz-hauptplatz');
    espresso = productOf(await loadMenu(graz.id), 'Espresso');
    admin = await adminClient();
    const stored = await admin.get<Record<string, unknown>>(`/api/branches/${graz.id}`);
    original = Object.fromEntries(SETTINGS.map((key) => [key, stored[key]]));
    browser = await launchChromium();
  });
  afterAll(async () => {
    if (original) await admin.data('PUT', `/api/branches/${graz.id}`, original);
    await browser?.close();
  });
  afterEach(() => page?.context().close());

  const setBranch = (settings: Record<string, unknown>) =>
    admin.data('PUT', `/api/branches/${graz.id}`, settings);
  const dd = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

  /** An espresso in the cart, then the checkout (at `fixedTime`, if given). */
  async function openCheckout(options: { fixedTime?: Date; size?: Size } = {}) {
    ({ page } = await openPage(browser, `/store/${graz.identifier}`, options));
    await storeCart(page, graz.identifier, espresso);
    await page.goto(`/store/${graz.identifier}/checkout`);
    await page.getByRole('heading', { name: 'Bestellvorgang' }).waitFor();
  }

  /** Date picker → the slot's day → the time picker of that day. */
  async function openTimeOf(date: string) {
    await page.getByRole('button', { name: 'Datum wählen' }).click();
    const calendar = page.getByRole('dialog', { name: 'Datum wählen' });
    const day = calendar.getByRole('button', { name: dd(date), exact: true });
    if ((await day.count()) === 0) {
      await calendar.getByRole('button', { name: 'Nächster Monat' }).click();
    }
    await day.click();
    await calendar.getByRole('button', { name: 'Speichern' }).click();
    const clock = page.getByRole('dialog', { name: `Uhrzeit am ${dd(date)}` });
    await clock.waitFor();
    return clock;
  }

  it('with slots: the slot list and no steppers; a tapped slot becomes the appointment', async () => {
    await setBranch({ maxOrdersPerSlot: 4 });
    const slot = appointmentSlot(graz);
    for (const size of [PHONE, DESKTOP]) {
      await openCheckout({ size });
      const clock = await openTimeOf(slot.date);
      const list = clock.getByRole('list', { name: 'Zeiten zum Antippen' });
      await list.waitFor();
      expect(await clock.getByRole('group', { name: 'Uhrzeit' }).count()).toBe(0);
      expect(await clock.getByRole('button', { name: 'Eine Stunde später' }).count()).toBe(0);
      await list.getByRole('button', { name: `${slot.time} Uhr`, exact: true }).click();
      await eventuallyEqual(
        () =>
          list
            .getByRole('button', { name: `${slot.time} Uhr`, exact: true })
            .getAttribute('aria-pressed'),
        'true',
      );
      await screenshot(page, 'checkout-time-slots');
      await clock.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText(`${dd(slot.date)} ${slot.time} Uhr`).waitFor();
      await page.context().close();
    }
  });

  it('without slots: the hour and minute steppers, and no slot list', async () => {
    await setBranch({ maxOrdersPerSlot: null });
    const slot = appointmentSlot(graz);
    await openCheckout();
    const clock = await openTimeOf(slot.date);
    await clock.getByRole('group', { name: 'Uhrzeit' }).waitFor();
    await clock.getByRole('button', { name: 'Eine Stunde später' }).waitFor();
    expect(await clock.getByRole('list', { name: 'Zeiten zum Antippen' }).count()).toBe(0);
    await screenshot(page, 'checkout-time-steppers');
  });

  it('delivery while it is closed: the first slot is chosen; an area fills PLZ and Ort', async () => {
    // Tomorrow at 8:00, delivery from 10:00: „so bald wie möglich“ is impossible.
    const day = addDays(localDate(new Date(), graz.timezone), 1);
    await setBranch({
      isPreorderEnabled: true,
      isDeliveryEnabled: true,
      isDeliveryHoursEnabled: true,
      deliveryHours: [{ type: 'daily', from: '10:00', to: '18:00', isClosed: false }],
    });
    const area = graz.deliveryAreas.find((candidate) => /^\d{4,5}\s/.test(candidate.area));
    if (!area) throw new Error(`${graz.name}: kein Liefergebiet mit Postleitzahl im Namen`);

    for (const size of [PHONE, DESKTOP]) {
      await openCheckout({ size, fixedTime: zoned(day, '08:00', graz.timezone) });
      await page.getByLabel('Art der Lieferung').selectOption('delivery');
      await eventuallyEqual(
        () => page.locator('#appointment-value').textContent(),
        `${dd(day)} 10:00 Uhr`,
      );
      await page.getByText('Der frühestmögliche Termin ist vorausgewählt.').waitFor();

      await page.getByLabel('Liefergebiet').selectOption(area.area);
      await eventuallyEqual(() => page.getByLabel('PLZ').inputValue(), area.area.split(/\s/)[0]);
      await eventuallyEqual(() => page.getByLabel('Ort').inputValue(), graz.city);
      await screenshot(page, 'checkout-delivery-preselected');
      await page.context().close();
    }
  });
});
