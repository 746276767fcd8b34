import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable, filter, fromEventPattern, map, merge, of } from 'rxjs';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiError } from '../../common/http/api-error';
import {
  ApiDataResponse,
  ApiEventStreamResponse,
  ApiFileResponse,
} from '../../common/http/api-response';
import { RawResponse } from '../../common/http/envelope.interceptor';
import { AcceptsUpload } from '../../common/http/json-body';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { LiveEvent, LiveEvents, streamEvents } from '../live-events';
import { CacheInvalidation, CacheTopic, sendReadyBytes } from '../public-cache';
import { CommandAckDto, HeartbeatDto, ScreenshotDto } from './dto/player.dto';
import { HeartbeatResponse, PairingResponse, ScheduleResponse } from './dto/signage.response';
import { SignageDevice } from './entities/signage-device.entity';
import { SignageCommandsService } from './signage-commands.service';
import { SignageFilesService } from './signage-files.service';
import { SignagePlayerService, TOKEN_HEADER } from './signage-player.service';
import { presentCommand } from './signage.presenter';

const TOKEN = { name: TOKEN_HEADER, description: 'Das Geräte-Token des gekoppelten TVs' };
/** Pairing codes one address may ask for per hour (a TV needs one a day). */
export const PAIRINGS_PER_HOUR = 30;

/**
 * The player's side (no login): a TV asks for a pairing code and keeps the token that comes
 * with it; once paired in the back office, the token opens its schedule, heartbeat, command
 * answers, screenshot and event stream. A public scene is played by its path alone.
 * Access 'public' on every route: the token (or the scene's path and isPublic) is checked
 * by the service, as the API key is on the branch screens' routes.
 */
@ApiTags('signage-player')
@Controller('signage')
export class SignagePlayerController {
  constructor(
    private readonly player: SignagePlayerService,
    private readonly commands: SignageCommandsService,
    private readonly files: SignageFilesService,
    private readonly live: LiveEvents,
    private readonly invalidation: CacheInvalidation,
    private readonly kv: KeyValueStore,
  ) {}

  @Post('pairings')
  @Access('public')
  @HttpCode(201)
  @ApiDataResponse(PairingResponse, { status: 201 })
  async newPairing(@Ctx() ctx: RequestContext) {
    const count = await this.kv.increment(`signage:pairing-rate:${ctx.ip}`, 3600);
    if (count > PAIRINGS_PER_HOUR) {
      throw ApiError.tooManyRequests('Zu viele Kopplungsanfragen. Bitte später erneut versuchen.');
    }
    return this.commands.newPairing();
  }

  /** Whether the code still waits for its pairing (else the TV asks for a new one). */
  @Get('pairings/:code')
  @Access('public')
  @ApiDataResponse({
    type: 'object',
    properties: { waiting: { type: 'boolean' } },
    required: ['waiting'],
  })
  async pairing(@Param('code') code: string) {
    return { waiting: await this.commands.isWaiting(code) };
  }

  @Get('scenes/:path/schedule')
  @Access('public')
  @RawResponse()
  @ApiDataResponse(ScheduleResponse)
  async publicSchedule(
    @Param('path') path: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return sendReadyBytes(request, reply, await this.player.publicScheduleBytes(path));
  }

  @Get('scenes/:path/events')
  @Access('public')
  @RawResponse()
  @ApiProduces('text/event-stream')
  @ApiEventStreamResponse(null)
  async publicEvents(
    @Param('path') path: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const scene = await this.player.publicScene(path);
    streamEvents(request, reply, this.changes(scene.branch?.id ?? null, null), presentForPlayer);
  }

  @Get('player/schedule')
  @Access('public')
  @ApiHeader(TOKEN)
  @ApiDataResponse(ScheduleResponse)
  @RawResponse()
  async schedule(
    @Headers(TOKEN_HEADER) token: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return sendReadyBytes(request, reply, await this.player.deviceScheduleBytes(token));
  }

  /** show-scene: the other scene's schedule, for a paired TV of the scene's branch. */
  @Get('player/scenes/:id/schedule')
  @Access('public')
  @ApiHeader(TOKEN)
  @ApiDataResponse(ScheduleResponse)
  @RawResponse()
  async sceneSchedule(
    @Headers(TOKEN_HEADER) token: string,
    @Param('id', ParseIdPipe) id: number,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return sendReadyBytes(request, reply, await this.player.deviceScheduleBytes(token, id));
  }

