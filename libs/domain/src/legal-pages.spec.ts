import {
  LEGAL_PAGES,
  legalLink,
  legalPageAt,
  legalPageOfSitePath,
  legalRedirect,
} from './legal-pages';

describe('the legal pages: one table for paths, titles, footer links and redirects', () => {
  it('lives at German slugs; the former /site/… addresses lead there', () => {
    expect(LEGAL_PAGES.map((page) => page.path)).toEqual([
      '/agb',
      '/datenschutz',
      '/impressum',
      '/allergene',
    ]);
    expect(legalRedirect('/site/terms-and-conditions')).toBe('/agb');
    expect(legalRedirect('/site/privacy/')).toBe('/datenschutz');
    expect(legalRedirect('/site/imprint')).toBe('/impressum');
    expect(legalRedirect('/site/allergens')).toBe('/allergene');
    expect(legalRedirect('/site/ueber-uns')).toBeNull();
    expect(legalRedirect('/agb')).toBeNull();
    expect(legalPageAt('/impressum/')?.key).toBe('imprint');
    expect(legalPageAt('/site/imprint')).toBeNull();
  });

  it('names the legal page a CMS path would stand in for, in each spelling', () => {
    for (const [path, key] of [
      ['agb', 'termsAndConditions'],
      ['site/datenschutz', 'privacyPolicy'],
      ['privacy', 'privacyPolicy'],
      ['site/imprint', 'imprint'],
      ['/allergene/', 'allergens'],
    ] as const)
      expect([path, legalPageOfSitePath(path)?.key]).toEqual([path, key]);
    for (const path of ['ueber-uns', 'agb/alt', 'site', 'impressum-graz'])
      expect(legalPageOfSitePath(path)).toBeNull();
  });

  it('links the page when its text is configured, else the external URL, else nothing', () => {
    const imprint = LEGAL_PAGES[2];
    expect(legalLink({ imprintText: '# Impressum', imprint: 'https://x.at' }, imprint)).toEqual({
      href: '/impressum',
      external: false,
    });
    expect(legalLink({ imprintText: '', imprint: 'https://x.at' }, imprint)).toEqual({
      href: 'https://x.at',
      external: true,
    });
    expect(legalLink({}, imprint)).toBeNull();
  });
});
