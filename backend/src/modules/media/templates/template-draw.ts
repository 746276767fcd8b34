import {
  type ImageLayer,
  type PlaceholderSource,
  type TemplateLayer,
  type TextLayer,
  fillPlaceholders,
} from '@bestellwerk/domain';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import satori from 'satori';
import sharp from 'sharp';
import { LINE_HEIGHT, Node, PreparedText, layoutTemplate, textStyle } from './template-layout';

export const RENDER_FORMATS = { png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type RenderFormat = keyof typeof RENDER_FORMATS;

export type SatoriFont = {
  name: string;
  data: Uint8Array;
  weight: 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
  style: 'normal' | 'italic';
};

/**
 * Everything a render needs, read from the database and storage beforehand: plain data
 * (structured-clonable), so that the CPU work — satori's layout and text shaping, sharp's
 * rasterising — runs in a worker thread of the render pool and never on the API's thread.
 */
export interface DrawJob {
  canvas: { width: number; height: number; background: string; layers: TemplateLayer[] };
  source: PlaceholderSource | null;
  fonts: SatoriFont[];
  /** Per text layer id: the font cut and the layer's own size (filled and fitted here). */
  texts: Record<string, PreparedText>;
  /** Per image layer id: the original picture, or null (layer stays empty). */
  pictures: Record<string, Uint8Array | null>;
  /** The output width in pixels; null is the canvas' own. Never wider than the canvas. */
  width: number | null;
  format: RenderFormat;
}

/** The output size: the width asked for (at most the canvas'), the height in proportion. */
export function outputSize(
  canvas: { width: number; height: number },
  width: number | null,
): { width: number; height: number; scale: number } {
  const target = Math.min(width ?? canvas.width, canvas.width);
  const scale = target / canvas.width;
  return { width: target, height: Math.max(1, Math.round(canvas.height * scale)), scale };
}

/** The finished picture: the SVG rasterised directly at the output size (no full-size pass). */
export async function drawTemplate(job: DrawJob): Promise<Buffer> {
  const { width, height, scale } = outputSize(job.canvas, job.width);
  const svg = await templateSvg(job, scale);
  // librsvg draws the vector at the density that gives the output size: an icon of an A4
  // poster costs an icon's pixels, not 8.7 million and a resize.
  let image = sharp(Buffer.from(svg), { density: Math.max(1, 72 * scale) }).resize({
    width,
    height,
    fit: 'fill',
  });
  if (job.format === 'png') return image.png({ compressionLevel: 8 }).toBuffer();
  if (job.format === 'webp') return image.webp({ quality: 88 }).toBuffer();
  image = image.flatten({ background: '#ffffff' });
  return image.jpeg(jpegOptions(width * height)).toBuffer();
}

/**
 * Up to this many pixels a JPEG gets mozjpeg's trellis quantisation and scan optimisation
 * (about a fifth fewer bytes); it costs about 0.1 s of CPU per megapixel — on a full A4
 * poster (8.7 MP) 0.7 s, most of a first render — so larger pictures get libjpeg-turbo's
 * baseline with optimised Huffman tables: the same quality setting, a tenth of the CPU, about
 * a quarter more bytes (the demo poster with a photo: 275 instead of 217 KiB).
 */
export const MOZJPEG_MAX_PIXELS = 2_000_000;

export function jpegOptions(pixels: number): sharp.JpegOptions {
  return pixels <= MOZJPEG_MAX_PIXELS
    ? { quality: 88, mozjpeg: true }
    : { quality: 88, optimiseCoding: true };
}

/** The SVG of a template (texts as paths), pictures prepared at `scale` of their boxes. */
export async function templateSvg(job: DrawJob, scale = 1): Promise<string> {
  return withoutContentMasks(await satoriTemplateSvg(job, scale));
}

/** The SVG as satori writes it, content masks and all (tests compare). */
export async function satoriTemplateSvg(job: DrawJob, scale = 1): Promise<string> {
  const fonts = job.fonts.map(asSatoriFont);
  const texts = await prepareTexts(job, fonts);
  const images = new Map<string, string | null>();
  for (const layer of job.canvas.layers)
    if (layer.type === 'image') {
      const original = job.pictures[layer.id] ?? null;
      images.set(layer.id, original ? await picture(original, layer, scale) : null);
    }
  const tree = layoutTemplate(job.canvas, job.canvas.layers, { texts, images });
  // satori caches its font engine per fonts array: always hand it a finished copy.
  return satori(tree as never, {
    width: job.canvas.width,
    height: job.canvas.height,
    fonts: [...fonts] as never,
  });
}

/**
 * satori's SVG without its content masks. With `overflow: hidden` and for every <img>,
 * satori writes a clip path of the box and a mask of the content area (the box less
 * borders and padding). The layout uses neither borders nor padding nor transforms (see
 * template-layout.ts), so each mask is a white rectangle of a box the element is already
 * clipped to: it changes no pixel but the anti-aliasing of an edge. librsvg draws every
 * masked element into an offscreen surface of the whole canvas and the mask into another,
 * so on an A4 poster the masks cost about 95 % of the rasterising (≈ 5 s of CPU against
 * 0.3 s without). The clip paths stay; the unused mask definitions are dropped too.
 */
export function withoutContentMasks(svg: string): string {
  return svg
    .replace(/<mask id="satori_om-[^"]*">(?:(?!<\/mask>).)*<\/mask>/g, '')
    .replace(/ mask="url\(#satori_om-[^)]*\)"/g, '');
}

/** Each text layer's text and font size after filling and shrinking. */
export async function prepareTexts(
  job: Pick<DrawJob, 'canvas' | 'source' | 'fonts' | 'texts'>,
  fonts = job.fonts.map(asSatoriFont),
): Promise<Map<string, PreparedText>> {
  const texts = new Map<string, PreparedText>();
  for (const layer of job.canvas.layers)
    if (layer.type === 'text') {
      const prepared = { ...job.texts[layer.id] };
      prepared.text = fillPlaceholders(layer.text, job.source);
      if (layer.autoShrink) prepared.fontSize = await fittedSize(layer, prepared, fonts);
      texts.set(layer.id, prepared);
    }
  return texts;
}

/**
 * One Buffer per font's bytes for the thread's life, at most this many. satori keeps a font
 * parsed, and the text runs it shaped, per data object; fonts cross the thread boundary as
 * new copies with every job, so without this each render parsed its fonts anew.
 */
const FONTS_KEPT = 64;
const keptFonts = new Map<string, Buffer>();
/** The key of each kept font's bytes (part of the key of a fitted size). */
const fontKeys = new WeakMap<Uint8Array, string>();

/** Fonts cross the thread boundary as Uint8Array; satori's parser wants a Buffer. */
export function asSatoriFont(font: SatoriFont): SatoriFont {
  const data = font.data;
  const bytes = Buffer.isBuffer(data)
    ? data
    : Buffer.from(data.buffer, data.byteOffset, data.length);
  const key = `${font.name} ${font.weight} ${font.style} ${createHash('sha1').update(bytes).digest('base64')}`;
  let kept = keptFonts.get(key);
  if (!kept) {
    // A copy of its own: the job's buffer may be a view into a larger one that goes away.
    kept = Buffer.from(bytes);
    keptFonts.set(key, kept);
    fontKeys.set(kept, key);
    if (keptFonts.size > FONTS_KEPT) keptFonts.delete(keptFonts.keys().next().value as string);
  }
  return { ...font, data: kept };
}

/**
 * Fitted font sizes for the thread's life, at most this many (a key and a number each):
 * a text that does not change with the product — a headline, a footer — is measured once,
 * not with every product and size. The key is everything the measure reads: the text, the
 * box, the size, the clamp and the fonts' bytes; an edited layer or text is a new key.
 */
export const FITS_KEPT = 2_000;

async function fittedSize(
  layer: TextLayer,
  text: PreparedText,
  fonts: SatoriFont[],
): Promise<number> {
  const key = JSON.stringify([
    text.text,
    text.family,
    text.weight,
    text.style,
    layer.fontSize,
    layer.width,
    layer.height,
    layer.lineClamp ?? null,
    fonts.map((font) => fontKeys.get(font.data) ?? '?'),
  ]);
  const known = fontsKnown(fonts) ? caches.fittedSizes.get(key) : undefined;
  if (known !== undefined) return known;
  const size = await fit(layer, text, [...fonts]);
  if (fontsKnown(fonts)) caches.fittedSizes.set(key, size);
  return size;
}

/** Fonts not kept by asSatoriFont (a caller's own) have no key: their sizes are not kept. */
const fontsKnown = (fonts: SatoriFont[]) => fonts.every((font) => fontKeys.has(font.data));

/**
 * The largest font size (from the layer's own down to a third of it) at which the text
 * fits its box: no word wider than the box, no more lines than the box (or the clamp)
 * holds. Measured by satori itself, so the render and the measure agree.
 */
async function fit(layer: TextLayer, text: PreparedText, fonts: SatoriFont[]): Promise<number> {
  const minimum = Math.max(6, Math.round(layer.fontSize / 3));
  const words = text.text.split(/\s+/).filter(Boolean);
  if (!words.length) return layer.fontSize;
  const longest = [...words].sort((a, b) => b.length - a.length).slice(0, 3);
  let widest = 0;
  for (const word of longest)
    widest = Math.max(
      widest,
      await measure(layer, { ...text, text: word, fontSize: 100 }, fonts, 'width'),
    );
  let high = Math.min(layer.fontSize, Math.floor((layer.width * 100) / Math.max(widest, 1)));
  let low = minimum;
  if (high <= low) return low;
  const fits = async (fontSize: number) => {
    const height = await measure(layer, { ...text, fontSize }, fonts, 'height');
    const lines = Math.round(height / (fontSize * LINE_HEIGHT));
    return height <= layer.height && (!layer.lineClamp || lines <= layer.lineClamp);
  };
  if (await fits(high)) return high;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

async function measure(
  layer: TextLayer,
  text: PreparedText,
  fonts: SatoriFont[],
  dimension: 'width' | 'height',
): Promise<number> {
  const style = {
    ...textStyle({ ...layer, lineClamp: null }, text),
    display: 'flex',
    width: undefined,
  };
  const node: Node = {
    type: 'div',
    props: {
      style: { display: 'flex', ...(dimension === 'height' ? { width: layer.width } : {}) },
      children: [{ type: 'div', props: { style, children: text.text } }],
    },
  };
  const svg = await satori(
    node as never,
    {
      ...(dimension === 'height'
        ? { width: layer.width }
        : { height: Math.ceil(text.fontSize * LINE_HEIGHT * 2) }),
      fonts,
    } as never,
  );
  return Number(new RegExp(`${dimension}="([\\d.]+)"`).exec(svg)?.[1] ?? 0);
}

/**
 * Pictures cut to their boxes, as data URLs, for the thread's life, at most this many
 * characters in all: a product's photo drawn again — the same poster as PNG and JPEG, after
 * an edit of the template's texts or of the product's fields — is decoded and resized once.
 * The key is the picture's bytes (by hash: a new upload is a new key) and the box in
 * output pixels with its fit, so another size or an edited layer is another entry.
 */
export const PICTURE_CHARS_KEPT = 48 * 1024 * 1024;

function newCaches(bounds = { fits: FITS_KEPT, pictureChars: PICTURE_CHARS_KEPT }) {
  return {
    fittedSizes: new LRUCache<string, number>({ max: bounds.fits }),
    pictures: new LRUCache<string, string>({
      maxSize: bounds.pictureChars,
      sizeCalculation: (dataUrl) => Math.max(1, dataUrl.length),
    }),
  };
}
let caches = newCaches();

/** The thread's caches emptied, with other bounds if given (tests). */
export function resetDrawCaches(bounds?: { fits: number; pictureChars: number }): void {
  caches = newCaches(bounds);
}

/** How many fitted sizes and pictures (and their characters) the thread keeps (tests). */
export function drawCacheSizes(): { fits: number; pictures: number; pictureChars: number } {
  return {
    fits: caches.fittedSizes.size,
    pictures: caches.pictures.size,
    pictureChars: caches.pictures.calculatedSize,
  };
}

async function picture(original: Uint8Array, layer: ImageLayer, scale: number): Promise<string> {
  const width = Math.max(1, Math.ceil(layer.width * scale));
  const height = Math.max(1, Math.ceil(layer.height * scale));
  const key = `${createHash('sha1').update(original).digest('base64')} ${width}x${height} ${layer.fit}`;
  let dataUrl = caches.pictures.get(key);
  if (dataUrl === undefined) {
    dataUrl = await cutPicture(original, layer, width, height);
    caches.pictures.set(key, dataUrl);
  }
  return dataUrl;
}

/**
 * A picture cut to (cover) or fitted into (contain) the layer's box, as a PNG data URL,
 * in the pixels the box has at the output size (the SVG scales it into the box).
 */
async function cutPicture(
  original: Uint8Array,
  layer: ImageLayer,
  width: number,
  height: number,
): Promise<string> {
  const body = await sharp(original)
    .autoOrient()
    .resize({
      width,
      height,
      fit: layer.fit,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer();
  return `data:image/png;base64,${body.toString('base64')}`;
}
