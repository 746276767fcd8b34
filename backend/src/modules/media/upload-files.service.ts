import { Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { Upload } from './entities/upload.entity';
import { downloadName } from './file-formats';
import { FileStorage } from './file-storage';
import { ServedFile } from './image-files.service';
import { parseAssetName } from './image-sizes';
import { previewKey } from './media-storage';
import { renderUploadPreview } from './upload-preview';

export interface ServedUpload extends ServedFile {
  /** Pictures are shown in the browser; everything else is downloaded. */
  inline: boolean;
  fileName: string;
}

const RASTER = new Set(['jpg', 'png', 'gif', 'webp']);
const notFound = () => ApiError.notFound('Die Datei wurde nicht gefunden.');
const noPreview = () => ApiError.notFound('Für diese Datei gibt es keine Vorschau.');

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * /upload/{publicHash}/{id}-{version}.{ext} and /upload/{publicHash}/preview/{id}-{version}.jpg.
 * The random publicHash is the only key: a wrong one is indistinguishable from no file.
 */
@Injectable()
export class UploadFilesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async resolve(publicHash: string, fileName: string): Promise<ServedUpload> {
    const upload = await this.find(publicHash, fileName, (upload) => upload.extension);
    return {
      etag: `"${upload.id}-${upload.version}"`,
      mimeType: upload.mimeType,
      inline: RASTER.has(upload.extension),
      fileName: downloadName(upload.originalName, upload.extension),
      read: async () => {
        const body = await this.storage.get(upload.storageKey);
        if (!body) throw notFound();
        return body;
      },
    };
  }

  /**
   * A JPEG 640 pixels wide for pictures and PDFs (their first page); other files have no
   * preview (the client shows an icon).
   */
  async resolvePreview(publicHash: string, fileName: string): Promise<ServedUpload> {
    const upload = await this.find(publicHash, fileName, () => 'jpg');
    if (!upload.hasPreview) throw noPreview();
    return {
      etag: `"${upload.id}-${upload.version}-preview"`,
      mimeType: 'image/jpeg',
      inline: true,
      fileName: downloadName(upload.originalName, 'jpg'),
      read: () => this.preview(upload),
    };
  }

  private async find(
    publicHash: string,
    fileName: string,
    expectedExtension: (upload: Upload) => string,
  ): Promise<Upload> {
    const name = parseAssetName(fileName);
    if (!name) throw notFound();
    const upload = await this.dataSource.getRepository(Upload).findOneBy({ id: name.id });
    if (
      !upload ||
      !sameSecret(publicHash, upload.publicHash) ||
      upload.version !== name.version ||
      expectedExtension(upload) !== name.extension
    ) {
      throw notFound();
    }
    return upload;
  }

  private async preview(upload: Upload): Promise<Buffer> {
    const key = previewKey(upload.storageKey);
    const cached = await this.storage.get(key);
    if (cached) return cached;
    // Previews are derived files: after the cache was wiped, they are made again.
    const original = await this.storage.get(upload.storageKey);
    if (!original) throw notFound();
    const body = await renderUploadPreview(original, upload.extension);
    if (!body) throw noPreview();
    await this.storage.put(key, body);
    return body;
  }
}
