import { slugify } from './slug';

describe('slugify: a name as a path', () => {
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
