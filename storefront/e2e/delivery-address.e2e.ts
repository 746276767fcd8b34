import type { Browser, Page } from 'playwright-core';
import {
  adminClient,
  branchOf,
  loadMenu,
  loadShop,
  productOf,
  type Branch,
  type Menu,
} from './support/api';
import { launchChromium } from '@bestellwerk/test-support';
import {
  DESKTOP,
  PHONE,
  type Size,
  expectAccessible,
  openPage,
  screenshot,
} from './support/browser';
import { openRulesOn, publicOrder } from './support/orders';
import { addDays, addMinutes, localDate } from './support/time';

/** A delivery time the server accepts whenever the suite runs: tomorrow or later, within the delivery hours. */
function deliverySlot(branch: Branch): { date: string; time: string } {
  const today = localDate(new Date(), branch.timezone);
  const rules = branch.isDeliveryHoursEnabled ? branch.deliveryHours : branch.openingHours;
  for (let offset = 1; offset <= 14; offset++) {
    const date = addDays(today, offset);
    const [first] = openRulesOn(rules, date);
    if (first && addMinutes(first.from!, 90) <= first.to!) {
      return { date, time: addMinutes(first.from!, 60) };
    }
  }
  throw new Error(`${branch.name}: in den nächsten 14 Tagen keine Lieferzeiten`);
}

/**
 * storefront.md §3 Order draft: a company orders with its UID number and has the order
 * delivered to a different address, itself a company; the shop reads all of it back.
 */
describe('checkout with a different delivery address', () => {
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

  async function deliveryCheckout(size: Size = DESKTOP) {
    ({ page } = await openPage(browser, `/store/${graz.identifier}`, { size }));
    const area = graz.deliveryAreas[0];
    const espresso = productOf(menu, 'Espresso');
    await page.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' }).click();
    const dialog = page.locator('dialog[open]');
    const amount = Math.ceil((area.minimumOrderValue ?? 0) / espresso.price!) + 1;
    await dialog.getByLabel('Menge').fill(String(amount));
    await dialog.getByLabel('Menge').blur();
    await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
    await page.getByText('Produkt zum Warenkorb hinzugefügt.').waitFor();
    await page.locator('.cart__toggle').click();
    await page.getByLabel('Art der Lieferung').selectOption('delivery');
    await page.getByLabel('Liefergebiet').selectOption(area.area);
    // The appointment goes into the draft directly: the pickers have their own suite.
    const slot = deliverySlot(graz);
    await page.evaluate(
      ([key, appointmentDate]) => sessionStorage.setItem(key, JSON.stringify({ appointmentDate })),
      [`bestellwerk.checkout.${graz.identifier}`, `${slot.date}T${slot.time}`],
    );
    await page.getByRole('button', { name: 'Jetzt bestellen' }).click();
    await page.waitForURL(`**/store/${graz.identifier}/checkout`);
    await page.getByRole('heading', { name: 'Bestellvorgang' }).waitFor();
  }

  it('stores the company, its UID number and the delivery address as the back office sees it', async () => {
    await deliveryCheckout();
    await page.getByRole('checkbox', { name: 'Bestellung für eine Firma' }).check();
    await page.getByLabel('Firmenname').fill('Rosmarin Consulting GmbH');
    await page.getByLabel('UID-Nummer').fill('ATU12345678');
    await page.getByLabel('Vorname').fill('Anna');
    await page.getByLabel('Nachname').fill('Berger');
    await page.getByLabel('E-Mail').fill('anna.berger@example.at');
    await page.getByLabel('Telefon').fill('+436641234567');
    await page.getByLabel('Straße und Hausnummer').fill('Sporgasse 3');
    await page.getByLabel('PLZ').fill('8010');
    await page.getByLabel('Ort').fill('Graz');

    await page.getByRole('checkbox', { name: 'Abweichende Lieferadresse' }).check();
    const delivery = page.getByRole('group', { name: 'Lieferadresse' });
    await delivery.getByRole('checkbox', { name: 'Lieferung an eine Firma' }).check();
    await delivery.getByLabel('Firmenname').fill('Büro Nord KG');
    await delivery.getByLabel('Vorname').fill('Berta');
    await delivery.getByLabel('Nachname').fill('Lang');
    await delivery.getByLabel('Straße und Hausnummer').fill('Lendplatz 3');
    await delivery.getByLabel('Stock').fill('2');
    await delivery.getByLabel('Stiege').fill('B');
    await delivery.getByLabel('Tür').fill('7');
    await delivery.getByLabel('PLZ').fill('8020');
    await delivery.getByLabel('Ort').fill('Graz');
    await delivery.getByLabel('Land').selectOption('AT');
    await page.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
    await page.getByRole('checkbox', { name: /Ich habe die/ }).check();
    await expectAccessible(page);
    await screenshot(page, 'checkout-delivery-address');

    await page.getByRole('button', { name: /abschicken$/ }).click();
    await page.waitForURL('**/status/**');
    const [uid, hash] = new URL(page.url()).pathname.split('/').slice(2);
    const { id } = await publicOrder({ uid, hash });
    const stored = await (await adminClient()).get<Record<string, unknown>>(`/api/orders/${id}`);
    expect(stored).toMatchObject({
      kind: 'delivery',
      isCompany: true,
      companyName: 'Rosmarin Consulting GmbH',
      vatNumber: 'ATU12345678',
      firstName: 'Anna',
      street: 'Sporgasse 3',
      isDeliveryAddressDifferent: true,
      isDeliveryCompany: true,
      deliveryCompanyName: 'Büro Nord KG',
      deliveryFirstName: 'Berta',
      deliveryLastName: 'Lang',
      deliveryStreet: 'Lendplatz 3',
      deliveryFloor: '2',
      deliveryStairway: 'B',
      deliveryDoor: '7',
      deliveryZipCode: '8020',
      deliveryCity: 'Graz',
      deliveryCountry: 'AT',
    });
  });

  it('names the missing fields of the delivery address in German', async () => {
    await deliveryCheckout(PHONE);
    await page.getByRole('checkbox', { name: 'Abweichende Lieferadresse' }).check();
    await page.getByRole('button', { name: /abschicken$/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Lieferadresse' });
    await alert.waitFor();
    expect(await alert.locator('li').allTextContents()).toEqual(
      expect.arrayContaining([
        '„Vorname (Lieferadresse)“ ist erforderlich.',
        '„Straße (Lieferadresse)“ ist erforderlich.',
      ]),
    );
    const delivery = page.getByRole('group', { name: 'Lieferadresse' });
    expect(await delivery.getByLabel('Vorname').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'checkout-delivery-address-errors');
  });
});
