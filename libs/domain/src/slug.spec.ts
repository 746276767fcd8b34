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
