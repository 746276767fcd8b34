import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@bestellwerk/test-support';
import {
  OUTPUT,
  adminPage,
  choose,
  launchChromium,
  placeOrder,
  startProduct,
  type Product,
} from './product';

jest.setTimeout(180_000);

/**
 * Geräte in mfe-orders on a fresh `npm start`: the demo shop's demo printers print
 * „Beleg drucken“ and show the ticket; printers and terminals are set up, tested and read.
 */
describe('the devices screen against the running product', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    product = await startProduct();
    browser = await launchChromium();
    page = await adminPage(browser, product.url);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const openDevices = async () => {
    await page.goto(`${product.url}/backend#/orders`);
    await page.getByRole('tab', { name: 'Geräte' }).click();
  };

  it('prints „Beleg drucken“ on the demo printer and shows the ticket with its ESC/POS bytes', async () => {
    const order = await placeOrder(product.url);
    await page.goto(`${product.url}/backend#/orders/${order.id}`);
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Beleg drucken' }).click();
    await page.getByText('Der Beleg wird gedruckt.').waitFor();
    await page.keyboard.press('Escape');

    await openDevices();
    const row = page.getByRole('row', { name: /Demodrucker Wien Neubau/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'Ausdrucke' }).click();
    const printouts = page.getByRole('dialog', { name: /Ausdrucke – Demodrucker Wien Neubau/ });
    // The automatic print of the new order and the one asked for; the list may need a reload.
    const tickets = printouts.locator('.printout-paper', { hasText: `Nr. ${order.ticketNumber}` });
    for (let attempt = 0; (await tickets.count()) < 2 && attempt < 40; attempt++) {
      await printouts.getByRole('button', { name: 'Aktualisieren' }).click();
      await page.waitForTimeout(250);
    }
    expect(await tickets.count()).toBe(2);
    await expect(tickets.first().textContent()).resolves.toContain('2 Stk. Espresso');
    await printouts
      .getByText(/^ESC\/POS-Bytes/)
      .first()
      .click();
    await printouts
      .getByText(/^000000 {2}1b 40/)
      .first()
      .waitFor();
    await page.screenshot({ path: join(OUTPUT, 'devices-printouts-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'devices-printouts-phone.png') });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.keyboard.press('Escape');
  });

  it('sets up a terminal, tests the printer and the terminal, and asks for its log', async () => {
    await openDevices();
    const graz = page.getByRole('row', { name: /Demodrucker Graz Hauptplatz/ });
    await graz.getByRole('button', { name: 'Testdruck' }).click();
    await page.getByText('Testdruck an „Demodrucker Graz Hauptplatz“ gesendet.').waitFor();
    await graz.getByText('Online').waitFor();

    await page.getByRole('button', { name: 'Neues Gerät' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name', { exact: true }).fill('Theke Graz');
    await form.getByLabel('Kennung').fill('theke-graz');
    await choose(form.getByLabel('Typ'), 'Bestellterminal');
    await form.getByLabel('Host').waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Das Gerät wurde angelegt.').waitFor();
    await page.keyboard.press('Escape');

    const terminal = page.getByRole('row', { name: /Theke Graz/ });
    await terminal.getByText('Noch nie erreicht').waitFor();
    await terminal.getByRole('button', { name: 'Testbenachrichtigung' }).click();
    await page.getByText('Testbenachrichtigung an „Theke Graz“ gesendet.').waitFor();
    await terminal.getByRole('button', { name: 'Log' }).click();
    const logs = page.getByRole('dialog', { name: /Log – Theke Graz/ });
    await logs.getByText('Das Gerät hat noch kein Log übertragen.', { exact: false }).waitFor();
    await logs.getByRole('button', { name: 'Log anfordern' }).click();
    await page.getByText('Log von „Theke Graz“ angefordert.').waitFor();
    await logs.getByText(/Uhr$/).first().waitFor();
    await page.keyboard.press('Escape');
    await logs.waitFor({ state: 'hidden' });
    await page.screenshot({ path: join(OUTPUT, 'devices-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'devices-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('switches the demo printer to paper-out: the devices screen and the board raise the alarm, the next ticket comes out of the backup', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDevices();
    const wien = page.getByRole('row', { name: /Demodrucker Wien Neubau/ });
    await choose(wien.getByLabel('Demodrucker umstellen'), 'Demo: Kein Papier');
    await page.getByText('„Demodrucker Wien Neubau“ meldet jetzt: Kein Papier').waitFor();
    await wien.getByText('Kein Papier', { exact: true }).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'printer-devices-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'printer-devices-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`${product.url}/backend#/orders`);
    const alarm = page
      .getByRole('alert')
      .filter({ hasText: 'Demodrucker Wien Neubau: Kein Papier' });
    await alarm.waitFor();
    await alarm
      .getByText('Neue Bons druckt der Ersatzdrucker „Ersatzdrucker Wien Neubau“.')
      .waitFor();
    await page.screenshot({ path: join(OUTPUT, 'printer-alarm-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(OUTPUT, 'printer-alarm-phone.png') });
    await page.setViewportSize({ width: 1440, height: 900 });

    // While it has no paper, the next order's ticket comes out of Wien's backup printer.
    const order = await placeOrder(product.url);
    // Printed there before the printer is switched back (as the back office reads it).
    await eventually(
      () =>
        page.evaluate(async (number) => {
          const list = (await (await fetch('/api/devices?type=printer&perPage=100')).json()) as {
            data: { id: number; name: string }[];
          };
          const backup = list.data.find((device) => device.name === 'Ersatzdrucker Wien Neubau');
          if (!backup) return undefined;
          const printouts = (await (await fetch(`/api/devices/${backup.id}/printouts`)).json()) as {
            data: { lines: { runs: { text: string }[] }[] }[];
          };
          const texts = printouts.data.map((printout) =>
            printout.lines.map((line) => line.runs.map((run) => run.text).join('')).join('\n'),
          );
          return texts.some((text) => text.includes(`Nr. ${number}`)) ? true : undefined;
        }, order.ticketNumber),
      { what: 'the ticket on the backup printer (API)' },
    );
    await openDevices();
    await choose(wien.getByLabel('Demodrucker umstellen'), 'Demo: Bereit');
    await page.getByText('„Demodrucker Wien Neubau“ meldet jetzt: Bereit').waitFor();

    const backup = page.getByRole('row', { name: /Ersatzdrucker Wien Neubau/ });
    await backup.getByRole('button', { name: 'Ausdrucke' }).click();
    const printouts = page.getByRole('dialog', { name: /Ausdrucke – Ersatzdrucker Wien Neubau/ });
    const ticket = printouts.locator('.printout-paper', { hasText: `Nr. ${order.ticketNumber}` });
    // The list shows what had arrived when it opened: asked again until the ticket is there.
    await eventually(
      async () => {
        await printouts.getByRole('button', { name: 'Aktualisieren' }).click();
        return (await ticket.count()) > 0 ? true : undefined;
      },
      { what: 'the ticket on the backup printer' },
    );
    await ticket.getByText('*** Ersatzdrucker ***').waitFor();
    await ticket.getByText(/statt Demodrucker Wien Neubau/).waitFor();
    await page.screenshot({ path: join(OUTPUT, 'printer-backup-ticket-desktop.png') });
    await page.keyboard.press('Escape');
    await printouts.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
