/**
 * The curated font families shipped with Bestellwerk (backoffice-api.md §2 fonts, issue 17):
 * installed as @fontsource packages and served from our own origin only, never from a font
 * CDN. Which weights and styles a family has is read from its installed package; this list
 * names the families, so that settings, templates and the back office agree on the choice.
 */
export const FONT_FAMILIES = [
  { id: 'inter', family: 'Inter', category: 'sans-serif' },
  { id: 'roboto', family: 'Roboto', category: 'sans-serif' },
  { id: 'open-sans', family: 'Open Sans', category: 'sans-serif' },
  { id: 'lato', family: 'Lato', category: 'sans-serif' },
  { id: 'montserrat', family: 'Montserrat', category: 'sans-serif' },
  { id: 'poppins', family: 'Poppins', category: 'sans-serif' },
  { id: 'nunito', family: 'Nunito', category: 'sans-serif' },
  { id: 'raleway', family: 'Raleway', category: 'sans-serif' },
  { id: 'source-sans-3', family: 'Source Sans 3', category: 'sans-serif' },
  { id: 'work-sans', family: 'Work Sans', category: 'sans-serif' },
  { id: 'dm-sans', family: 'DM Sans', category: 'sans-serif' },
  { id: 'fira-sans', family: 'Fira Sans', category: 'sans-serif' },
  { id: 'barlow', family: 'Barlow', category: 'sans-serif' },
  { id: 'oswald', family: 'Oswald', category: 'sans-serif' },
  { id: 'bebas-neue', family: 'Bebas Neue', category: 'display' },
  { id: 'playfair-display', family: 'Playfair Display', category: 'serif' },
  { id: 'merriweather', family: 'Merriweather', category: 'serif' },
  { id: 'lora', family: 'Lora', category: 'serif' },
  { id: 'pacifico', family: 'Pacifico', category: 'handwriting' },
  { id: 'caveat', family: 'Caveat', category: 'handwriting' },
] as const;

export type FontFamilyId = (typeof FONT_FAMILIES)[number]['id'];
export type FontFamilyEntry = (typeof FONT_FAMILIES)[number];

export const FONT_FAMILY_IDS: readonly FontFamilyId[] = FONT_FAMILIES.map((font) => font.id);

/** A family by its id ('open-sans') or its name in any case ('Open Sans', 'open+sans'). */
export function findFontFamily(name: string): FontFamilyEntry | null {
  const wanted = name
    .trim()
    .toLowerCase()
    .replace(/[+\s_]+/g, '-');
  return (
    FONT_FAMILIES.find(
      (font) => font.id === wanted || font.family.toLowerCase().replace(/\s+/g, '-') === wanted,
    ) ?? null
  );
}

export type FontStyle = 'normal' | 'italic';

/** One cut of a family, named as Google Fonts names it: 'regular', 'italic', '700', '700italic'. */
export interface FontVariant {
  weight: number;
  style: FontStyle;
}

export function fontVariantName({ weight, style }: FontVariant): string {
  if (weight === 400) return style === 'italic' ? 'italic' : 'regular';
  return style === 'italic' ? `${weight}italic` : String(weight);
}

/** The cut a variant name means, or null for a name that is not of that form. */
export function parseFontVariant(name: string): FontVariant | null {
  const lower = name.trim().toLowerCase();
  if (lower === 'regular' || lower === '400') return { weight: 400, style: 'normal' };
  if (lower === 'italic' || lower === '400italic') return { weight: 400, style: 'italic' };
  const match = /^([1-9]00)(italic)?$/.exec(lower);
  if (!match) return null;
  return { weight: Number(match[1]), style: match[2] ? 'italic' : 'normal' };
}

/** The CSS font-family value with a fallback of the family's kind. */
export function fontStack(family: FontFamilyEntry): string {
  const fallback =
    family.category === 'serif'
      ? 'Georgia, serif'
      : family.category === 'handwriting'
        ? 'cursive'
        : 'system-ui, sans-serif';
  return `'${family.family}', ${fallback}`;
}
