import type { Browser } from 'playwright-core';
import { eventuallyEqual, launchChromium } from '@bestellwerk/test-support';
import { openPage } from './support/browser';

/** The demo shop's allergen page explains every code a product may carry: all 14, A–R. */
describe('the allergen legend', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('lists the 14 codes A–R with their names', async () => {
    const { page, context } = await openPage(browser, '/allergene');
    const items = page.locator('main li');
    await eventuallyEqual(() => items.count(), 14);
    const texts = await items.allTextContents();
    expect(texts.map((text) => text.trim()[0]).join('')).toBe('ABCDEFGHLMNOPR');
    expect(texts[0]).toBe('A Glutenhaltiges Getreide');
    expect(texts[13]).toBe('R Weichtiere');
    await context.close();
  });
});
