import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { Image } from './entities/image.entity';
import { FileStorage } from './file-storage';
import { WEBP_CANDIDATES, renderWidth, renderWidthAsWebp } from './image-processing';
import { IMAGE_SIZES, ImageSizeName, isImageSize, parseAssetName } from './image-sizes';
import { renditionKey } from './media-storage';

/** A file ready to send: its identity for caching first, its bytes only when needed. */
export interface ServedFile {
  etag: string;
  mimeType: string;
  read(): Promise<Buffer>;
}

const notFound = () => ApiError.notFound('Das Bild wurde nicht gefunden.');

/**
 * /image/{id}-{version}.{ext} and its sizes. A URL names one version, so what it returns
 * never changes: renderings are made once, kept in storage and served as immutable.
 */
@Injectable()
export class ImageFilesService {
  /** Renderings under way, so that a burst of first requests renders once. */
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  /**
   * `webp`: the browser takes WebP (its Accept header says so). A size of a still JPEG or PNG
   * is then sent as WebP, usually a third of the bytes or less; the original stays as uploaded.
   */
  async resolve(fileName: string, size: string | null, webp = false): Promise<ServedFile> {
    if (size !== null && !isImageSize(size)) {
      throw ApiError.notFound(
        `Die Bildgröße „${size}“ gibt es nicht. Verfügbar: ${Object.keys(IMAGE_SIZES).join(', ')}.`,
      );
    }
    const name = parseAssetName(fileName);
    if (!name) throw notFound();
    const image = await this.dataSource.getRepository(Image).findOneBy({ id: name.id });
    // The current file, or a replaced one: an old URL (old version) keeps its picture.
    const file =
      image && image.version === name.version
        ? image
        : image?.previousFiles?.find((previous) => previous.version === name.version);
    if (!image || !file || !file.storageKey || file.extension !== name.extension) throw notFound();
    const served = { ...image, ...file };
    if (size !== null && webp && WEBP_CANDIDATES.has(file.extension)) {
      return {
        etag: `"${image.id}-${name.version}-${size}-webp"`,
        mimeType: 'image/webp',
        read: () => this.rendition(served, size, 'webp'),
      };
    }
    return {
      etag: `"${image.id}-${name.version}-${size ?? 'original'}"`,
      mimeType: file.mimeType,
      read: () => (size === null ? this.original(served) : this.rendition(served, size)),
    };
  }

  private async original(image: Image): Promise<Buffer> {
    const body = await this.storage.get(image.storageKey);
    if (!body) throw notFound();
    return body;
  }

  private async rendition(
    image: Image,
    size: ImageSizeName,
    format: 'own' | 'webp' = 'own',
  ): Promise<Buffer> {
    const key = renditionKey(image.storageKey, size, format);
    const cached = await this.storage.get(key);
    if (cached) return cached;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(image, size, format, key).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async render(
    image: Image,
    size: ImageSizeName,
    format: 'own' | 'webp',
    key: string,
  ): Promise<Buffer> {
    const original = await this.original(image);
    const body =
      format === 'webp'
        ? await renderWidthAsWebp(original, IMAGE_SIZES[size])
        : await renderWidth(original, image.extension, IMAGE_SIZES[size]);
    await this.storage.put(key, body);
    return body;
  }
}
