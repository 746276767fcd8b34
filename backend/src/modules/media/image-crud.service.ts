import { Logger } from '@nestjs/common';
import { And, DataSource, EntityManager, FindOperator, In, Not } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { ListQueryDto } from '../../common/crud/list-query.dto';
import { Page } from '../../common/http/envelope.interceptor';
import { RequestContext } from '../../common/auth/actor';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { AuditService } from '../audit';
import { parseDataUrl } from './data-url';
import { CreateImageDto, ImageQueryDto, UpdateImageDto } from './dto/image.dto';
import { Image } from './entities/image.entity';
import { FileStorage } from './file-storage';
import { inspectImage } from './image-processing';
import { deleteWithRenditions, newStorageKey } from './media-storage';
import { lockForDelete } from './usage/reference-lock';
import { MediaUsage, MediaUsageRegistry, stillUsedMessage } from './usage/media-usage.registry';

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
  const { storageKey: _storageKey, previousFiles: _previousFiles, ...fields } = image;
  return fields;
}

/** Ids to keep and ids to leave out, from the library's used and branch filters. */
export interface ImageIdFilter {
  include?: number[];
  exclude?: number[];
}

/** The `id` condition of an ImageIdFilter (CrudDefinition.filters). */
export function imageIdCondition(value: unknown): { id: FindOperator<number> } | object {
  const { include, exclude } = value as ImageIdFilter;
  const conditions: FindOperator<number>[] = [];
  // In([]) is no valid SQL: an empty list matches nothing through an id no row has.
  if (include) conditions.push(In(include.length ? include : [0]));
  if (exclude?.length) conditions.push(Not(In(exclude)));
  if (!conditions.length) return {};
  return { id: conditions.length === 1 ? conditions[0] : And(...conditions) };
}

/** The pictures of a branch: its gallery and its logo. */
export async function branchImageIds(db: DataSource, branch: number): Promise<number[]> {
  const rows: { imageId: number }[] = await db.query(
    'SELECT imageId FROM branch_images WHERE branchId = ? UNION SELECT logoId AS imageId FROM branch WHERE id = ? AND logoId IS NOT NULL',
    [branch, branch],
  );
  return rows.map((row) => Number(row.imageId));
}

/**
 * The library's used / unused and branch filters as ids to keep and to leave out (for the
 * list of pictures and for the media library's grid); null when neither is asked for.
 */
export async function pictureIdFilter(
  db: DataSource,
  usages: MediaUsageRegistry,
  { used, branch }: { used?: boolean; branch?: number },
): Promise<ImageIdFilter | null> {
  const ids: ImageIdFilter = {};
  if (used !== undefined) {
    const usedIds = await usages.usedImageIds(db.manager);
    if (used) ids.include = usedIds;
    else ids.exclude = usedIds;
  }
  if (branch !== undefined) {
    const branchIds = await branchImageIds(db, branch);
    ids.include = ids.include ? ids.include.filter((id) => branchIds.includes(id)) : branchIds;
  }
  return ids.include || ids.exclude ? ids : null;
}

/** Reads an image for a replacement or a delete: a row lock on MariaDB (lockForDelete). */
function lockedImage(manager: EntityManager, id: number): Promise<Image | null> {
  return lockForDelete(manager, Image, id);
}

/**
 * CrudDefinition.beforeSave of images: a new file (its columns in the input) raises the
 * version of the row as locked now — parallel replacements each count — and keeps the
 * replaced file reachable under its old version.
 */
export async function keepReplacedFile(
  entity: Image,
  input: Record<string, unknown>,
  _ctx: RequestContext,
  manager: EntityManager,
): Promise<void> {
  if (!entity.id || input.storageKey === undefined) return;
  const current = await lockedImage(manager, entity.id);
  if (!current) return;
  entity.version = current.version + 1;
  entity.previousFiles = [
    ...(current.previousFiles ?? []),
    {
      version: current.version,
      extension: current.extension,
      mimeType: current.mimeType,
      storageKey: current.storageKey,
    },
  ];
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
    private readonly db: DataSource,
    private readonly auditLog: AuditService,
    private readonly storage: FileStorage,
    private readonly usages: MediaUsageRegistry,
  ) {
    super(definition, db, auditLog);
  }

  /** The library's list: the generic filters plus type, used / unused and branch. */
  override async list(query: ListQueryDto, ctx: RequestContext): Promise<Page<unknown>> {
    const { type, used, branch, ...rest } = query as ImageQueryDto;
    const filtered: Record<string, unknown> = { ...rest };
    if (type) filtered.extension = type;
    const ids = await pictureIdFilter(this.db, this.usages, { used, branch });
    if (ids) filtered.imageIds = ids;
    return super.list(filtered as ListQueryDto, ctx);
  }

  /** Where the picture is shown ("used by"). */
  async usagesOf(id: number, ctx: RequestContext): Promise<MediaUsage[]> {
    await this.findOne(id, ctx);
    return this.usages.usagesOf(this.db.manager, id);
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
    // A missing picture is a 404 before any file is stored.
    await this.findOne(id, ctx);
    const stored = await storeImageFile(this.storage, parseDataUrl(file, 'file', 'Datei').buffer);
    try {
      // keepReplacedFile (beforeSave) raises the version under a row lock and keeps the old
      // file: its URL names the old version and keeps answering.
      return await super.update(id, { ...changes, ...stored }, ctx);
    } catch (error) {
      await deleteWithRenditions(this.storage, stored.storageKey);
      throw error;
    }
  }

  override async remove(id: number, ctx: RequestContext): Promise<{ id: number }> {
    await this.findOne(id, ctx);
    // Under the row lock: of parallel deletes one removes the picture, the others find none.
    const existing = await this.db.transaction(async (manager) => {
      const row = await lockedImage(manager, id);
      if (!row) throw this.notFound();
      const used = await this.usages.usagesOf(manager, id);
      if (used.length) throw ApiError.conflict(stillUsedMessage(used));
      await manager.getRepository(Image).delete(id);
      await this.auditLog.record(
        ctx,
        { action: 'delete', entity: this.definition.path, entityId: id, before: row },
        manager,
      );
      return row;
    });
    for (const file of existing.previousFiles ?? []) await this.discard(file.storageKey);
    await this.discard(existing.storageKey);
    return { id };
  }

  /** After the commit: a file left behind wastes space, a missing one would break a URL. */
  private async discard(storageKey: string): Promise<void> {
    await deleteWithRenditions(this.storage, storageKey).catch((error: unknown) =>
      this.logger.warn(`Datei ${storageKey} nicht gelöscht: ${String(error)}`),
    );
  }
}
