import type { Browser, Locator, Page } from 'playwright-core';
import {
  branchOf,
  loadMenu,
  loadShop,
  productOf,
  type Branch,
  type Menu,
  type OpeningHourRule,
  type Shop,
} from './support/api';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import { openPage } from './support/browser';
import { addMinutes, euro, localDate, nextWeekday, zoned } from './support/time';

/** The rules in effect on a local date (§4: once > weekday > daily; no rule = closed). */
function rulesOn(rules: OpeningHourRule[], date: string, weekday: string): OpeningHourRule[] {
  const once = rules.filter((rule) => rule.type === 'once' && rule.date === date);
  const byDay = rules.filter((rule) => rule.type === weekday);
  const daily = rules.filter((rule) => rule.type === 'daily');
  const pick = once.length ? once : byDay.length ? byDay : daily;
  return pick.filter((rule) => !rule.isClosed && rule.from && rule.to);
}

const bannerLines = async (page: Page) =>
  (await page.locator('.banner p').allTextContents()).map((line) => line.trim());

describe('branch page', () => {
  let browser: Browser;
  let shop: Shop;
  let graz: Branch;
  let grazMenu: Menu;

  beforeAll(async () => {
    [browser, shop] = await Promise.all([launchChromium(), loadShop()]);
    graz = branchOf(shop, 'graz-hauptplatz');
    grazMenu = await loadMenu(graz.id);
  });
  afterAll(() => browser?.close());

  describe('banners at controlled clock times (Graz, a Monday in its time zone)', () => {
    // A Monday at least a week ahead, so no one-time rule of this week interferes.
    let monday: string;
    let open: OpeningHourRule;
    let delivery: OpeningHourRule[];
    const at = (date: string, time: string) => zoned(date, time, graz.timezone);

    beforeAll(() => {
      monday = nextWeekday(localDate(new Date(), graz.timezone), 'monday', 7);
      const opening = rulesOn(graz.openingHours, monday, 'monday');
      expect(opening).toHaveLength(1);
      open = opening[0];
      delivery = rulesOn(graz.deliveryHours, monday, 'monday').sort((a, b) =>
        a.from!.localeCompare(b.from!),
      );
    });

    async function banners(instant: Date): Promise<string[]> {
      const { page, context } = await openPage(browser, `/store/${graz.identifier}`, {
        fixedTime: instant,
      });
      await page.getByRole('heading', { level: 1, name: graz.name }).waitFor();
      const lines = await bannerLines(page);
      await context.close();
      return lines;
    }

    it('before opening: closed, reopening today, preorders welcome', async () => {
      const lines = await banners(at(monday, addMinutes(open.from!, -60)));
      expect(lines[0]).toBe('Derzeit haben wir leider geschlossen.');
      expect(lines[1]).toBe(`Wir öffnen wieder um ${open.from} Uhr.`);
      expect(graz.isPreorderEnabled).toBe(true);
      expect(lines.slice(2)).toEqual([
        'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
        'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
      ]);
    });

    it('on a closed day: closed, reopening on the next open weekday', async () => {
      const sunday = nextWeekday(monday, 'sunday', -7); // the Sunday before that Monday
      expect(rulesOn(graz.openingHours, sunday, 'sunday')).toEqual([]);
      const lines = await banners(at(sunday, '12:00'));
      expect(lines[0]).toBe('Derzeit haben wir leider geschlossen.');
      expect(lines[1]).toBe(`Wir öffnen wieder am Montag um ${open.from} Uhr.`);
    });

    it('open and delivering: no banner', async () => {
      expect(graz.isDeliveryHoursEnabled).toBe(true);
      expect(delivery.length).toBeGreaterThan(0);
      const lines = await banners(at(monday, addMinutes(delivery[0].from!, 30)));
      expect(lines).toEqual([]);
    });

    it('open but outside the delivery hours: no delivery, when it resumes, what is offered', async () => {
      const instant = at(monday, addMinutes(open.from!, 60));
      expect(addMinutes(open.from!, 60) < delivery[0].from!).toBe(true);
      const lines = await banners(instant);
      expect(lines).toEqual([
        'Derzeit ist leider keine Lieferung möglich.',
        `Wir liefern wieder ab ${delivery[0].from} Uhr.`,
        'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
        'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
      ]);
    });

    it('after closing time: closed, reopening the next day', async () => {
      const lines = await banners(at(monday, addMinutes(open.to!, 30)));
      expect(lines[0]).toBe('Derzeit haben wir leider geschlossen.');
      const tuesday = rulesOn(graz.openingHours, nextWeekday(monday, 'tuesday'), 'tuesday')[0];
      expect(lines[1]).toBe(`Wir öffnen wieder am Dienstag um ${tuesday.from} Uhr.`);
    });
  });

  describe('product overlay and cart', () => {
    let page: Page;
    beforeEach(async () => {
      ({ page } = await openPage(browser, `/store/${graz.identifier}`));
      await page.getByRole('heading', { level: 1, name: graz.name }).waitFor();
    });
    afterEach(() => page.context().close());

    const openOverlay = async (name: string): Promise<Locator> => {
      await page.getByRole('button', { name: `${name}: Zum Warenkorb hinzufügen` }).click();
      const dialog = page.locator('dialog[open]');
      await dialog.getByRole('heading', { name }).waitFor();
      return dialog;
    };
    const cartToggle = () => page.locator('.cart__toggle');

    it('configures a product, adds it to the cart and keeps it across a reload', async () => {
      const breakfast = productOf(grazMenu, 'Wiener Frühstück');
      expect(breakfast.type).toBe('configurable');
      await eventuallyEqual(() => cartToggle().textContent(), 'Keine Produkte im Warenkorb');
      const dialog = await openOverlay(breakfast.name);
      const add = dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' });
      // Two required selects: not addable until both have a value.
      await eventuallyEqual(() => add.isDisabled(), true);
      await dialog.getByLabel('Heiße Schokolade').check();
      await eventuallyEqual(() => add.isDisabled(), true);
      await dialog.getByLabel('Croissant').check();
      await eventuallyEqual(() => add.isEnabled(), true);
      await add.click();

      await page.getByText('Produkt zum Warenkorb hinzugefügt.').waitFor();
      await eventuallyEqual(() => page.locator('dialog[open]').count(), 0);
      await eventuallyEqual(
        () => cartToggle().textContent(),
        `1 Produkt im Warenkorb · ${euro(10.3)}`,
      );

      await cartToggle().click();
      await eventuallyEqual(() => cartToggle().textContent(), 'Warenkorb ausblenden');
      const line = page.locator('.cart__line');
      await eventuallyEqual(() => line.count(), 1);
      await eventuallyEqual(() => line.locator('.cart__line-name').textContent(), breakfast.name);
      // 8,90 € + 0,80 € (Heiße Schokolade) + 0,60 € (Croissant), from the seeded modifiers.
      expect(await line.locator('.cart__line-price').textContent()).toContain(euro(10.3));
      expect(await line.textContent()).toContain('Heiße Schokolade');

      await page.reload();
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1, name: graz.name }).waitFor();
      await eventuallyEqual(
        () => cartToggle().textContent(),
        `1 Produkt im Warenkorb · ${euro(10.3)}`,
      );

      await cartToggle().click();
      await page.locator('.cart__line').getByRole('button', { name: 'Entfernen' }).click();
      await cartToggle().click();
      await eventuallyEqual(() => cartToggle().textContent(), 'Keine Produkte im Warenkorb');
    });

    it('a disabled product is shown greyed out without an add button; a hidden one not at all', async () => {
      const card = page.locator('.product-card', { hasText: 'Rindsgulasch mit Semmelknödel' });
      await eventuallyEqual(() => card.getAttribute('aria-disabled'), 'true');
      expect(await card.getByRole('button').count()).toBe(0);
      expect(await page.getByText('Kürbiscremesuppe').count()).toBe(0);
      const orderable = page.locator('.product-card', { hasText: 'Espresso' }).first();
      expect(await orderable.getAttribute('aria-disabled')).toBe('false');
    });

    it('Abbrechen closes the overlay without adding anything', async () => {
      const dialog = await openOverlay('Espresso');
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await eventuallyEqual(() => page.locator('dialog[open]').count(), 0);
      await eventuallyEqual(() => cartToggle().textContent(), 'Keine Produkte im Warenkorb');
      await eventuallyEqual(() => page.getByText('Produkt zum Warenkorb hinzugefügt.').count(), 0);
    });

    it('snaps a typed amount to minimum and step; minus is disabled at the minimum', async () => {
      const ham = productOf(grazMenu, 'Beinschinken (Aufschnitt)');
      expect(ham).toMatchObject({ minimumQuantity: 5, quantityStepSize: 5, defaultQuantity: 10 });
      const dialog = await openOverlay(ham.name);
      const amount = dialog.getByLabel('Menge');
      const minus = dialog.getByRole('button', { name: 'Weniger' });
      const plus = dialog.getByRole('button', { name: 'Mehr' });
      await eventuallyEqual(() => amount.inputValue(), '10');

      await amount.fill('17,4');
      await amount.blur();
      await eventuallyEqual(() => amount.inputValue(), '15');
      await amount.fill('2');
      await amount.blur();
      await eventuallyEqual(() => amount.inputValue(), '5');
      await eventuallyEqual(() => minus.isDisabled(), true);
      await amount.fill('kein Wert');
      await amount.blur();
      await eventuallyEqual(() => amount.inputValue(), '5');
      await plus.click();
      await eventuallyEqual(() => amount.inputValue(), '10');
      await eventuallyEqual(() => minus.isEnabled(), true);
      await minus.click();
      await eventuallyEqual(() => amount.inputValue(), '5');
      await eventuallyEqual(() => minus.isDisabled(), true);
      await amount.fill(String(ham.maximumQuantity! + 50));
      await amount.blur();
      await eventuallyEqual(() => amount.inputValue(), String(ham.maximumQuantity));
      await eventuallyEqual(() => plus.isDisabled(), true);
    });

    it('switches to an alternative unit: converts and snaps to that unit', async () => {
      const beans = productOf(grazMenu, 'Kaffeebohnen Hausröstung');
      expect(beans).toMatchObject({
        unit: 'kilogram',
        defaultUnit: 'gram',
        defaultQuantity: 250,
        minimumQuantity: 0.25,
        maximumQuantity: 5,
      });
      expect(beans.alternativeUnits[0]).toMatchObject({ unit: 'gram', minimumQuantity: 250 });
      const dialog = await openOverlay(beans.name);
      const amount = dialog.getByLabel('Menge');
      const unit = dialog.getByLabel('Einheit');
      await eventuallyEqual(() => unit.inputValue(), 'gram');
      await eventuallyEqual(() => amount.inputValue(), '250');
      // Grams of a product priced by the kilogram need no note („1 g entspricht 0,001 kg“).
      await eventuallyEqual(() => dialog.locator('.quantity__note').count(), 0);
      await eventuallyEqual(
        () => dialog.getByRole('button', { name: 'Weniger' }).isDisabled(),
        true,
      );

      await amount.fill('600');
      await amount.blur();
      await eventuallyEqual(() => amount.inputValue(), '500');

      await unit.selectOption('kilogram');
      await eventuallyEqual(() => amount.inputValue(), '0,5');
      await eventuallyEqual(() => dialog.locator('.quantity__note').count(), 0);
      await amount.fill('7');
      await amount.blur();
      await eventuallyEqual(() => amount.inputValue(), '5');
      await eventuallyEqual(() => dialog.getByRole('button', { name: 'Mehr' }).isDisabled(), true);
      await amount.fill('0,3');
      await amount.blur();
      await eventuallyEqual(() => amount.inputValue(), '0,25');
    });
  });

  describe('delivery minimum order value', () => {
    it('warns below the area minimum and stops warning once the goods reach it', async () => {
      const { page, context } = await openPage(browser, `/store/${graz.identifier}`);
      const espresso = productOf(grazMenu, 'Espresso');
      const [area, dearer] = [...graz.deliveryAreas]
        .filter((candidate) => (candidate.minimumOrderValue ?? 0) > 0)
        .sort((a, b) => a.minimumOrderValue! - b.minimumOrderValue!);
      expect(area.minimumOrderValue!).toBeGreaterThan(espresso.price!);

      await page.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' }).click();
      await page
        .locator('dialog[open]')
        .getByRole('button', { name: 'Zum Warenkorb hinzufügen' })
        .click();
      await page.locator('.cart__toggle').click();
      await page.getByLabel('Art der Lieferung').selectOption('delivery');
      await page.getByLabel('Liefergebiet').selectOption(area.area);
      // The spec's sentence; the cart adds how much is missing in a second line.
      const warning = page.locator('.cart__warning p').first();
      await eventuallyEqual(
        () => warning.textContent(),
        `Sie haben den Mindestbestellwert in Höhe von ${euro(area.minimumOrderValue!)} leider noch nicht erreicht.`,
      );
      await page.getByLabel('Liefergebiet').selectOption(dearer.area);
      await eventuallyEqual(
        () => warning.textContent(),
        `Sie haben den Mindestbestellwert in Höhe von ${euro(dearer.minimumOrderValue!)} leider noch nicht erreicht.`,
      );
      // Takeaway has no minimum.
      await page.getByLabel('Art der Lieferung').selectOption('takeaway');
      await eventuallyEqual(() => warning.count(), 0);

      // Enough espressos to pass the cheaper area's minimum: the warning goes.
      await page.getByLabel('Art der Lieferung').selectOption('delivery');
      await page.getByLabel('Liefergebiet').selectOption(area.area);
      const needed = Math.ceil(area.minimumOrderValue! / espresso.price!) + 1;
      await page.getByRole('button', { name: 'Espresso: Zum Warenkorb hinzufügen' }).click();
      const dialog = page.locator('dialog[open]');
      await dialog.getByLabel('Menge').fill(String(needed - 1));
      await dialog.getByLabel('Menge').blur();
      await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
      await page.getByText('Produkt zum Warenkorb hinzugefügt.').waitFor();
      await eventuallyEqual(() => warning.count(), 0);
      await context.close();
    });
  });
});
