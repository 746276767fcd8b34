/** @jest-environment node */
import { render } from './server';
import { SHOP, WEDNESDAY_11 } from './shared/fixtures';
import type { ShopWithSites } from './app/content';

const input = (path: string, shop: ShopWithSites = SHOP) => ({
  path,
  origin: 'https://shop.example.at',
  shop,
  renderedAt: WEDNESDAY_11.toISOString(),
});

describe('the server render of a page and its HTTP status (storefront.md §2)', () => {
  const known = SHOP.branches[0].identifier;

  it('answers the overview, a known branch, its checkout, status and legal pages with 200', () => {
    expect(render(input('/')).status).toBe(200);
    expect(render({ ...input(`/store/${known}`), menu: null }).status).toBe(200);
    for (const path of [
      `/store/${known}/checkout`,
      `/store/${known}/checkout/error`,
      '/status/u/h',
      '/site/imprint',
      '/frontdesk/1/key',
    ]) {
      expect([path, render(input(path)).status]).toEqual([path, 200]);
    }
  });

  it("renders a checkout's frame with the page loading, so its toolbar and banners come with the HTML", () => {
    for (const path of [`/store/${known}/checkout`, `/store/${known}/checkout/error`]) {
      const page = render({ ...input(path), menu: null });
      expect(page.status).toBe(200);
      expect(page.html).toContain('<main class="message-page" aria-busy="true"></main>');
      expect(page.html).toContain('class="footer"');
      expect(page.head).toContain('Bestellvorgang');
    }
    // Without the branch's menu the server has no data to start from: the browser renders it.
    expect(render(input(`/store/${known}/checkout`)).html).toBe('');
  });

  it("answers the site editor's live preview with 200, rendered in the browser, noindex", () => {
    for (const path of ['/cms-vorschau', '/cms-vorschau/']) {
      const page = render(input(path));
      expect([path, page.status, page.html]).toEqual([path, 200, '']);
      expect(page.head).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
    expect(render(input('/')).head).not.toContain('noindex');
  });

  it('answers an unknown path or branch with 404 and the 404 page in the markup', () => {
    for (const path of ['/nirgends', '/a/b', '/site/gibt-es-nicht', '/store/atlantis']) {
      const page = render(input(path));
      expect([path, page.status]).toEqual([path, 404]);
      expect(page.html).toContain('Seite nicht gefunden');
      expect(page.html).toContain('Leider wurde die angeforderte Seite nicht gefunden.');
    }
    // The checkout's code loads in the browser, which shows the 404 page there.
    expect(render(input('/store/atlantis/checkout')).status).toBe(404);
  });

  it('looks any other path up as a content page: 500 for a site type not configured', () => {
    const shop: ShopWithSites = {
      ...SHOP,
      sites: [
        {
          id: 1,
          path: 'ueber-uns/team',
          type: 'default',
          name: 'Team',
          title: 'Unser Team',
          description: null,
          isPublic: true,
          content: [],
        },
        {
          id: 2,
          path: 'aktion',
          type: 'landingpage',
          name: 'Aktion',
          title: null,
          description: null,
          isPublic: true,
          content: [],
        },
      ],
    };
    expect(render(input('/ueber-uns/team', shop)).status).toBe(200);
    expect(render(input('/site/ueber-uns/team', shop)).status).toBe(200);
    const broken = render(input('/aktion', shop));
    expect(broken.status).toBe(500);
    expect(broken.html).toContain('500 Internal Server Error');
    expect(broken.html).toContain('Leider ist ein interner Fehler aufgetreten.');
  });
});
