import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { ApiError } from '../../common/http/api-error';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { AuditService } from '../audit';
import { parseDataUrl } from './data-url';
import { CreateUploadDto } from './dto/upload.dto';
import { Upload } from './entities/upload.entity';
import { UPLOAD_EXTENSIONS, claimedExtension, identifyFile } from './file-formats';
import { FileStorage } from './file-storage';
import { inspectImage, unsupportedTypeMessage } from './image-processing';
import { deleteWithRenditions, newStorageKey, previewKey } from './media-storage';
import { PICTURE_PREVIEWS, renderPdfPreview } from './upload-preview';

/** Anonymous uploads per address and window; a configurator needs a handful, not hundreds. */
export const UPLOAD_RATE = { limit: 30, windowSeconds: 10 * 60 };
export const uploadRateKey = (ip: string) => `upload-rate:${ip}`;

const RASTER = new Set(['jpg', 'png', 'gif']);

/** 144 random bits, base64url: the secret in /upload/{publicHash}/… */
export function newPublicHash(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Visitors get back what storefront.md §3 lists for an upload; staff also see the name
 * the customer gave, the size, when it came and the address of its preview.
 */
export function presentUpload(upload: Upload, ctx: RequestContext) {
  const { id, version, extension, mimeType, publicHash } = upload;
  if (!ctx.actor) return { id, version, extension, mimeType, publicHash };
  const { originalName, size, createdAt } = upload;
  const previewUrl = uploadPreviewUrl(upload);
  return {
    id,
    version,
    extension,
    mimeType,
    publicHash,
    previewUrl,
    originalName,
    size,
    createdAt,
  };
}

/** /upload/{publicHash}/preview/{id}-{version}.jpg, or null for a file without one. */
export function uploadPreviewUrl(
  upload: Pick<Upload, 'id' | 'version' | 'publicHash' | 'hasPreview'>,
): string | null {
  return upload.hasPreview
    ? `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`
    : null;
}

/**
 * Customer files for configurable products (storefront.md §5): type decided by the bytes,
 * limited in size and, for visitors, in number per address; otherwise the generic CRUD
 * (list and read for staff, delete for administrators).
 */
export class UploadCrudService extends CrudService<Upload> {
  private readonly logger = new Logger('Uploads');

  constructor(
    definition: CrudDefinition<Upload>,
    dataSource: DataSource,
    audit: AuditService,
    private readonly storage: FileStorage,
    private readonly kv: KeyValueStore,
  ) {
    super(definition, dataSource, audit);
  }

  override async create(input: object, ctx: RequestContext): Promise<unknown> {
    const { data, name, kind = 'file' } = input as CreateUploadDto;
    if (!ctx.actor) await this.throttle(ctx.ip);
    const { buffer, declaredType } = parseDataUrl(data, 'data', 'Datei');
    const allowed = UPLOAD_EXTENSIONS[kind];
    const identified = await identifyFile(buffer, allowed, claimedExtension(name, declaredType));
    if (!identified.ok) {
      throw ApiError.validation([
        { field: 'data', message: unsupportedTypeMessage(identified.detected, allowed) },
      ]);
    }
    const { extension, mimeType } = identified.format;
    // Right magic bytes are not yet a picture; a preview must be possible later.
    if (RASTER.has(extension)) await inspectImage(buffer, 'data', 'Datei', [extension], false);
    const storageKey = newStorageKey('uploads', extension);
    await this.storage.put(storageKey, buffer);
    try {
      // Rendered before the row is written: no transaction waits for a PDF.
      const hasPreview = await this.storePreview(storageKey, buffer, extension);
      return await super.create(
        {
          extension,
          mimeType,
          publicHash: newPublicHash(),
          originalName: (name ?? '').trim().slice(0, 255),
          size: buffer.length,
          storageKey,
          hasPreview,
        },
        ctx,
      );
    } catch (error) {
      await deleteWithRenditions(this.storage, storageKey);
      throw error;
    }
  }

  override async remove(id: number, ctx: RequestContext): Promise<{ id: number }> {
    const existing = await this.findOne(id, ctx);
    const result = await super.remove(id, ctx);
    await deleteWithRenditions(this.storage, existing.storageKey).catch((error: unknown) =>
      this.logger.warn(`Datei ${existing.storageKey} nicht gelöscht: ${String(error)}`),
    );
    return result;
  }

  /**
   * Pictures get their preview from sharp when it is first asked for; a PDF's first page is
   * rendered now (bounded in time; a file that fails simply has no preview).
   */
  private async storePreview(storageKey: string, buffer: Buffer, extension: string) {
    if (PICTURE_PREVIEWS.has(extension)) return true;
    if (extension !== 'pdf') return false;
    const preview = await renderPdfPreview(buffer);
    if (!preview) return false;
    await this.storage.put(previewKey(storageKey), preview);
    return true;
  }

  /** Counted before the work, so that refused attempts count too. */
  private async throttle(ip: string): Promise<void> {
    const key = uploadRateKey(ip);
    const count = await this.kv.increment(key, UPLOAD_RATE.windowSeconds);
    if (count <= UPLOAD_RATE.limit) return;
    const ttl = await this.kv.ttl(key);
    const seconds = ttl !== null && ttl > 0 ? ttl : UPLOAD_RATE.windowSeconds;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw ApiError.tooManyRequests(
      `Zu viele hochgeladene Dateien. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
    );
  }
}
