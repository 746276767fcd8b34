import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { AuditService } from '../audit';
import { parseDataUrl } from './data-url';
import { CreateImageDto, UpdateImageDto } from './dto/image.dto';
import { Image } from './entities/image.entity';
import { FileStorage } from './file-storage';
import { inspectImage } from './image-processing';
import { deleteWithRenditions, newStorageKey } from './media-storage';

/** The columns that describe an image's file. */
export type ImageFile = Pick<
  Image,
  'extension' | 'mimeType' | 'width' | 'height' | 'size' | 'storageKey'
>;

/** Checks an image (422 naming `field` if unfit) and stores the original unchanged. */
export async function storeImageFile(
  storage: FileStorage,
  buffer: Buffer,
  field = 'file',
  label = 'Datei',
): Promise<ImageFile> {
  const { format, width, height } = await inspectImage(buffer, field, label);
  const storageKey = newStorageKey('images', format.extension);
  await storage.put(storageKey, buffer);
  return {
    extension: format.extension,
    mimeType: format.mimeType,
    width,
    height,
    size: buffer.length,
    storageKey,
  };
}

/** What the back office sees of an image: everything but where it is stored. */
export function presentImageRecord(image: Image) {
  const { storageKey: _storageKey, ...fields } = image;
  return fields;
}

/**
 * The generic CRUD for images, with the file work around it: the file is checked and
 * stored before the row is written (and removed again if that fails); a new file on update
 * raises the version; the old file and its renderings go once the row no longer needs them.
 */
export class ImageCrudService extends CrudService<Image> {
  private readonly logger = new Logger('Images');

  constructor(
    definition: CrudDefinition<Image>,
    dataSource: DataSource,
    audit: AuditService,
    private readonly storage: FileStorage,
  ) {
    super(definition, dataSource, audit);
  }

  override async create(input: object, ctx: RequestContext): Promise<unknown> {
    const { alt, file } = input as CreateImageDto;
    const stored = await storeImageFile(this.storage, parseDataUrl(file, 'file', 'Datei').buffer);
    try {
      return await super.create({ alt: alt ?? '', ...stored }, ctx);
    } catch (error) {
      await deleteWithRenditions(this.storage, stored.storageKey);
      throw error;
    }
  }

  override async update(id: number, input: object, ctx: RequestContext): Promise<unknown> {
    const { alt, file } = input as UpdateImageDto;
    const changes = alt === undefined ? {} : { alt };
    if (file === undefined) return super.update(id, changes, ctx);
    const existing = await this.findOne(id, ctx);
    const stored = await storeImageFile(this.storage, parseDataUrl(file, 'file', 'Datei').buffer);
    let result: unknown;
    try {
      result = await super.update(
        id,
        { ...changes, ...stored, version: existing.version + 1 },
        ctx,
      );
    } catch (error) {
      await deleteWithRenditions(this.storage, stored.storageKey);
      throw error;
    }
    await this.discard(existing.storageKey);
    return result;
  }

  override async remove(id: number, ctx: RequestContext): Promise<{ id: number }> {
    const existing = await this.findOne(id, ctx);
    const result = await super.remove(id, ctx);
    await this.discard(existing.storageKey);
    return result;
  }

  /** After the commit: a file left behind wastes space, a missing one would break a URL. */
  private async discard(storageKey: string): Promise<void> {
    await deleteWithRenditions(this.storage, storageKey).catch((error: unknown) =>
      this.logger.warn(`Datei ${storageKey} nicht gelöscht: ${String(error)}`),
    );
  }
}
