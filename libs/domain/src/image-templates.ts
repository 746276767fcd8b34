/**
 * Image templates (issue 17, backoffice-api.md §2 image templates with layers): a canvas of
 * a preset size with ordered layers — pictures, texts and shapes — whose texts may carry
 * product placeholders filled at render time. The pure part: presets, the layer schema and
 * its German validation, and the placeholder texts (prices as the storefront writes them).
 */
import { findFontFamily, parseFontVariant } from './fonts';
import { formatMoney } from './format';
import type { CalculationModel } from './pricing';
import { unitShortName } from './units';

export const TEMPLATE_SIZES = {
  portrait: { width: 1080, height: 1920, label: 'Hochformat (TV) 1080 × 1920' },
  landscape: { width: 1920, height: 1080, label: 'Querformat 1920 × 1080' },
  square: { width: 1080, height: 1080, label: 'Social Media 1080 × 1080' },
  a4: { width: 2480, height: 3508, label: 'Plakat A4 (300 dpi)' },
} as const;
export type TemplateSize = keyof typeof TEMPLATE_SIZES;
export const TEMPLATE_SIZE_NAMES = Object.keys(TEMPLATE_SIZES) as TemplateSize[];

export const PLACEHOLDERS = [
  '{name}',
  '{price}',
  '{unit}',
  '{description}',
  '{image}',
  '{allergens}',
] as const;

interface LayerBase {
  /** Stable within the template (the editor's selection and undo refer to it). */
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0 (invisible) to 1 (opaque). */
  opacity?: number;
}

export interface ImageLayer extends LayerBase {
  type: 'image';
  /** 'library': the picture imageId; 'product': the bound product's first picture ({image}). */
  source: 'library' | 'product';
  imageId?: number | null;
  fit: 'cover' | 'contain';
  /** Rounded corners in pixels. */
  radius?: number;
}

export interface TextLayer extends LayerBase {
  type: 'text';
  /** May contain placeholders: '{name}', '{price} / {unit}'. */
  text: string;
  fontFamily: string;
  /** 'regular', '700', '700italic' … (GET /api/fonts). */
  fontVariant: string;
  fontSize: number;
  color: string;
  align: 'left' | 'center' | 'right';
  /** At most this many lines, the last one ending in '…'; null: as many as fit. */
  lineClamp?: number | null;
  /** Shrinks the font until the text fits the box (down to a third of fontSize). */
  autoShrink?: boolean;
}

export interface ShapeLayer extends LayerBase {
  type: 'shape';
  shape: 'rect' | 'rounded' | 'circle';
  fill: string;
  /** Corner radius of 'rounded' in pixels. */
  radius?: number;
}

export type TemplateLayer = ImageLayer | TextLayer | ShapeLayer;

