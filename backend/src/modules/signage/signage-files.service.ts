import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { crudToken } from '../../common/crud/crud.controller';
import { CrudService } from '../../common/crud/crud.service';
import { ApiError } from '../../common/http/api-error';
import { AuditService } from '../audit';
import { FileStorage, IMMUTABLE, MEGABYTE, parseDataUrl, sendFile } from '../media';
import { SignageDevice } from './entities/signage-device.entity';
import { SignageSegment } from './entities/signage-segment.entity';
import { presentSegment } from './signage.presenter';

/** The JSON body limit of upload routes is 15 MB; base64 makes 4 bytes of 3. */
export const MAX_VIDEO_BYTES = 11 * MEGABYTE;
export const MAX_SCREENSHOT_BYTES = 3 * MEGABYTE;

/** What the bytes say: mp4 ('ftyp' at 4) or webm (EBML header with the webm doc type). */
export function videoTypeOf(buffer: Buffer): 'video/mp4' | 'video/webm' | null {
  if (buffer.length >= 12 && buffer.toString('latin1', 4, 8) === 'ftyp') return 'video/mp4';
  if (
    buffer.length >= 4 &&
    buffer.readUInt32BE(0) === 0x1a45dfa3 &&
    buffer.subarray(0, 64).includes(Buffer.from('webm'))
  ) {
    return 'video/webm';
  }
  return null;
}

function imageTypeOf(buffer: Buffer): 'image/png' | 'image/jpeg' | null {
  if (buffer.length > 8 && buffer.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (buffer.length > 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Videos of segments and screenshots of TVs, through the media module's storage. */
@Injectable()
export class SignageFilesService {
  constructor(
    @Inject(crudToken('digital-signage-segments'))
    private readonly segments: CrudService<SignageSegment>,
    private readonly storage: FileStorage,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async storeVideo(id: number, file: string, ctx: RequestContext) {
    const segment = await this.segments.findOne(id, ctx);
    if (segment.type !== 'video') {
      throw ApiError.validation([
        { field: 'file', message: 'Nur eine Video-Filmsequenz nimmt ein Video auf.' },
      ]);
    }
    const { buffer } = parseDataUrl(file, 'file', 'Video', MAX_VIDEO_BYTES);
    const type = videoTypeOf(buffer);
    if (!type) {
      throw ApiError.validation([
        { field: 'file', message: 'Das Video muss eine MP4- oder WebM-Datei sein.' },
      ]);
    }
    const version = (segment.content?.videoVersion ?? 0) + 1;
    const key = `signage/videos/${segment.id}-${version}.${type === 'video/webm' ? 'webm' : 'mp4'}`;
    await this.storage.put(key, buffer);
    const before = segment.content?.videoKey ?? null;
    await this.dataSource.transaction(async (manager) => {
      segment.content = {
        ...segment.content,
        videoKey: key,
        videoType: type,
        videoVersion: version,
      };
      await manager.getRepository(SignageSegment).save(segment);
      await this.audit.record(
        ctx,
        {
          action: 'upload-video',
          entity: 'digital-signage-segments',
          entityId: id,
          after: { key },
        },
        manager,
      );
    });
    if (before && before !== key) await this.storage.delete(before).catch(() => undefined);
    return presentSegment(segment);
  }

  /** GET /api/signage/videos/{id}-{version}.{ext}: public like the images of a shop. */
  async sendVideo(file: string, request: FastifyRequest, reply: FastifyReply) {
    const match = /^(\d{1,10})-(\d{1,10})\.(mp4|webm)$/.exec(file);
    const segment = match
      ? await this.dataSource.getRepository(SignageSegment).findOneBy({ id: Number(match[1]) })
      : null;
    const key = segment?.content?.videoKey;
    if (!segment || !key || segment.content.videoVersion !== Number(match![2])) {
      throw ApiError.notFound('Das Video wurde nicht gefunden.');
    }
    const body = await this.storage.get(key);
    if (!body) throw ApiError.notFound('Das Video wurde nicht gefunden.');
    await sendFile(
      request,
      reply,
      {
        etag: etagOf(body),
        mimeType: segment.content.videoType ?? 'video/mp4',
        read: async () => body,
      },
      { 'cache-control': IMMUTABLE, 'accept-ranges': 'none' },
    );
  }

  async storeScreenshot(device: SignageDevice, image: string): Promise<Date> {
    const { buffer } = parseDataUrl(image, 'image', 'Bildschirmfoto', MAX_SCREENSHOT_BYTES);
    const type = imageTypeOf(buffer);
    if (!type) {
      throw ApiError.validation([
        { field: 'image', message: 'Das Bildschirmfoto muss ein PNG- oder JPEG-Bild sein.' },
      ]);
    }
    const key = `signage/screenshots/${device.id}.${type === 'image/png' ? 'png' : 'jpg'}`;
    await this.storage.put(key, buffer);
    const at = new Date();
    await this.dataSource
      .getRepository(SignageDevice)
      .update({ id: device.id }, { screenshotKey: key, screenshotAt: at });
    return at;
  }

  async sendScreenshot(device: SignageDevice, request: FastifyRequest, reply: FastifyReply) {
    const body = device.screenshotKey ? await this.storage.get(device.screenshotKey) : null;
    if (!body) throw ApiError.notFound('Von diesem TV gibt es noch kein Bildschirmfoto.');
    await sendFile(
      request,
      reply,
      {
        etag: etagOf(body),
        mimeType: device.screenshotKey!.endsWith('.png') ? 'image/png' : 'image/jpeg',
        read: async () => body,
      },
      { 'cache-control': 'no-cache' },
    );
  }
}