  @Post('player/heartbeat')
  @Access('public')
  @ApiHeader(TOKEN)
  @HttpCode(200)
  @ApiDataResponse(HeartbeatResponse)
  async heartbeat(@Headers(TOKEN_HEADER) token: string, @Body() body: HeartbeatDto) {
    const device = await this.player.deviceByToken(token);
    const { at, wasOnline } = await this.player.heartbeat(device, body);
    if (!wasOnline || JSON.stringify(device.nowPlaying) !== JSON.stringify(body.nowPlaying ?? null))
      await this.commands.announce(device);
    return { at: at.toISOString(), command: presentCommand(device) };
  }

  @Post('player/commands/:commandId/ack')
  @Access('public')
  @ApiHeader(TOKEN)
  @HttpCode(200)
  @ApiDataResponse(HeartbeatResponse)
  async acknowledge(
    @Headers(TOKEN_HEADER) token: string,
    @Param('commandId') commandId: string,
    @Body() body: CommandAckDto,
  ) {
    const device = await this.player.deviceByToken(token);
    const result = await this.commands.acknowledge(device, commandId, body.state, body.message);
    return { at: new Date().toISOString(), ...result };
  }

  @Post('player/screenshot')
  @Access('public')
  @ApiHeader(TOKEN)
  @AcceptsUpload()
  @HttpCode(200)
  @ApiDataResponse(HeartbeatResponse)
  async screenshot(@Headers(TOKEN_HEADER) token: string, @Body() body: ScreenshotDto) {
    const device = await this.player.deviceByToken(token);
    await this.files.storeScreenshot(device, body.image);
    const result =
      device.command === 'screenshot' && device.commandId
        ? await this.commands.acknowledge(device, device.commandId, 'done')
        : { command: presentCommand(device) };
    await this.commands.announce(device);
    return { at: new Date().toISOString(), ...result };
  }

  /**
   * The TV's own stream: its commands and their aborts, and a note whenever what it shows
   * may have changed (signage content, the catalogue, the branch's orders). A command
   * issued while the stream was down comes first on connecting, unless it has expired.
   */
  @Get('player/events')
  @Access('public')
  @ApiHeader(TOKEN)
  @RawResponse()
  @ApiProduces('text/event-stream')
  @ApiEventStreamResponse(null)
  async events(
    @Headers(TOKEN_HEADER) token: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const device = await this.player.deviceByToken(token);
    const pending = presentCommand(device);
    const replay: LiveEvent[] =
      pending && pending.state === 'pending'
        ? [
            {
              id: `replay-${pending.id}`,
              type: 'signage.command',
              branchId: device.branch.id,
              deviceId: device.id,
              at: new Date().toISOString(),
              data: { command: pending },
            },
          ]
        : [];
    streamEvents(
      request,
      reply,
      merge(of(...replay), this.changes(device.branch.id, device)),
      presentForPlayer,
    );
  }

  @Get('videos/:file')
  @Access('public')
  @RawResponse()
  @ApiFileResponse(['video/mp4', 'video/webm'])
  async video(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.files.sendVideo(file, request, reply);
  }

  private changes(branchId: number | null, device: SignageDevice | null): Observable<LiveEvent> {
    const branches = branchId ? [branchId, 0] : [0];
    const live = this.live.stream({ branchIds: branches }).pipe(
      filter((event) => {
        if (event.type === 'signage.command' || event.type === 'signage.command-aborted')
          return device !== null && event.deviceId === device.id;
        if (event.type === 'signage.changed') return true;
        return event.type.startsWith('order.') && event.branchId === branchId;
      }),
    );
    const catalog = fromEventPattern<readonly CacheTopic[]>(
      (handler) => this.invalidation.onInvalidate(handler),
      (_handler, unsubscribe: () => void) => unsubscribe(),
    ).pipe(
      // The schedules this process keeps were just dropped (SignagePlayerService): the
      // player hears it from the same change, so its next read cannot get the old one.
      filter((topics) => topics.includes('catalog') || topics.includes('signage')),
      map((topics): LiveEvent => ({
        id: `catalog-${Date.now()}`,
        type: 'signage.changed',
        branchId: branchId ?? 0,
        at: new Date().toISOString(),
        data: { entity: topics.includes('catalog') ? 'catalog' : 'signage' },
      })),
    );
    return merge(live, catalog);
  }
}

/** What a player hears: the kind of change and its command, never an order's details. */
function presentForPlayer(event: LiveEvent) {
  const isOrder = event.type.startsWith('order.');
  return {
    id: event.id,
    type: isOrder ? 'signage.changed' : event.type,
    branchId: event.branchId,
    at: event.at,
    data: isOrder ? { entity: 'orders' } : (event.data ?? {}),
  };
}
