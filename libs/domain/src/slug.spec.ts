import { slugify } from './slug';

describe('slugify: a page path from its name', () => {
  it.each([
    ['Über uns', 'ueber-uns'],
    ['Straße & Café', 'strasse-cafe'],
    ['  AGB – Allgemeine Geschäftsbedingungen ', 'agb-allgemeine-geschaeftsbedingungen'],
    ['Öffnungszeiten 2026!', 'oeffnungszeiten-2026'],
    ['---', ''],
  ])('„%s“ → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('is cut at the maximum length without a trailing hyphen', () => {
    expect(slugify('ab cd', 3)).toBe('ab');
  });
});

describe('slugify: scene and page names (signage)', () => {
  it.each([
    ['Mittagskarte Süd', 'mittagskarte-sued'],
    ['Größe & Maße', 'groesse-masse'],
    ['ÄÖÜ äöü ß', 'aeoeue-aeoeue-ss'],
    ['  Menütafel  Graz – Hauptplatz! ', 'menuetafel-graz-hauptplatz'],
    ['Café Crème', 'cafe-creme'],
    ['Tisch 12/B', 'tisch-12-b'],
    ['---', ''],
    ['', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('gives what a scene path accepts (lowercase words joined by single dashes)', () => {
    for (const name of ['Frühstück bis 11 Uhr', 'A  --  B', 'x_y.z']) {
      expect(slugify(name)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});
