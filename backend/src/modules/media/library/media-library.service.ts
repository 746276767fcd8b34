import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { RequestContext } from '../../../common/auth/actor';
import { LIKE_ESCAPE, containsPattern } from '../../../common/crud/like';
import { Page } from '../../../common/http/envelope.interceptor';
import { MediaLibraryQueryDto } from '../dto/media-library.dto';
import { Image } from '../entities/image.entity';
import { Upload } from '../entities/upload.entity';
import { IMAGE_EXTENSIONS, UPLOAD_EXTENSIONS } from '../file-formats';
import { pictureIdFilter, presentImageRecord } from '../image-crud.service';
import { presentUpload } from '../upload-crud.service';
import { MediaUsageRegistry } from '../usage/media-usage.registry';

export const LIBRARY_PAGE_SIZE = 48;

interface LibraryEntry {
  kind: 'image' | 'file';
  id: number;
  createdAt: Date;
  image: ReturnType<typeof presentImageRecord> | null;
  file: ReturnType<typeof presentUpload> | null;
}

/** One part of the UNION: its WHERE clause and parameters, or null when it can match nothing. */
interface Part {
  where: string[];
  params: unknown[];
}

/**
 * The media library's one grid (issue 17): pictures and customers' files in one list, newest
 * first, paged in the database — a UNION of both tables' ids, so that page 7 of thousands is
 * what it says whatever the filters. The rows of the page are then read by id and presented
 * as their own lists present them.
 */
@Injectable()
export class MediaLibraryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly usages: MediaUsageRegistry,
  ) {}

  async list(query: MediaLibraryQueryDto, ctx: RequestContext): Promise<Page<unknown>> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? LIBRARY_PAGE_SIZE;
    const parts = [await this.imagePart(query), this.filePart(query)].filter(
      (part): part is Part & { select: string } => part !== null,
    );
    if (!parts.length) return new Page([], { page, perPage, total: 0 });
    const union = parts
      .map(
        (part) => `${part.select}${part.where.length ? ` WHERE ${part.where.join(' AND ')}` : ''}`,
      )
      .join(' UNION ALL ');
    const params = parts.flatMap((part) => part.params);
    const [{ total }] = (await this.dataSource.query(
      `SELECT COUNT(*) AS total FROM (${union}) entries`,
      params,
    )) as { total: number | string }[];
    const rows = (await this.dataSource.query(
      `SELECT kind, id FROM (${union}) entries ORDER BY createdAt DESC, kind DESC, id DESC LIMIT ? OFFSET ?`,
      [...params, perPage, (page - 1) * perPage],
    )) as { kind: 'image' | 'file'; id: number | string }[];
    const idsOf = (kind: 'image' | 'file') =>
      rows.filter((row) => row.kind === kind).map((row) => Number(row.id));
    const [images, uploads] = await Promise.all([
      this.byIds(Image, idsOf('image')),
      this.byIds(Upload, idsOf('file')),
    ]);
    const items: LibraryEntry[] = [];
    for (const row of rows) {
      const id = Number(row.id);
      // A row deleted between the two reads is left out rather than shown half.
      const image = row.kind === 'image' ? images.get(id) : undefined;
      const upload = row.kind === 'file' ? uploads.get(id) : undefined;
      if (image) {
        items.push({
          kind: 'image',
          id,
          createdAt: image.createdAt,
          image: presentImageRecord(image),
          file: null,
        });
      } else if (upload) {
        items.push({
          kind: 'file',
          id,
          createdAt: upload.createdAt,
          image: null,
          file: presentUpload(upload, ctx),
        });
      }
    }
    return new Page(items, { page, perPage, total: Number(total) });
  }

  private async imagePart(query: MediaLibraryQueryDto) {
    const { type, used, branch } = query;
    if (type === 'file' || (type && type !== 'image' && !IMAGE_EXTENSIONS.includes(type))) {
      return null;
    }
    const part: Part = { where: [], params: [] };
    if (type && type !== 'image') {
      part.where.push('extension = ?');
      part.params.push(type);
    }
    if (query.search) {
      part.where.push(`alt LIKE ? ESCAPE '${LIKE_ESCAPE}'`);
      part.params.push(containsPattern(query.search));
    }
    const ids = await pictureIdFilter(this.dataSource, this.usages, { used, branch });
    if (ids?.include) idIn(part, ids.include);
    if (ids?.exclude?.length) {
      part.where.push(`id NOT IN (${ids.exclude.map(() => '?').join(', ')})`);
      part.params.push(...ids.exclude);
    }
    return { ...part, select: "SELECT 'image' AS kind, id, createdAt FROM image" };
  }

  private filePart(query: MediaLibraryQueryDto) {
    const { type, used, branch } = query;
    // Pictures are what is placed in the shop and in a branch; files never are.
    if (used !== undefined || branch !== undefined || type === 'image') return null;
    if (type && type !== 'file' && !UPLOAD_EXTENSIONS.file.includes(type)) return null;
    const part: Part = { where: [], params: [] };
    if (type && type !== 'file') {
      part.where.push('extension = ?');
      part.params.push(type);
    }
    if (query.search) {
      part.where.push(`originalName LIKE ? ESCAPE '${LIKE_ESCAPE}'`);
      part.params.push(containsPattern(query.search));
    }
    return { ...part, select: "SELECT 'file' AS kind, id, createdAt FROM upload" };
  }

  private async byIds<E extends Image | Upload>(
    entity: new () => E,
    ids: number[],
  ): Promise<Map<number, E>> {
    if (!ids.length) return new Map();
    const rows = await this.dataSource
      .getRepository<Image | Upload>(entity)
      .findBy({ id: In(ids) });
    return new Map(rows.map((row) => [row.id, row as E]));
  }
}

/** Narrows a part to these ids; an empty list matches nothing (IN () is no valid SQL). */
function idIn(part: Part, ids: number[]): void {
  if (!ids.length) {
    part.where.push('1 = 0');
    return;
  }
  part.where.push(`id IN (${ids.map(() => '?').join(', ')})`);
  part.params.push(...ids);
}
