import {
  FONT_FAMILIES,
  findFontFamily,
  fontStack,
  fontVariantName,
  parseFontVariant,
} from './fonts';

describe('font families', () => {
  it('are about twenty, each id once', () => {
    expect(FONT_FAMILIES.length).toBe(20);
    expect(new Set(FONT_FAMILIES.map((font) => font.id)).size).toBe(FONT_FAMILIES.length);
  });

  it.each([
    ['open-sans', 'Open Sans'],
    ['Open Sans', 'Open Sans'],
    ['open+sans', 'Open Sans'],
    ['PLAYFAIR DISPLAY', 'Playfair Display'],
    ['source-sans-3', 'Source Sans 3'],
  ])('finds %s as %s', (name, family) => {
    expect(findFontFamily(name)?.family).toBe(family);
  });

  it.each(['comic-sans', '', '../inter'])('knows no family %j', (name) => {
    expect(findFontFamily(name)).toBeNull();
  });

  it('gives a stack with a fallback of the kind', () => {
    expect(fontStack(findFontFamily('lora')!)).toBe("'Lora', Georgia, serif");
  });
});

describe('font variants', () => {
  it.each([
    ['regular', 400, 'normal'],
    ['400', 400, 'normal'],
    ['italic', 400, 'italic'],
    ['700', 700, 'normal'],
    ['700italic', 700, 'italic'],
    ['100', 100, 'normal'],
  ] as const)('%s is weight %d %s, and back', (name, weight, style) => {
    expect(parseFontVariant(name)).toEqual({ weight, style });
    expect(parseFontVariant(fontVariantName({ weight, style }))).toEqual({ weight, style });
  });

  it.each(['bold', '950', '0', '700 italic', '1000'])('%j is no variant', (name) => {
    expect(parseFontVariant(name)).toBeNull();
  });
});
