import type { Browser, Page } from 'playwright-core';
import { branchOf, loadMenu, loadShop, productOf, type Branch, type Menu } from './support/api';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import { expectAccessible, openPage, screenshot, storeCart } from './support/browser';
import { appointmentSlot, publicOrder } from './support/orders';
import { euro } from './support/time';

/** storefront.md §2 Checkout, §5, §8: from the branch page's cart to the status page. */
describe('checkout', () => {
  let browser: Browser;
  let graz: Branch;
  let menu: Menu;
  let page: Page;

  beforeAll(async () => {
    const shop = await loadShop();
    browser = await launchChromium();
    graz = branchOf(shop, 'graz-hauptplatz');
    menu = await loadMenu(graz.id);
  });
  afterAll(() => browser?.close());
  afterEach(() => page?.context().close());

  const orderButton = () => page.getByRole('button', { name: 'Jetzt bestellen' });

  async function addEspressos(amount: number) {
    await page.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel('Menge').fill(String(amount));
    await dialog.getByLabel('Menge').blur();
    await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
    await page.getByText('Produkt zum Warenkorb hinzugefügt.').waitFor();
  }

  it("'Jetzt bestellen' is disabled with an empty cart", async () => {
    ({ page } = await openPage(browser, `/store/${graz.identifier}`));
    await page.locator('.cart__toggle').click();
    await eventuallyEqual(() => orderButton().isDisabled(), true);
  });

  it("below the delivery minimum: the warning and 'Jetzt bestellen' disabled; above it enabled", async () => {
    ({ page } = await openPage(browser, `/store/${graz.identifier}`));
    const espresso = productOf(menu, 'Espresso');
    const area = graz.deliveryAreas.find((candidate) => (candidate.minimumOrderValue ?? 0) > 0)!;
    await addEspressos(1);
    await page.locator('.cart__toggle').click();
    await page.getByLabel('Art der Lieferung').selectOption('delivery');
    await page.getByLabel('Liefergebiet').selectOption(area.area);
    await page
      .getByText(
        `Sie haben den Mindestbestellwert in Höhe von ${euro(area.minimumOrderValue!)} leider noch nicht erreicht.`,
      )
      .waitFor();
    await eventuallyEqual(() => orderButton().isDisabled(), true);

    await addEspressos(Math.ceil(area.minimumOrderValue! / espresso.price!));
    await eventuallyEqual(() => page.locator('.cart__warning').count(), 0);
    await eventuallyEqual(() => orderButton().isEnabled(), true);
  });

  it("'Jetzt bestellen' leads to the checkout; an empty cart there says so", async () => {
    ({ page } = await openPage(browser, `/store/${graz.identifier}`));
    await addEspressos(1);
    await page.locator('.cart__toggle').click();
    await orderButton().click();
    await page.waitForURL(`**/store/${graz.identifier}/checkout`);

    const empty = await openPage(browser, `/store/${graz.identifier}/checkout`);
    await empty.page.getByText('Keine Produkte im Warenkorb!').waitFor();
    await empty.context.close();
  });

  /** Espresso in the cart, then the checkout page. */
  async function checkoutWithEspresso() {
    ({ page } = await openPage(browser, `/store/${graz.identifier}`));
    await addEspressos(1);
    await orderButton().click();
    await page.waitForURL(`**/store/${graz.identifier}/checkout`);
    await page.getByRole('heading', { name: 'Bestellvorgang' }).waitFor();
  }

  const submitButton = () => page.getByRole('button', { name: /abschicken$/ });
  const dd = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

  it('lists the server errors at the top and marks their fields, ordering nothing', async () => {
    await checkoutWithEspresso();
    await submitButton().click();
    const alert = page.getByRole('alert').filter({ hasText: 'ist erforderlich' });
    await alert.waitFor();
    const messages = await alert.locator('li').allTextContents();
    expect(messages).toEqual(
      expect.arrayContaining([
        '„Vorname“ ist erforderlich.',
        '„Nachname“ ist erforderlich.',
        '„E-Mail“ ist erforderlich.',
        'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
        'Bitte akzeptieren Sie die Datenschutzerklärung.',
      ]),
    );
    expect(await page.getByLabel('Vorname').getAttribute('aria-invalid')).toBe('true');
    // The list is at the top of the page, and the page is scrolled there.
    await eventuallyEqual(() => page.evaluate(() => Math.round(window.scrollY)), 0);
    await expectAccessible(page);
    await screenshot(page, 'checkout-errors');
  });

  it('an answer lost after the order was stored (503) is asked again with the same key: the customer sees that order, no second one', async () => {
    const slot = appointmentSlot(graz);
    ({ page } = await openPage(browser, `/store/${graz.identifier}`));
    await storeCart(page, graz.identifier, productOf(menu, 'Espresso'));
    await page.evaluate(
      ([key, value]) => sessionStorage.setItem(key, value),
      [
        `bestellwerk.checkout.${graz.identifier}`,
        JSON.stringify({
          firstName: 'Anna',
          lastName: 'Berger',
          email: 'anna.berger@example.at',
          phone: '+436641234567',
          appointmentDate: `${slot.date}T${slot.time}`,
        }),
      ],
    );
    // The first submit reaches the server and is stored; its answer is replaced by a 503,
    // as when the database connection dropped right after the commit.
    const sent: { key: string | undefined; uid?: string }[] = [];
    await page.route('**/api/orders', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const key = request.headers()['idempotency-key'];
      if (sent.length > 0) {
        sent.push({ key });
        return route.continue();
      }
      const stored = (await (await route.fetch()).json()) as { data: { uid: string } };
      sent.push({ key, uid: stored.data.uid });
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Der Dienst ist kurz nicht erreichbar.' }] }),
      });
    });
    await page.goto(`/store/${graz.identifier}/checkout`);
    await page.getByRole('heading', { name: 'Bestellvorgang' }).waitFor();
    await page.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
    await page.getByRole('checkbox', { name: /Ich habe die/ }).check();
    await submitButton().click();
    await page.waitForURL('**/status/**');
    const [uid] = new URL(page.url()).pathname.split('/').slice(2);
    expect(sent).toHaveLength(2);
    expect(sent[1].key).toBe(sent[0].key);
    expect(uid).toBe(sent[0].uid);
    await page
      .getByRole('heading', { name: /^Vielen Dank für Ihre (Vor)?[bB]estellung!$/ })
      .waitFor();
  });

  it('picks a date in the ISO-week calendar and a time in 5-minute steps, then orders', async () => {
    const slot = appointmentSlot(graz);
    await checkoutWithEspresso();
    await page.getByRole('button', { name: 'Datum wählen' }).click();
    const calendar = page.getByRole('dialog', { name: 'Datum wählen' });
    expect(await calendar.getByRole('columnheader').allTextContents()).toEqual([
      'KW',
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    // Yesterday cannot be chosen; the slot's day is in this month or the next.
    const day = calendar.getByRole('button', { name: dd(slot.date), exact: true });
    if ((await day.count()) === 0)
      await calendar.getByRole('button', { name: 'Nächster Monat' }).click();
    await day.click();
    await screenshot(page, 'checkout-date-picker');
    await calendar.getByRole('button', { name: 'Speichern' }).click();

    const clock = page.getByRole('dialog', { name: `Uhrzeit am ${dd(slot.date)}` });
    await clock.waitFor();
    const shown = async () =>
      `${await clock.getByLabel('Stunde', { exact: true }).textContent()}:${await clock.getByLabel('Minute', { exact: true }).textContent()}`;
    const start = await shown();
    await clock.getByRole('button', { name: '5 Minuten später' }).click();
    expect(await shown()).not.toBe(start);
    expect((await shown()).slice(3)).toMatch(/^(0|5)$|^[0-5][05]$/);
    await clock.getByRole('button', { name: '5 Minuten früher' }).click();
    await clock.getByRole('button', { name: 'Eine Stunde später' }).click();
    expect(await shown()).toBe(slot.time);
    await screenshot(page, 'checkout-time-picker');
    await clock.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`${dd(slot.date)} ${slot.time} Uhr`).waitFor();

    await page.getByLabel('Vorname').fill('Anna');
    await page.getByLabel('Nachname').fill('Berger');
    await page.getByLabel('E-Mail').fill('anna.berger@example.at');
    await page.getByLabel('Telefon').fill('0043 664 1234567');
    await page.getByLabel('Telefon').blur();
    expect(await page.getByLabel('Telefon').inputValue()).toBe('+436641234567');
    await page.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
    await page.getByRole('checkbox', { name: /Ich habe die/ }).check();
    await submitButton().click();
    await page.waitForURL('**/status/**');
    await page
      .getByRole('heading', { name: /^Vielen Dank für Ihre (Vor)?[bB]estellung!$/ })
      .waitFor();
    await screenshot(page, 'checkout-done-status');

    const [uid, hash] = new URL(page.url()).pathname.split('/').slice(2);
    const order = await publicOrder({ uid, hash });
    expect(order.status).toBe('pending');
    expect(new Date(order.appointment!).toISOString()).toBe(
      new Date(`${slot.date}T${slot.time}:00${offsetOf(slot.date)}`).toISOString(),
    );
    // The cart was emptied after the order.
    await page.goto(`/store/${graz.identifier}`);
    await page.locator('.cart__toggle', { hasText: 'Keine Produkte im Warenkorb' }).waitFor();
  });

  /** Vienna's UTC offset on a date (the slot is local time there). */
  function offsetOf(date: string): string {
    const probe = new Date(`${date}T12:00:00Z`);
    const local = new Date(probe.toLocaleString('en-US', { timeZone: 'Europe/Vienna' }));
    const hours = Math.round((local.getTime() - probe.getTime()) / 3_600_000);
    return `+0${hours}:00`;
  }
});
