/** @jest-environment node */
import { render } from './server';
import { SHOP, WEDNESDAY_11 } from './shared/fixtures';
import { LEGAL_PAGES, type ShopWithSites } from './app/content';

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
      '/impressum',
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

  describe('content, legal and division pages come rendered in full (issue 32)', () => {
    const about = {
      id: 7,
      path: 'ueber-uns',
      type: 'default',
      name: 'Über uns',
      title: 'Über unser Café',
      description: 'Seit 2009 in Graz.',
      isPublic: true,
      content: [
        {
          type: 'text_slider',
          value: {
            slides: [{ title: 'Seit 2009', text: '<p>Vom Frühstückscafé zu drei Filialen.</p>' }],
          },
        },
        { type: 'text', value: { text: 'Brot und **Milch** aus der Umgebung.' } },
      ],
    };
    const shop = {
      ...SHOP,
      config: {
        ...SHOP.config,
        imprintText: '# Impressum\n\nRosmarin GmbH, Hauptplatz 1',
        shareImageUrl: 'https://shop.example.at/og.png',
      },
      sites: [about, { ...about, id: 8, path: 'entwurf', title: 'Geheim', isPublic: false }],
      divisions: [
        {
          id: 3,
          identifier: 'steiermark',
          name: 'Stmk',
          title: 'Steiermark',
          description: 'Unsere Filialen in der Steiermark.',
          isPublic: true,
        },
      ],
      branches: [
        { ...SHOP.branches[0], division: { id: 3, name: 'Stmk' } },
        ...SHOP.branches.slice(1).map((branch) => ({ ...branch, division: null })),
      ],
    } as unknown as ShopWithSites;

    it("renders a published page's heading and every block, with its title, description, canonical and og tags", () => {
      const page = render(input('/ueber-uns', shop));
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1>Über unser Café</h1>');
      expect(page.html).toContain('Vom Frühstückscafé zu drei Filialen.');
      expect(page.html).toContain('Brot und <strong>Milch</strong> aus der Umgebung.');
      expect(page.head).toContain('<title>Über unser Café - Café Rosmarin</title>');
      expect(page.head).toContain(
        '<meta name="description" content="Seit 2009 in Graz." data-head />',
      );
      expect(page.head).toContain(
        '<link rel="canonical" href="https://shop.example.at/ueber-uns" data-head />',
      );
      expect(page.head).toContain(
        '<meta property="og:image" content="https://shop.example.at/og.png" data-head />',
      );
      expect(page.head).not.toContain('noindex');
    });

    it('keeps a draft in the browser and out of search engines', () => {
      const page = render(input('/entwurf', shop));
      expect(page.html).toBe('');
      expect(page.head).toContain('<meta name="robots" content="noindex, nofollow" />');
    });

    it("renders a legal page from the configuration's text under its German slug", () => {
      const page = render(input('/impressum', shop));
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1>Impressum</h1>');
      expect(page.html).toContain('Rosmarin GmbH, Hauptplatz 1');
      expect(page.head).toContain('<title>Impressum - Café Rosmarin</title>');
    });

    it("renders a division's page with its title and only its branches", () => {
      const page = render(input('/steiermark', shop));
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1>Steiermark</h1>');
      expect(page.html).toContain('Unsere Filialen in der Steiermark.');
      expect(page.html).toContain(SHOP.branches[0].name);
      for (const other of SHOP.branches.slice(1))
        expect(page.html).not.toContain(`>${other.name}<`);
      expect(page.head).toContain('<title>Steiermark - Café Rosmarin</title>');
      expect(page.head).toContain('Unsere Filialen in der Steiermark.');
    });

    it('renders a configured type by its field schema, with the referenced block as it is now', () => {
      const landing = {
        type: 'landing',
        label: 'Landingpage',
        blocks: [
          {
            type: 'teaser',
            label: 'Teaser',
            fields: [
              { type: 'text', name: 'title', label: 'Titel' },
              { type: 'date', name: 'from', label: 'Ab', mode: 'dateTime' },
              { type: 'reference', name: 'block', label: 'Block', target: 'block' },
            ],
          },
        ],
      };
      const withType = {
        ...shop,
        siteTypes: [{ type: 'default', label: 'Einfache Seite', blocks: [] }, landing],
        blocks: [
          {
            id: 5,
            identifier: 'zeiten',
            name: 'Zeiten',
            content: [{ type: 'text', value: { text: 'Montag bis Freitag' } }],
          },
        ],
        sites: [
          {
            ...about,
            id: 9,
            path: 'aktion',
            type: 'landing',
            content: [
              {
                type: 'teaser',
                value: { title: 'Herbstaktion', from: '2026-10-01T18:30', block: 5 },
              },
            ],
          },
        ],
      } as unknown as ShopWithSites;
      const page = render(input('/aktion', withType));
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h2>Herbstaktion</h2>');
      expect(page.html).toContain('01.10.2026 18:30');
      expect(page.html).toContain('Montag bis Freitag');
      const edited = {
        ...withType,
        blocks: [
          { ...withType.blocks[0], content: [{ type: 'text', value: { text: 'Täglich' } }] },
        ],
      } as ShopWithSites;
      const again = render(input('/aktion', edited)).html;
      expect(again).toContain('Täglich');
      expect(again).not.toContain('Montag bis Freitag');
    });
  });

  it('renders a simple page with hero, text slider, form and a Baustein as the block is now', () => {
    const withBlock = {
      ...SHOP,
      blocks: [
        {
          id: 8,
          identifier: 'sommerzeiten',
          name: 'Sommerzeiten',
          content: [{ type: 'text', value: { text: 'Im Sommer bis **22 Uhr** geöffnet.' } }],
        },
      ],
      sites: [
        {
          id: 12,
          path: 'sommerfest',
          name: 'Sommerfest',
          title: 'Sommerfest',
          description: null,
          type: 'default',
          isPublic: true,
          content: [
            { type: 'hero', value: { slides: [{ title: 'Sommerfest am 4. Juli' }] } },
            {
              type: 'text_slider',
              value: { slides: [{ title: 'Programm', text: '<p>Musik ab 18 Uhr</p>' }] },
            },
            { type: 'block', value: { block: 8 } },
          ],
        },
      ],
    } as unknown as ShopWithSites;
    const page = render(input('/sommerfest', withBlock));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Sommerfest am 4. Juli');
    expect(page.html).toContain('Musik ab 18 Uhr');
    expect(page.html).toContain('Im Sommer bis <strong>22 Uhr</strong> geöffnet.');
  });

  it('links in the footer exactly the legal pages the server serves, each under its title', () => {
    const texts = {
      termsAndConditionsText: '# AGB\n\nEs gelten unsere AGB.',
      privacyPolicyText: '# Datenschutz\n\nWir schützen Ihre Daten.',
      imprintText: '# Impressum\n\nRosmarin GmbH',
      allergensText: '# Allergene\n\nA Gluten',
    };
    const shop = { ...SHOP, config: { ...SHOP.config, ...texts } } as ShopWithSites;
    const footer = /<footer class="footer">(.*?)<\/footer>/s.exec(
      render(input('/', shop)).html,
    )![1];
    const links = [...footer.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)]
      .map(([, href, label]) => ({ href, label }))
      .filter(({ href }) => href !== '/' && !href.startsWith('/store/'));
    expect(links).toEqual(
      LEGAL_PAGES.map((page) => ({ href: page.path, label: page.label.replace(/&/g, '&amp;') })),
    );
    for (const [index, { href }] of links.entries()) {
      const page = render(input(href, shop));
      expect([href, page.status]).toEqual([href, 200]);
      expect(page.head).toContain(`<title>${LEGAL_PAGES[index].title} - `);
      expect(page.html).toContain(Object.values(texts)[index].split('\n\n')[1]);
    }
  });
});
