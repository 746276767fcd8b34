import { Injectable } from '@nestjs/common';
import { DEFAULT_TIME_ZONE, templateImageUrl, toLocal } from '@bestellwerk/domain';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DataSource, In } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { Image } from '../media';
import { CacheInvalidation, PublicReadCache, ReadyBytes } from '../public-cache';
import { Branch } from '../organisation';
import { HeartbeatDto } from './dto/player.dto';
import { SignageDevice } from './entities/signage-device.entity';
import { SignageScene } from './entities/signage-scene.entity';
import { SignageSegment } from './entities/signage-segment.entity';
import { SignageStream } from './entities/signage-stream.entity';
import { hashToken } from './signage-commands.service';
import { presentCommand, presentScene, presentSegment, presentStream } from './signage.presenter';

export const PLAYER_MESSAGES = {
  notPaired: 'Dieser TV ist nicht gekoppelt.',
  noScene: 'Diesem TV ist noch keine Szene zugewiesen.',
  sceneNotFound: 'Die Szene wurde nicht gefunden.',
} as const;

/** GET /api/signage/scenes/{path}/schedule, as a raw request's URL names it. */
const PUBLIC_SCHEDULE = /^\/api\/signage\/scenes\/([^/?]+)\/schedule(?:\?|$)/;

/** The player's header with the token it got when it asked for a pairing code. */
export const TOKEN_HEADER = 'x-signage-token';

/**
 * What the player reads and reports: the schedule of a scene (everything needed to play
 * it offline, dayparts evaluated by the player with libs/domain), the device behind a
 * token, heartbeats and screenshots.
 */
@Injectable()
export class SignagePlayerService {
  /**
   * The schedules as ready bytes, per public scene and per TV (its token, and the scene a
   * show-scene asks for): built once and kept until a scene, stream, segment or TV changes
   * (not its heartbeat), or the catalogue (pictures, a branch's time zone), in any process;
   * the players hear of such a change on their event stream and ask again. A schedule with
   * an order board (today's ticket numbers, live) is built for each request.
   */
  private readonly schedules: PublicReadCache;

  constructor(
    private readonly dataSource: DataSource,
    invalidation: CacheInvalidation,
  ) {
    this.schedules = new PublicReadCache(invalidation, Date.now, ['signage', 'catalog']);
  }

  /** A public scene's schedule (GET /api/signage/scenes/{path}/schedule) as ready bytes. */
  publicScheduleBytes(path: string): Promise<ReadyBytes> {
    return this.schedules.get(`scene ${path}`, async () =>
      kept(await this.schedule(await this.publicScene(path), null)),
    );
  }

  /**
   * The kept bytes of a public scene's schedule for a raw request, if they are current: the
   * server's door answers them before routing (registerPublicReads), as it does the start
   * data; anything else goes on to the route.
   */
  peekPublicSchedule(request: IncomingMessage): ReadyBytes | undefined {
    if (request.method !== 'GET' || !request.url) return undefined;
    const match = PUBLIC_SCHEDULE.exec(request.url);
    if (!match) return undefined;
    try {
      return this.schedules.peek(`scene ${decodeURIComponent(match[1])}`);
    } catch {
      return undefined; // A malformed escape: the route answers it.
    }
  }

  /** A paired TV's schedule, of its own scene or of another one of its branch (show-scene). */
  async deviceScheduleBytes(
    token: string | string[] | undefined,
    sceneId?: number,
  ): Promise<ReadyBytes> {
    checkToken(token);
    return this.schedules.get(`tv ${hashToken(token)} ${sceneId ?? ''}`, async () => {
      const device = await this.deviceByToken(token);
      return kept(await this.schedule(await this.sceneForDevice(device, sceneId), device));
    });
  }

  /** The paired device behind a player token; 401 in German otherwise. */
  async deviceByToken(token: string | string[] | undefined): Promise<SignageDevice> {
    checkToken(token);
    const device = await this.dataSource
      .getRepository(SignageDevice)
      .findOne({ where: { tokenHash: hashToken(token) } });
    if (!device) throw ApiError.unauthorized(PLAYER_MESSAGES.notPaired);
    return device;
  }

  async publicScene(path: string): Promise<SignageScene> {
    const scene = await this.dataSource
      .getRepository(SignageScene)
      .findOne({ where: { path, isPublic: true } });
    if (!scene) throw ApiError.notFound(PLAYER_MESSAGES.sceneNotFound);
    return scene;
  }

  /** A scene a device may show: its own branch's or the chain's. */
  async sceneForDevice(device: SignageDevice, sceneId?: number): Promise<SignageScene> {
    if (sceneId === undefined) {
      if (!device.scene) throw ApiError.conflict(PLAYER_MESSAGES.noScene);
      return device.scene;
    }
    const scene = await this.dataSource.getRepository(SignageScene).findOneBy({ id: sceneId });
    if (!scene || (scene.branch && scene.branch.id !== device.branch.id)) {
      throw ApiError.notFound(PLAYER_MESSAGES.sceneNotFound);
    }
    return scene;
  }

