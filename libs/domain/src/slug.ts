/** German letters spelled out the way German writes them without umlauts (ä → ae, ß → ss). */
const SPELLED_OUT: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
};

/**
 * A name as a path segment or identifier: lowercase, German umlauts spelled out, other
 * accents dropped, every run of anything but letters and digits one '-', none at either end
 * („Mittagskarte Süd“ → „mittagskarte-sued“). Empty when nothing of the name is left.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => SPELLED_OUT[letter])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
