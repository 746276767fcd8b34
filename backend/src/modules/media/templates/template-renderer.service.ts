import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type ImageLayer,
  type PlaceholderSource,
  type TextLayer,
  fillPlaceholders,
  findFontFamily,
  parseFontVariant,
} from '@bestellwerk/domain';
import satori from 'satori';
import sharp from 'sharp';
import { DataSource, In } from 'typeorm';
import { ApiError } from '../../../common/http/api-error';
import { SingleFlight } from '../../../common/concurrency/single-flight';
import { Image } from '../entities/image.entity';
import { FileStorage } from '../file-storage';
import { FontCatalogue } from '../fonts/font-catalogue.service';
import { IMAGE_SIZES, ImageSizeName, isImageSize } from '../image-sizes';
import { ImageTemplate } from './image-template.entity';
import {
  LINE_HEIGHT,
  Node,
  PreparedLayers,
  PreparedText,
  layoutTemplate,
  textStyle,
} from './template-layout';

export const RENDER_FORMATS = { png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type RenderFormat = keyof typeof RENDER_FORMATS;

/**
 * What a template is bound to at render time: a product's fields and its first picture, or
 * a category's name, description and picture (its {price}, {unit}, {allergens} are empty).
 */
export interface Binding {
  key: string;
  source: PlaceholderSource;
  image: Image | null;
}

type SatoriFont = {
  name: string;
  data: Buffer;
  weight: 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
  style: 'normal' | 'italic';
};

/** The product columns a template reads; the catalog owns the entity (read by name, no cycle). */
interface ProductRow extends PlaceholderSource {
  id: number;
  updatedAt: Date;
  imageLinks?: { position: number; image: Image }[];
}

/** The category columns a template reads (catalog's entity, read by name like Product). */
interface CategoryRow {
  id: number;
  name: string;
  description: string | null;
  image: Image | null;
  updatedAt: Date;
}

/** The canvas of a template, saved or not: what the layout and the render need. */
export type TemplateCanvas = Pick<ImageTemplate, 'width' | 'height' | 'background' | 'layers'>;

/**
 * Renders image templates on the server: satori lays out the layers with the self-hosted
 * fonts (texts become paths), sharp turns the SVG into PNG, WebP or JPEG. A render is kept
 * in storage under the template's version and the bound product's version, so a URL asked
 * again is a file read; a burst of first requests renders once.
 */
@Injectable()
export class TemplateRenderer {
  private readonly pending = new SingleFlight<Buffer>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly fonts: FontCatalogue,
  ) {}

  async template(id: number): Promise<ImageTemplate> {
    const template = await this.dataSource.getRepository(ImageTemplate).findOneBy({ id });
    if (!template) throw ApiError.notFound('Die Bildvorlage wurde nicht gefunden.');
    return template;
  }

  async bindProduct(productId: number | null): Promise<Binding | null> {
    if (productId === null) return null;
    const product = (await this.dataSource.getRepository('Product').findOne({
      where: { id: productId },
      relations: { imageLinks: true },
    })) as ProductRow | null;
    if (!product) throw ApiError.notFound('Das Produkt wurde nicht gefunden.');
    const first = [...(product.imageLinks ?? [])].sort((a, b) => a.position - b.position)[0];
    const image = first?.image ?? null;
    return {
      key: `p${product.id}-${product.updatedAt.getTime()}-${image ? `${image.id}.${image.version}` : 'x'}`,
      source: product,
      image,
    };
  }

  /**
   * The binding a render asks for: a product, a category or nothing — never both (which
   * fields would fill {name}?).
   */
  async bind(ids: { product: number | null; category: number | null }): Promise<Binding | null> {
    if (ids.product !== null && ids.category !== null)
      throw ApiError.badRequest(
        'Eine Vorlage wird entweder mit einem Produkt oder mit einer Kategorie gefüllt, nicht mit beidem.',
        'category',
      );
    return ids.category !== null ? this.bindCategory(ids.category) : this.bindProduct(ids.product);
  }

  async bindCategory(categoryId: number | null): Promise<Binding | null> {
    if (categoryId === null) return null;
    const category = (await this.dataSource
      .getRepository('Category')
      .findOneBy({ id: categoryId })) as CategoryRow | null;
    if (!category) throw ApiError.notFound('Die Kategorie wurde nicht gefunden.');
    const image = category.image ?? null;
    return {
      key: `c${category.id}-${category.updatedAt.getTime()}-${image ? `${image.id}.${image.version}` : 'x'}`,
      source: { name: category.name, description: category.description },
      image,
    };
  }

  /**
   * A template not saved (the editor's live preview): drawn every time, never stored —
   * its layers change with each keystroke and have no version to cache under.
   */
  async preview(
    canvas: TemplateCanvas,
    binding: Binding | null,
    size: ImageSizeName | null,
  ): Promise<Buffer> {
    return this.draw(canvas, binding, size, 'png');
  }

  /** The identity of a render: changes with the template, the product and every picture. */
  async renderKey(
    template: ImageTemplate,
    binding: Binding | null,
    size: ImageSizeName | null,
    format: RenderFormat,
  ): Promise<string> {
    const library = await this.libraryImages(template);
    const pictures = [...library.values()].map((image) => `${image.id}.${image.version}`).join(',');
    const hash = createHash('sha1')
      .update(`${binding?.key ?? '-'}|${pictures}|${size ?? 'original'}`)
      .digest('base64url')
      .slice(0, 16);
    return `cache/templates/${template.id}/v${template.version}-${hash}.${format}`;
  }

  async render(
    template: ImageTemplate,
    binding: Binding | null,
    size: ImageSizeName | null,
    format: RenderFormat,
  ): Promise<Buffer> {
    const key = await this.renderKey(template, binding, size, format);
    const cached = await this.storage.get(key);
    if (cached) return cached;
    return this.pending.run(key, async () => {
      const body = await this.draw(template, binding, size, format);
      await this.storage.put(key, body);
      return body;
    });
  }

  /** The SVG of a template (texts as paths), before rasterising. */
  async svg(template: TemplateCanvas, binding: Binding | null): Promise<string> {
    const fonts: SatoriFont[] = [];
    const loaded = new Set<string>();
    const texts = new Map<string, PreparedText>();
    const images = new Map<string, string | null>();
    const library = await this.libraryImages(template);
    for (const layer of template.layers) {
      if (layer.type === 'text') {
        texts.set(layer.id, await this.prepareText(layer, binding, fonts, loaded));
      } else if (layer.type === 'image') {
        const image =
          layer.source === 'product'
            ? (binding?.image ?? null)
            : (library.get(layer.imageId!) ?? null);
        images.set(layer.id, image ? await this.picture(image, layer) : null);
      }
    }
    const tree = layoutTemplate(template, template.layers, {
      texts,
      images,
    } satisfies PreparedLayers);
    // satori caches its font engine per fonts array: always hand it a finished copy.
    return satori(tree as never, {
      width: template.width,
      height: template.height,
      fonts: [...fonts],
    });
  }

  /** Each text layer's text and font size after filling and shrinking (editor, tests). */
  async texts(
    template: ImageTemplate,
    binding: Binding | null,
  ): Promise<Map<string, PreparedText>> {
    const fonts: SatoriFont[] = [];
    const loaded = new Set<string>();
    const texts = new Map<string, PreparedText>();
    for (const layer of template.layers)
      if (layer.type === 'text')
        texts.set(layer.id, await this.prepareText(layer, binding, fonts, loaded));
    return texts;
  }

  private async prepareText(
    layer: TextLayer,
    binding: Binding | null,
    fonts: SatoriFont[],
    loaded: Set<string>,
  ): Promise<PreparedText> {
    const prepared = await this.prepareFont(layer, fonts, loaded);
    prepared.text = fillPlaceholders(layer.text, binding?.source ?? null);
    // A copy: satori caches its font engine per array, and `fonts` still grows.
    if (layer.autoShrink) prepared.fontSize = await this.fit(layer, prepared, [...fonts]);
    return prepared;
  }

  private async draw(
    template: TemplateCanvas,
    binding: Binding | null,
    size: ImageSizeName | null,
    format: RenderFormat,
  ): Promise<Buffer> {
    let image = sharp(Buffer.from(await this.svg(template, binding)));
    if (size) image = image.resize({ width: IMAGE_SIZES[size], withoutEnlargement: true });
    if (format === 'png') return image.png({ compressionLevel: 8 }).toBuffer();
    if (format === 'webp') return image.webp({ quality: 88 }).toBuffer();
    return image.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  }

  private async prepareFont(
    layer: TextLayer,
    fonts: SatoriFont[],
    loaded: Set<string>,
  ): Promise<PreparedText> {
    const family = findFontFamily(layer.fontFamily);
    const cut = parseFontVariant(layer.fontVariant) ?? { weight: 400, style: 'normal' as const };
    if (!family)
      throw ApiError.validation([{ message: `Schriftart „${layer.fontFamily}“ fehlt.` }]);
    const { font, variant, files } = await this.fonts.woff(family.id, cut.weight, cut.style);
    const key = `${font.id}:${variant.weight}:${variant.style}`;
    if (!loaded.has(key)) {
      loaded.add(key);
      for (const data of files)
        fonts.push({
          name: font.family,
          data,
          weight: variant.weight as SatoriFont['weight'],
          style: variant.style,
        });
    }
    return {
      text: '',
      family: font.family,
      weight: variant.weight,
      style: variant.style,
      fontSize: layer.fontSize,
    };
  }

  /**
   * The largest font size (from the layer's own down to a third of it) at which the text
   * fits its box: no word wider than the box, no more lines than the box (or the clamp)
   * holds. Measured by satori itself, so the render and the measure agree.
   */
  private async fit(layer: TextLayer, text: PreparedText, fonts: SatoriFont[]): Promise<number> {
    const minimum = Math.max(6, Math.round(layer.fontSize / 3));
    const words = text.text.split(/\s+/).filter(Boolean);
    if (!words.length) return layer.fontSize;
    const longest = [...words].sort((a, b) => b.length - a.length).slice(0, 3);
    let widest = 0;
    for (const word of longest)
      widest = Math.max(
        widest,
        await this.measure(layer, { ...text, text: word, fontSize: 100 }, fonts, 'width'),
      );
    let high = Math.min(layer.fontSize, Math.floor((layer.width * 100) / Math.max(widest, 1)));
    let low = minimum;
    if (high <= low) return low;
    const fits = async (fontSize: number) => {
      const height = await this.measure(layer, { ...text, fontSize }, fonts, 'height');
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

  private async measure(
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

  /** A picture cut to (cover) or fitted into (contain) the layer's box, as a PNG data URL. */
  private async picture(image: Image, layer: ImageLayer): Promise<string | null> {
    const original = await this.storage.get(image.storageKey);
    if (!original) return null;
    const body = await sharp(original)
      .autoOrient()
      .resize({
        width: layer.width,
        height: layer.height,
        fit: layer.fit,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    return `data:image/png;base64,${body.toString('base64')}`;
  }

  private async libraryImages(
    template: Pick<TemplateCanvas, 'layers'>,
  ): Promise<Map<number, Image>> {
    const ids = template.layers.flatMap((layer) =>
      layer.type === 'image' && layer.source === 'library' && layer.imageId ? [layer.imageId] : [],
    );
    if (!ids.length) return new Map();
    const images = await this.dataSource.getRepository(Image).findBy({ id: In(ids) });
    return new Map(images.map((image) => [image.id, image]));
  }
}

export function parseRenderSize(size: string | undefined): ImageSizeName | null {
  if (size === undefined || size === '' || size === 'original') return null;
  if (!isImageSize(size))
    throw ApiError.validation([
      {
        field: 'size',
        message: `Die Bildgröße „${size}“ gibt es nicht. Verfügbar: original, ${Object.keys(IMAGE_SIZES).join(', ')}.`,
      },
    ]);
  return size;
}

const BINDING_LABELS = {
  product: '„Produkt“ muss eine Produkt-ID sein.',
  category: '„Kategorie“ muss eine Kategorie-ID sein.',
};

/** `?product=` / `?category=` (or the same in a body): empty means none. */
export function parseBindingId(
  value: string | number | null | undefined,
  field: 'product' | 'category',
): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = Number(value);
  if (!(Number.isInteger(id) && id > 0))
    throw ApiError.validation([{ field, message: BINDING_LABELS[field] }]);
  return id;
}
