import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type PlaceholderSource,
  type TextLayer,
  findFontFamily,
  parseFontVariant,
  templateTakesBinding,
} from '@bestellwerk/domain';
import { DataSource, In } from 'typeorm';
import { ApiError } from '../../../common/http/api-error';
import { Image } from '../entities/image.entity';
import { FileStorage } from '../file-storage';
import { FontCatalogue } from '../fonts/font-catalogue.service';
import { IMAGE_SIZES, ImageSizeName, isImageSize } from '../image-sizes';
import { ImageTemplate } from './image-template.entity';
import { DrawJob, RenderFormat, SatoriFont, prepareTexts } from './template-draw';
import { PreparedText } from './template-layout';
import { TemplateRenderPool } from './template-render-pool';

export { RENDER_FORMATS, type RenderFormat } from './template-draw';

/**
 * What a template is bound to at render time: a product's fields and its first picture, or
 * a category's name, description and picture (its {price}, {unit}, {allergens} are empty).
 */
export interface Binding {
  /** Changes with every edit of the product or category and its picture (cache key). */
  key: string;
  /** Which product or category, whatever its version ('p12', 'c3'): the last good render's slot. */
  slot: string;
  source: PlaceholderSource;
  image: Image | null;
}

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
 * Reads what a template render needs (the template, its binding, fonts and pictures) and
 * hands the drawing to the render pool's worker threads: satori lays out the layers with
 * the self-hosted fonts (texts become paths), sharp rasterises the SVG at the size asked
 * for. Caching, sharing and limits are TemplateRenderService's.
 */
@Injectable()
export class TemplateRenderer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly fonts: FontCatalogue,
    private readonly pool: TemplateRenderPool,
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
      slot: `p${product.id}`,
      source: {
        name: product.name,
        description: product.description,
        price: product.price,
        calculationModel: product.calculationModel,
        isPriceHidden: product.isPriceHidden,
        unit: product.unit,
        allergens: product.allergens,
      },
      image,
    };
  }

  /**
   * The binding a render asks for: a product, a category or nothing — never both (which
   * fields would fill {name}?). An id that names no product or category is a German 404
   * before anything is drawn.
   */
  async bind(ids: { product: number | null; category: number | null }): Promise<Binding | null> {
    if (ids.product !== null && ids.category !== null)
      throw ApiError.badRequest(
        'Eine Vorlage wird entweder mit einem Produkt oder mit einer Kategorie gefüllt, nicht mit beidem.',
        'category',
      );
    return ids.category !== null ? this.bindCategory(ids.category) : this.bindProduct(ids.product);
  }

  /**
   * The binding a saved template's render uses: a template without placeholders and
   * product pictures draws the same for every product, so the binding (checked to exist)
   * is dropped — eight product ids of a fixed poster are one render, not eight.
   */
  async bindFor(
    template: Pick<ImageTemplate, 'layers'>,
    ids: { product: number | null; category: number | null },
  ): Promise<Binding | null> {
    const binding = await this.bind(ids);
    return binding && templateTakesBinding(template.layers) ? binding : null;
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
      slot: `c${category.id}`,
      source: { name: category.name, description: category.description },
      image,
    };
  }

  /**
   * A template not saved (the editor's live preview): drawn every time in the pool, never
   * stored — its layers change with each keystroke and have no version to cache under.
   */
  async preview(
    canvas: TemplateCanvas,
    binding: Binding | null,
    size: ImageSizeName | null,
  ): Promise<Buffer> {
    return this.pool.draw(await this.job(canvas, binding, size, 'png'));
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

  /**
   * Where the last render of the same template, binding, size and format is kept, whatever
   * their versions: what a request gets while the current one is still being drawn.
   */
  lastGoodKey(
    template: ImageTemplate,
    binding: Binding | null,
    size: ImageSizeName | null,
    format: RenderFormat,
  ): string {
    return `cache/templates/${template.id}/last-${binding?.slot ?? 'x'}-${size ?? 'original'}.${format}`;
  }

  /** Draws a saved template in the render pool (not cached here). */
  async draw(
    template: TemplateCanvas,
    binding: Binding | null,
    size: ImageSizeName | null,
    format: RenderFormat,
  ): Promise<Buffer> {
    return this.pool.draw(await this.job(template, binding, size, format));
  }

  /** Each text layer's text and font size after filling and shrinking (editor, tests). */
  async texts(
    template: TemplateCanvas,
    binding: Binding | null,
  ): Promise<Map<string, PreparedText>> {
    const { fonts, texts } = await this.prepareFonts(template);
    return prepareTexts({ canvas: template, source: binding?.source ?? null, fonts, texts });
  }

  /** Everything a worker thread needs to draw, read here (database, storage, fonts). */
  async job(
    template: TemplateCanvas,
    binding: Binding | null,
    size: ImageSizeName | null,
    format: RenderFormat,
  ): Promise<DrawJob> {
    const { fonts, texts } = await this.prepareFonts(template);
    const library = await this.libraryImages(template);
    const pictures: Record<string, Buffer | null> = {};
    for (const layer of template.layers)
      if (layer.type === 'image') {
        const image =
          layer.source === 'product'
            ? (binding?.image ?? null)
            : (library.get(layer.imageId!) ?? null);
        pictures[layer.id] = image ? await this.storage.get(image.storageKey) : null;
      }
    return {
      canvas: {
        width: template.width,
        height: template.height,
        background: template.background,
        layers: template.layers,
      },
      source: binding?.source ?? null,
      fonts,
      texts,
      pictures,
      width: size ? IMAGE_SIZES[size] : null,
      format,
    };
  }

  private async prepareFonts(
    template: Pick<TemplateCanvas, 'layers'>,
  ): Promise<{ fonts: SatoriFont[]; texts: Record<string, PreparedText> }> {
    const fonts: SatoriFont[] = [];
    const loaded = new Set<string>();
    const texts: Record<string, PreparedText> = {};
    for (const layer of template.layers)
      if (layer.type === 'text') texts[layer.id] = await this.prepareFont(layer, fonts, loaded);
    return { fonts, texts };
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