  async schedule(scene: SignageScene, device: SignageDevice | null) {
    const streamIds = [...new Set((scene.zones ?? []).flatMap((zone) => zone.streamIds))];
    const streams = streamIds.length
      ? await this.dataSource.getRepository(SignageStream).findBy({ id: In(streamIds) })
      : [];
    const segmentIds = new Set(streams.flatMap((stream) => stream.segmentIds ?? []));
    const running = device ? presentCommand(device) : null;
    const command = running && running.state === 'delivered' ? running : null;
    if (command?.segmentId) segmentIds.add(command.segmentId);
    const segments = segmentIds.size
      ? await this.dataSource.getRepository(SignageSegment).findBy({ id: In([...segmentIds]) })
      : [];
    const imageIds = segments.flatMap((segment) =>
      segment.type === 'image' && segment.content?.imageId ? [segment.content.imageId] : [],
    );
    const images = imageIds.length
      ? await this.dataSource.getRepository(Image).findBy({ id: In(imageIds) })
      : [];
    const imageUrl = (id?: number | null) => {
      const image = images.find((candidate) => candidate.id === id);
      return image ? `/image/large/${image.id}-${image.version}.${image.extension}` : null;
    };
    const timeZone = await this.zoneOf(scene.branch?.id ?? device?.branch.id ?? null);
    const boardBranches = [
      ...new Set(
        segments.flatMap((segment) =>
          segment.type === 'order-board' && segment.content?.branchId
            ? [segment.content.branchId]
            : [],
        ),
      ),
    ];
    const orderBoards = await Promise.all(boardBranches.map((id) => this.orderBoard(id)));
    const body = {
      scene: presentScene(scene),
      streams: streams.map(presentStream).sort((a, b) => a.id - b.id),
      segments: segments
        .map((segment) => ({
          ...presentSegment(segment),
          imageUrl:
            segment.type === 'image' && segment.content?.template
              ? templateImageUrl(segment.content.template, 'large')
              : imageUrl(segment.content?.imageId),
        }))
        .sort((a, b) => a.id - b.id),
      orderBoards,
      timeZone,
      device: device
        ? {
            id: device.id,
            name: device.name,
            identifier: device.identifier,
            pairingCode: device.pairingCode,
          }
        : null,
      command,
    };
    const version = createHash('sha1').update(JSON.stringify(body)).digest('base64url');
    return { ...body, generatedAt: new Date().toISOString(), version };
  }

  /** The pickup display's data for a branch: today's ticket numbers, nothing personal. */
  async orderBoard(branchId: number) {
    const timeZone = await this.zoneOf(branchId);
    const rows = await this.dataSource
      .getRepository('Order')
      .createQueryBuilder('o')
      .select(['o.ticketNumber AS ticketNumber', 'o.status AS status'])
      .where('o.branchId = :branchId', { branchId })
      .andWhere('o.ticketDate = :today', { today: toLocal(new Date(), timeZone).date })
      .andWhere('o.status IN (:...statuses)', { statuses: ['confirmed', 'in-delivery'] })
      .orderBy('o.ticketNumber', 'ASC')
      .getRawMany<{ ticketNumber: number | string; status: string }>();
    return {
      branchId,
      preparing: rows
        .filter((row) => row.status === 'confirmed')
        .map((row) => Number(row.ticketNumber)),
      ready: rows
        .filter((row) => row.status === 'in-delivery')
        .map((row) => Number(row.ticketNumber)),
    };
  }

  async heartbeat(device: SignageDevice, body: HeartbeatDto) {
    const at = new Date();
    const wasOnline =
      device.lastHeartbeatAt !== null &&
      at.getTime() - new Date(device.lastHeartbeatAt).getTime() < 90_000;
    await this.dataSource.getRepository(SignageDevice).update(
      { id: device.id },
      {
        lastHeartbeatAt: at,
        nowPlaying: body.nowPlaying ?? null,
        appVersion: body.appVersion ?? device.appVersion,
        screenWidth: body.screenWidth ?? device.screenWidth,
        screenHeight: body.screenHeight ?? device.screenHeight,
      },
    );
    return { at, wasOnline };
  }

  private async zoneOf(branchId: number | null): Promise<string> {
    if (!branchId) return DEFAULT_TIME_ZONE;
    const branch = await this.dataSource.getRepository(Branch).findOne({
      where: { id: branchId },
      select: { id: true, timezone: true },
      loadEagerRelations: false,
    });
    return branch?.timezone || DEFAULT_TIME_ZONE;
  }
}

/** A token of the right shape, else the German 401 (before anything is looked up). */
function checkToken(token: string | string[] | undefined): asserts token is string {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) {
    throw ApiError.unauthorized(PLAYER_MESSAGES.notPaired);
  }
}

/** A schedule to keep: until the next change, unless it shows a live order board. */
function kept(schedule: { orderBoards: unknown[] }) {
  return {
    data: schedule,
    validUntil: schedule.orderBoards.length ? new Date(0) : null,
  };
}
