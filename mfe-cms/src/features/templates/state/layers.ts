import {
  TEMPLATE_SIZES,
  findFontFamily,
  type ImageLayer,
  type ShapeLayer,
  type TemplateLayer,
  type TemplateSize,
  type TextLayer,
} from '@bestellwerk/domain';
import type { ImageTemplate, ImageTemplatePayload } from '@bestellwerk/api-client';

export type LayerType = TemplateLayer['type'];

/**
 * A layer as the form edits it: the opacity in percent (0–100, what people type), the
 * rest as the API takes it.
 */
type WithPercent<L> = Omit<L, 'opacity'> & { opacity?: number | null };
export type LayerValues =
  WithPercent<TextLayer> | WithPercent<ImageLayer> | WithPercent<ShapeLayer>;

export interface TemplateValues {
  identifier: string;
  name: string;
  size: TemplateSize;
  background: string;
  layers: LayerValues[];
}

export const LAYER_TYPE_LABELS: Record<LayerType, string> = {
  text: 'Text',
  image: 'Bild',
  shape: 'Form',
};

export const SIZE_OPTIONS = (Object.keys(TEMPLATE_SIZES) as TemplateSize[]).map((size) => ({
  value: size,
  label: TEMPLATE_SIZES[size].label,
}));

/** The placeholders a text may carry, with what they are filled with. */
export const TEXT_PLACEHOLDERS = [
  { key: '{name}', label: 'Name' },
  { key: '{price}', label: 'Preis' },
  { key: '{unit}', label: 'Einheit' },
  { key: '{description}', label: 'Beschreibung' },
  { key: '{allergens}', label: 'Allergene' },
] as const;

export const TEMPLATE_DEFAULTS: TemplateValues = {
  identifier: '',
  name: '',
  size: 'portrait',
  background: '#ffffff',
  layers: [],
};

/** A layer id not yet in the list: 'text-1', 'text-2', … */
export function nextLayerId(type: LayerType, layers: { id?: string }[]): string {
  const taken = new Set(layers.map((layer) => layer.id));
  let number = 1;
  while (taken.has(`${type}-${number}`)) number += 1;
  return `${type}-${number}`;
}

/**
 * A new layer of a type, placed so that it is visible at once on the canvas: a text across
 * the lower part (the product's name), a picture filling the upper part, a shape as a band.
 */
export function newLayer(type: LayerType, size: TemplateSize, layers: { id?: string }[]) {
  const { width, height } = TEMPLATE_SIZES[size];
  const margin = Math.round(width * 0.08);
  const id = nextLayerId(type, layers);
  if (type === 'text') {
    const fontSize = Math.round(width / 12);
    const layer: LayerValues = {
      id,
      type: 'text',
      x: margin,
      y: Math.round(height * 0.7),
      width: width - 2 * margin,
      height: Math.round(fontSize * 2.6),
      opacity: 100,
      text: '{name}',
      fontFamily: 'Inter',
      fontVariant: '700',
      fontSize,
      color: '#222222',
      align: 'center',
      lineClamp: 2,
      autoShrink: true,
    };
    return layer;
  }
  if (type === 'image') {
    const layer: LayerValues = {
      id,
      type: 'image',
      x: 0,
      y: 0,
      width,
      height: Math.round(height * 0.65),
      opacity: 100,
      source: 'library',
      imageId: null,
      fit: 'cover',
      radius: 0,
    };
    return layer;
  }
  const layer: LayerValues = {
    id,
    type: 'shape',
    x: 0,
    y: Math.round(height * 0.65),
    width,
    height: Math.round(height * 0.35),
    opacity: 100,
    shape: 'rect',
    fill: '#f4efe6',
    radius: 24,
  };
  return layer;
}

const percent = (opacity: number | undefined) =>
  opacity === undefined ? 100 : Math.round(opacity * 100);

/** The template as the editor's form values (opacity as percent). */
export function templateToValues(template: ImageTemplate): TemplateValues {
  const layers = template.layers as unknown as TemplateLayer[];
  return {
    identifier: template.identifier,
    name: template.name,
    size: template.size,
    background: template.background,
    layers: layers.map((layer) =>
      layer.type === 'text'
        ? {
            ...layer,
            // The server takes an id ('open-sans') too; the select offers the family's name.
            fontFamily: findFontFamily(layer.fontFamily)?.family ?? layer.fontFamily,
            opacity: percent(layer.opacity),
          }
        : { ...layer, opacity: percent(layer.opacity) },
    ),
  };
}

/** The fields of a layer type: what is sent, so a changed type leaves no stray keys. */
const TYPE_FIELDS: Record<LayerType, string[]> = {
  text: [
    'text',
    'fontFamily',
    'fontVariant',
    'fontSize',
    'color',
    'align',
    'lineClamp',
    'autoShrink',
  ],
  image: ['source', 'imageId', 'fit', 'radius'],
  shape: ['shape', 'fill', 'radius'],
};

/**
 * The form values as the API takes them: opacity back to 0–1, an empty line clamp as null,
 * a product picture without an image id. Values the server must judge are sent as typed
 * (an empty number stays empty, and the server names the field).
 */
export function valuesToPayload(values: TemplateValues): ImageTemplatePayload {
  const layers = (values.layers ?? []).map((layer) => {
    const own = TYPE_FIELDS[layer.type] ?? [];
    const out: Record<string, unknown> = {
      id: layer.id,
      type: layer.type,
      x: layer.x,
      y: layer.y,
      width: layer.width,
      height: layer.height,
    };
    if (layer.opacity !== undefined && layer.opacity !== null)
      out.opacity = Math.round(layer.opacity) / 100;
    const fields = layer as unknown as Record<string, unknown>;
    for (const key of own) if (fields[key] !== undefined) out[key] = fields[key];
    if (layer.type === 'text' && (out.lineClamp === '' || out.lineClamp === undefined))
      out.lineClamp = null;
    if (layer.type === 'image' && out.source === 'product') delete out.imageId;
    if (layer.type === 'shape' && out.shape !== 'rounded') delete out.radius;
    return out;
  });
  return {
    identifier: values.identifier,
    name: values.name,
    size: values.size,
    background: values.background,
    layers,
  };
}

/** A layer's card title: 'Text „{name} – {price}“', 'Bild (Produktbild)', 'Form Kreis'. */
export function layerSummary(layer: Partial<LayerValues> | undefined): string {
  if (!layer?.type) return 'Ebene';
  const label = LAYER_TYPE_LABELS[layer.type];
  if (layer.type === 'text') {
    const text = ((layer as Partial<TextLayer>).text ?? '').trim().replace(/\s+/g, ' ');
    if (!text) return label;
    return `${label} „${text.length > 32 ? `${text.slice(0, 31)}…` : text}“`;
  }
  if (layer.type === 'image') {
    const image = layer as Partial<ImageLayer>;
    if (image.source === 'product') return `${label} (Produktbild)`;
    return image.imageId ? `${label} #${image.imageId}` : `${label} (noch keins gewählt)`;
  }
  const shape = (layer as Partial<ShapeLayer>).shape;
  return `${label} ${shape === 'circle' ? 'Kreis' : shape === 'rounded' ? 'abgerundet' : 'Rechteck'}`;
}
