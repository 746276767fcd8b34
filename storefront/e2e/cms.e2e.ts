import type { Browser, Page } from 'playwright-core';
import { adminClient } from './support/api';
import { launchChromium } from '@bestellwerk/test-support';
import { DESKTOP, PHONE, openPage, screenshot } from './support/browser';
import { baseUrl } from './support/server';

const ready = (page: Page) =>
  page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });

describe('content pages of the CMS (storefront.md §2, issue 16)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('shows "Über uns" with its title, hero, text and the header and footer navigations', async () => {
    const response = await fetch(`${baseUrl()}/ueber-uns`);
    expect(response.status).toBe(200);
    for (const size of [PHONE, DESKTOP]) {
      const { page, context } = await openPage(browser, '/ueber-uns', { size });
      await ready(page);
      await page.getByRole('heading', { name: 'Willkommen im Café Rosmarin' }).waitFor();
      expect(await page.title()).toMatch(/^Über uns - /);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
        'Café Rosmarin: Frühstück, Mittagstisch und Kuchen',
      );
      const header = page.getByRole('navigation', { name: 'Hauptnavigation' });
      expect(await header.getByRole('link', { name: 'Über uns' }).getAttribute('href')).toBe(
        '/ueber-uns',
      );
      const footer = page.getByRole('navigation', { name: 'Weitere Seiten' });
      await footer.getByRole('link', { name: 'Über uns' }).waitFor();
      await page.getByRole('heading', { name: 'Seit 2009' }).waitFor();
      await screenshot(page, `cms-ueber-uns-${size.width}`);
      await context.close();
    }
  });

  it('the form: wrong input shows the server errors, then a correct one the thank-you message', async () => {
    const { page, context } = await openPage(browser, '/ueber-uns', { size: DESKTOP });
    await ready(page);
    const form = page.locator('.cms-form');
    await form.getByLabel('E-Mail').fill('anna@');
    await form.getByRole('button', { name: 'Absenden' }).click();
    await form.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' }).waitFor();
    await form.getByText('„Name“ ist erforderlich.').waitFor();
    await form.getByText('„E-Mail“ muss eine gültige E-Mail-Adresse sein.').waitFor();
    await screenshot(page, 'cms-form-errors-1280');

    await form.getByLabel('Name').fill('Anna Gruber');
    await form.getByLabel('E-Mail').fill('anna@example.at');
    await form.getByLabel('Nachricht').fill('Gibt es am Sonntag Frühstück?');
    await form.getByLabel(/Ich bin mit der Verarbeitung/).check();
    // The answer is held until the waiting text has been seen.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/custom/form/*', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Absenden' }).click();
    await form.getByText('Bitte warten – Ihre Anfrage wird verarbeitet...').waitFor();
    release();
    await form
      .getByText('Vielen Dank! Wir melden uns innerhalb eines Werktags bei Ihnen.')
      .waitFor();
    await context.close();
  });

  it('an unknown content path shows the 404 page after loading; a draft is hidden from visitors', async () => {
    const admin = await adminClient();
    const draft = await admin.post<{ id: number }>('/api/sites', {
      path: 'geheim/entwurf',
      name: 'Entwurf',
      title: 'Noch geheim',
      isPublic: false,
      content: [{ type: 'hero', value: { slides: [{ title: 'Bald verfügbar' }] } }],
    });
    try {
      for (const path of ['/ueber-uns/gibt-es-nicht', '/geheim/entwurf']) {
        const { page, context } = await openPage(browser, path);
        await ready(page);
        await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
        await context.close();
      }
      // Staff see the draft, marked as such.
      const { page, context } = await openPage(browser, '/');
      const login = await page.request.post('/api/auth/login', {
        data: { username: 'admin', password: 'Demo-Admin-2026!' },
      });
      expect(login.ok()).toBe(true);
      await page.goto('/geheim/entwurf');
      await ready(page);
      await page.getByRole('heading', { name: 'Bald verfügbar' }).waitFor();
      await page.getByText('Entwurf – nur für angemeldete Mitarbeiter sichtbar').waitFor();
      await screenshot(page, 'cms-draft-390');
      await context.close();
    } finally {
      await admin.data('DELETE', `/api/sites/${draft.id}`);
    }
  });
});