export interface LayerProblem {
  field: string;
  message: string;
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const MAX_LAYERS = 50;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/**
 * Every problem of a layer list as German messages naming the field ('layers[2].fontSize'),
 * for a canvas of the given size. Empty when the list is fine. Fonts are checked against
 * the curated families; whether a cut is installed is for the server to add.
 */
export function validateLayers(
  layers: unknown,
  canvas: { width: number; height: number },
): LayerProblem[] {
  if (!Array.isArray(layers))
    return [{ field: 'layers', message: '„Ebenen“ muss eine Liste sein.' }];
  if (layers.length > MAX_LAYERS)
    return [{ field: 'layers', message: `Eine Vorlage hat höchstens ${MAX_LAYERS} Ebenen.` }];
  const problems: LayerProblem[] = [];
  const ids = new Set<string>();
  layers.forEach((layer, index) => {
    const at = (name: string) => `layers[${index}]${name ? `.${name}` : ''}`;
    const problem = (name: string, message: string) =>
      problems.push({ field: at(name), message: `Ebene ${index + 1}: ${message}` });
    if (!isRecord(layer)) {
      problem('', 'muss ein Objekt sein.');
      return;
    }
    if (typeof layer.id !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(layer.id))
      problem('id', '„ID“ muss 1 bis 40 Buchstaben, Ziffern, - oder _ sein.');
    else if (ids.has(layer.id)) problem('id', `„ID“ „${layer.id}“ kommt mehrfach vor.`);
    else ids.add(layer.id);
    for (const [key, label, limit] of [
      ['x', 'X', canvas.width],
      ['y', 'Y', canvas.height],
    ] as const) {
      const value = layer[key];
      if (!isInt(value) || value < -limit || value > limit)
        problem(key, `„${label}“ muss eine ganze Zahl zwischen ${-limit} und ${limit} sein.`);
    }
    for (const [key, label, limit] of [
      ['width', 'Breite', canvas.width * 2],
      ['height', 'Höhe', canvas.height * 2],
    ] as const) {
      const value = layer[key];
      if (!isInt(value) || value < 1 || value > limit)
        problem(key, `„${label}“ muss eine ganze Zahl zwischen 1 und ${limit} sein.`);
    }
    if (
      layer.opacity !== undefined &&
      (typeof layer.opacity !== 'number' || layer.opacity < 0 || layer.opacity > 1)
    )
      problem('opacity', '„Deckkraft“ muss zwischen 0 und 1 liegen.');
    const radiusOk =
      layer.radius === undefined ||
      (isInt(layer.radius) && layer.radius >= 0 && layer.radius <= 2000);
    switch (layer.type) {
      case 'image':
        if (layer.source !== 'library' && layer.source !== 'product')
          problem('source', '„Quelle“ muss „library“ oder „product“ sein.');
        if (layer.source === 'library' && (!isInt(layer.imageId) || layer.imageId < 1))
          problem('imageId', '„Bild“ ist erforderlich, wenn die Quelle die Mediathek ist.');
        if (layer.fit !== 'cover' && layer.fit !== 'contain')
          problem('fit', '„Einpassung“ muss „cover“ oder „contain“ sein.');
        if (!radiusOk) problem('radius', '„Eckenradius“ muss zwischen 0 und 2000 liegen.');
        break;
      case 'text': {
        if (typeof layer.text !== 'string' || layer.text.length > 2000)
          problem('text', '„Text“ muss ein Text mit höchstens 2000 Zeichen sein.');
        const family =
          typeof layer.fontFamily === 'string' ? findFontFamily(layer.fontFamily) : null;
        if (!family)
          problem('fontFamily', '„Schriftart“ ist keine der installierten Schriftarten.');
        if (typeof layer.fontVariant !== 'string' || !parseFontVariant(layer.fontVariant))
          problem('fontVariant', '„Schnitt“ muss z. B. „regular“, „700“ oder „700italic“ sein.');
        if (!isInt(layer.fontSize) || layer.fontSize < 6 || layer.fontSize > 1000)
          problem('fontSize', '„Schriftgröße“ muss eine ganze Zahl zwischen 6 und 1000 sein.');
        if (typeof layer.color !== 'string' || !COLOUR.test(layer.color))
          problem('color', '„Farbe“ muss eine Farbe im Format #RRGGBB sein.');
        if (!['left', 'center', 'right'].includes(layer.align as string))
          problem('align', '„Ausrichtung“ muss „left“, „center“ oder „right“ sein.');
        if (
          layer.lineClamp !== undefined &&
          layer.lineClamp !== null &&
          (!isInt(layer.lineClamp) || layer.lineClamp < 1 || layer.lineClamp > 20)
        )
          problem('lineClamp', '„Zeilen höchstens“ muss zwischen 1 und 20 liegen.');
        if (layer.autoShrink !== undefined && typeof layer.autoShrink !== 'boolean')
          problem('autoShrink', '„Automatisch verkleinern“ muss ja oder nein sein.');
        break;
      }
      case 'shape':
        if (!['rect', 'rounded', 'circle'].includes(layer.shape as string))
          problem('shape', '„Form“ muss „rect“, „rounded“ oder „circle“ sein.');
        if (typeof layer.fill !== 'string' || !COLOUR.test(layer.fill))
          problem('fill', '„Füllfarbe“ muss eine Farbe im Format #RRGGBB sein.');
        if (!radiusOk) problem('radius', '„Eckenradius“ muss zwischen 0 und 2000 liegen.');
        break;
      default:
        problem('type', '„Art“ muss „image“, „text“ oder „shape“ sein.');
    }
  });
  return problems;
}

/** What a placeholder is filled from: a product, or a category (name, description, image). */
export interface PlaceholderSource {
  name: string;
  description?: string | null;
  price?: number | null;
  calculationModel?: CalculationModel;
  isPriceHidden?: boolean;
  unit?: string | null;
  /** Codes as stored: 'A, C, G' or 'ACG'. */
  allergens?: string | null;
}

/** The price as a product card shows its main unit: '12,50 €', 'ca. 24,00 €', 'ab 3,00 €'. */
export function placeholderPrice(source: PlaceholderSource, currency = 'EUR'): string {
  if (source.isPriceHidden || source.price === undefined || source.price === null) return '';
  const prefix =
    source.calculationModel === 'approximate'
      ? 'ca. '
      : source.calculationModel === 'minimum'
        ? 'ab '
        : '';
  return `${prefix}${formatMoney(source.price, currency)}`;
}

/** Allergen codes as the menus write them: 'A, C, G'. */
export function placeholderAllergens(codes: string | null | undefined): string {
  return (codes ?? '')
    .toUpperCase()
    .split('')
    .filter((char) => /[A-Z]/.test(char))
    .join(', ');
}

/**
 * Whether a template draws differently per product or category: a text with a placeholder
 * or a picture of the product. One without draws the same for every binding.
 */
export function templateTakesBinding(layers: readonly TemplateLayer[]): boolean {
  return layers.some(
    (layer) =>
      (layer.type === 'text' &&
        /\{(name|price|unit|description|image|allergens)\}/.test(layer.text)) ||
      (layer.type === 'image' && layer.source === 'product'),
  );
}

/** A text layer's text with its placeholders filled; without a source they stay visible. */
export function fillPlaceholders(
  text: string,
  source: PlaceholderSource | null,
  currency = 'EUR',
): string {
  if (!source) return text;
  const values: Record<string, string> = {
    '{name}': source.name,
    '{price}': placeholderPrice(source, currency),
    '{unit}': source.unit ? unitShortName(source.unit) : '',
    '{description}': (source.description ?? '').replace(/<[^>]*>/g, '').trim(),
    '{image}': '',
    '{allergens}': placeholderAllergens(source.allergens),
  };
  return text.replace(/\{(name|price|unit|description|image|allergens)\}/g, (key) => values[key]);
}
