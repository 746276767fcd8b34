/**
 * A German name as an address segment: „Über uns“ → 'ueber-uns', „Straße & Café“ →
 * 'strasse-cafe'. Umlauts are written out, other accents dropped, everything that is no
 * letter or digit becomes one hyphen.
 */
const SPELLED_OUT: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
};

export function slugify(name: string, maxLength = 100): string {
  return name
    .replace(/[äöüÄÖÜßẞ]/g, (letter) => SPELLED_OUT[letter])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
