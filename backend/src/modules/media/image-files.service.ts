import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { Image } from './entities/image.entity';
import { FileStorage } from './file-storage';
import { renderWidth } from './image-processing';
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

  async resolve(fileName: string, size: string | null): Promise<ServedFile> {
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

  private async rendition(image: Image, size: ImageSizeName): Promise<Buffer> {
    const key = renditionKey(image.storageKey, size);
    const cached = await this.storage.get(key);
    if (cached) return cached;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(image, size, key).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async render(image: Image, size: ImageSizeName, key: string): Promise<Buffer> {
    const body = await renderWidth(await this.original(image), image.extension, IMAGE_SIZES[size]);
    await this.storage.put(key, body);
    return body;
  }
}
