import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { filter } from 'rxjs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext, canAccessBranch } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { RawResponse } from '../../common/http/envelope.interceptor';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiKeysService, INVALID_API_KEY_MESSAGE } from '../organisation';
import { SettingsService } from '../settings';
import { LiveEvent, LiveEvents } from './live-event';
import { LiveEventsQueryDto } from './live-events-query.dto';
import { streamEvents } from './sse';
import { ApiEventStreamResponse } from '../../common/http/api-response';
import { LiveEventResponse } from './live-event.response';

/**
 * What a screen opened by a branch's API key (pickup display, kitchen board) hears: which
 * order and ticket changed and its status, never who ordered.
 */
function presentForKeyScreen(event: LiveEvent) {
  return {
    id: event.id,
    type: event.type,
    branchId: event.branchId,
    orderId: event.orderId,
    at: event.at,
    data: { status: event.data?.status, ticketNumber: event.data?.ticketNumber },
  };
}

/**
 * What the storefront hears (GET /api/events/shop): a branch's busy mode as the customer
 * may know it — the `public` part its publisher put in (presentPublicBusy) — and nothing
 * else: no order, no person, no limit or automatic reason.
 */
function presentForShop(event: LiveEvent) {
  return {
    id: event.id,
    type: event.type,
    branchId: event.branchId,
    at: event.at,
    data: event.data?.public,
  };
}

/** The event types the storefront's channel carries. */
const SHOP_EVENT_TYPES: ReadonlySet<LiveEvent['type']> = new Set(['branch.busy']);

@ApiTags('live-events')
@Controller('events')
export class LiveEventsController {
  constructor(
    private readonly live: LiveEvents,
    private readonly apiKeys: ApiKeysService,
    private readonly settings: SettingsService,
  ) {}

  /** The back office's live stream: admins hear every branch, employees their own. */
  @Get()
  @Access({ role: 'employee', branchScoped: true })
  @RawResponse()
  @ApiProduces('text/event-stream')
  @ApiEventStreamResponse(LiveEventResponse)
  staff(
    @Ctx() ctx: RequestContext,
    @Query() query: LiveEventsQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    const actor = ctx.actor!;
    let branchIds: number[] | null = actor.branchIds === 'all' ? null : actor.branchIds;
    if (query.branch !== undefined) {
      if (!canAccessBranch(actor, query.branch)) {
        throw ApiError.forbidden('Sie haben keinen Zugriff auf diese Filiale.');
      }
      branchIds = [query.branch];
    }
    streamEvents(request, reply, this.live.stream({ branchIds }));
  }

  /**
   * The storefront's live channel, open to anyone: busy mode switched on the board shows on
   * the branch card, page and checkout at once, without a reload.
   */
  @Get('shop')
  @Access('public')
  @RawResponse()
  @ApiProduces('text/event-stream')
  @ApiEventStreamResponse(LiveEventResponse)
  shop(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const events = this.live
      .stream({ branchIds: null })
      .pipe(filter((event) => SHOP_EVENT_TYPES.has(event.type) && !!event.data?.public));
    streamEvents(request, reply, events, presentForShop);
  }

  /** The front-desk ticket display of a branch, authenticated by the branch's API key. */
  @Get('frontdesk/:branchId/:apiKey')
  @Access('apiKey')
  @RawResponse()
  @ApiProduces('text/event-stream')
  @ApiEventStreamResponse(LiveEventResponse)
  async frontdesk(
    @Param('branchId', ParseIdPipe) branchId: number,
    @Param('apiKey') apiKey: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.settings.assertFrontdeskEnabled();
    await this.streamByKey(branchId, apiKey, request, reply);
  }

  /**
   * The kitchen screen of a branch (/backend#/screen/{branchId}/{apiKey}), authenticated by
   * the branch's API key: it hears which order changed and loads its board again at once.
   */
  @Get('backoffice/:branchId/:apiKey')
  @Access('apiKey')
  @RawResponse()
  @ApiProduces('text/event-stream')
  @ApiEventStreamResponse(LiveEventResponse)
  async backoffice(
    @Param('branchId', ParseIdPipe) branchId: number,
    @Param('apiKey') apiKey: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.streamByKey(branchId, apiKey, request, reply);
  }

  /** A branch's events for a screen that holds the branch's API key instead of a login. */
  private async streamByKey(
    branchId: number,
    apiKey: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    if (!(await this.apiKeys.verify(branchId, apiKey))) {
      throw ApiError.forbidden(INVALID_API_KEY_MESSAGE);
    }
    streamEvents(request, reply, this.live.stream({ branchIds: [branchId] }), presentForKeyScreen);
  }
}
