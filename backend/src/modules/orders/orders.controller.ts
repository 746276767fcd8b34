import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiHeader, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { Page, RawResponse } from '../../common/http/envelope.interceptor';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { CreateOrderDto } from './dto/create-order.dto';
import {
  CounterAppointmentDto,
  EditOrderDto,
  OrderQueryDto,
  PeriodQueryDto,
  PaymentStatusDto,
  QuestionnaireDto,
  StatusActionDto,
  UpdateOrderItemDto,
} from './dto/order-actions.dto';
import { OrderSubmitService } from './order-submit.service';
import { presentFrontdeskOrder, presentPublicOrder, presentStaffOrder } from './order.presenter';
import { ORDER_ACTIONS, isOrderAction } from './order-state-machine';
import { OrderQueriesService } from './order-queries.service';
import { OrdersService } from './orders.service';
import { OrderOutputService } from './order-output.service';
import { LiveEvents, streamEvents } from '../live-events';
import {
  ApiDataResponse,
  DeletedResponse,
  ApiEventStreamResponse,
  ApiPageResponse,
  ApiTextResponse,
} from '../../common/http/api-response';
import {
  FrontdeskOrderResponse,
  FullSlotsResponse,
  OrderEventResponse,
  PrintJobsResponse,
  PublicOrderResponse,
  QueuedMessagesResponse,
  StaffOrderResponse,
} from './dto/order.response';

const UNKNOWN_ACTION = `Unbekannte Aktion. Erlaubt sind: ${ORDER_ACTIONS.join(', ')}.`;

function parseIndex(value: string): number {
  if (!/^\d{1,4}$/.test(value)) throw ApiError.notFound('Die Position wurde nicht gefunden.');
  return Number(value);
}

/** backoffice-api.md §7 Orders and storefront.md §7 (create, public order, questionnaire). */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly submitter: OrderSubmitService,
    private readonly orders: OrdersService,
    private readonly output: OrderOutputService,
    private readonly queries: OrderQueriesService,
    private readonly live: LiveEvents,
  ) {}

  /** The checkout: 201 with the new order, 200 with the earlier one for a repeated key. */
  @Post()
  @Access('public')
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiDataResponse(PublicOrderResponse, { status: 201, description: 'Die neue Bestellung' })
  @ApiDataResponse(PublicOrderResponse, {
    description: 'Die schon angelegte Bestellung (derselbe Idempotency-Key)',
  })
  async create(
    @Body() body: CreateOrderDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Ctx() ctx: RequestContext,
  ) {
    const { order, created } = await this.submitter.submit(body, key, ctx.ip);
    reply.status(created ? 201 : 200);
    return presentPublicOrder(order);
  }

  @Get()
  @ApiPageResponse(StaffOrderResponse)
  @Access({ role: 'employee', branchScoped: true })
  async history(@Query() query: OrderQueryDto, @Ctx() ctx: RequestContext) {
    const page = await this.queries.history(query, ctx);
    return new Page(page.items.map(presentStaffOrder), page.meta);
  }

  @Get('current')
  @ApiDataResponse([StaffOrderResponse])
  @Access({ role: 'employee', branchScoped: true })
  async current(@Query() query: OrderQueryDto, @Ctx() ctx: RequestContext) {
    return (await this.queries.current(ctx, query.branch)).map(presentStaffOrder);
  }

  @Get('missed')
  @ApiDataResponse([StaffOrderResponse])
  @Access({ role: 'employee', branchScoped: true })
  async missed(@Query() query: OrderQueryDto, @Ctx() ctx: RequestContext) {
    return (await this.queries.missed(ctx, query.branch)).map(presentStaffOrder);
  }

  @Get('frontdesk/:branchId/:apiKey')
  @ApiDataResponse([FrontdeskOrderResponse])
  @Access('apiKey')
  async frontdesk(
    @Param('branchId', ParseIdPipe) branchId: number,
    @Param('apiKey') apiKey: string,
  ) {
    return (await this.queries.feed(branchId, apiKey, 'frontdesk')).map(presentFrontdeskOrder);
  }

  @Get('backoffice/:branchId/:apiKey')
  @ApiDataResponse([StaffOrderResponse])
  @Access('apiKey')
  async backoffice(
    @Param('branchId', ParseIdPipe) branchId: number,
    @Param('apiKey') apiKey: string,
  ) {
    return (await this.queries.feed(branchId, apiKey, 'backoffice')).map(presentStaffOrder);
  }

  /** The storefront leaves these slots out of the time picker (kitchen capacity). */
  @Get('full-slots/:branchId')
  @ApiDataResponse(FullSlotsResponse)
  @Access('public')
  fullSlots(@Param('branchId', ParseIdPipe) branchId: number, @Query() query: PeriodQueryDto) {
    return this.queries.fullSlots(branchId, query.from, query.to);
  }

  @Get('public/:uid/:hash')
  @ApiDataResponse(PublicOrderResponse)
  @Access('public')
  async publicOrder(@Param('uid') uid: string, @Param('hash') hash: string) {
    return presentPublicOrder(await this.queries.findPublic(uid, hash));
  }

  /**
   * The status page's live stream: an event whenever this order changes (status, payment,
   * counter appointment); the page then reloads the order. Nothing else is in it.
   */
  @Get('public/:uid/:hash/events')
  @Access('public')
  @RawResponse()
  @ApiProduces('text/event-stream')
  @ApiEventStreamResponse(OrderEventResponse)
  async publicEvents(
    @Param('uid') uid: string,
    @Param('hash') hash: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const order = await this.queries.findPublic(uid, hash);
    const events = this.live.stream({ branchIds: [order.branch.id], orderId: order.id });
    streamEvents(request, reply, events, (event) => ({
      id: event.id,
      type: event.type,
      at: event.at,
    }));
  }

  @Post('public/:uid/:hash/confirm-counter-appointment')
  @ApiDataResponse(PublicOrderResponse)
  @Access('public')
  @HttpCode(200)
  async confirmCounter(
    @Param('uid') uid: string,
    @Param('hash') hash: string,
    @Ctx() ctx: RequestContext,
  ) {
    return presentPublicOrder(await this.orders.confirmCounterAppointment(uid, hash, ctx));
  }

  @Post('public/:uid/:hash/reject-counter-appointment')
  @ApiDataResponse(PublicOrderResponse)
  @Access('public')
  @HttpCode(200)
  async rejectCounter(
    @Param('uid') uid: string,
    @Param('hash') hash: string,
    @Ctx() ctx: RequestContext,
  ) {
    return presentPublicOrder(await this.orders.rejectCounterAppointment(uid, hash, ctx));
  }

  @Post('public/:uid/:hash/questionnaire')
  @ApiDataResponse(PublicOrderResponse)
  @Access('public')
  @HttpCode(200)
  async questionnaire(
    @Param('uid') uid: string,
    @Param('hash') hash: string,
    @Body() body: QuestionnaireDto,
    @Ctx() ctx: RequestContext,
  ) {
    return presentPublicOrder(await this.orders.questionnaire(uid, hash, body, ctx));
  }

  @Get(':id')
  @ApiDataResponse(StaffOrderResponse)
  @Access({ role: 'employee', branchScoped: true })
  async one(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return presentStaffOrder(await this.queries.findForStaff(id, ctx));
  }

  /** Appointment, comment and (counter payments) paid, while the order is not final. */
  @Put(':id')
  @ApiDataResponse(StaffOrderResponse)
  @Access({ role: 'employee', branchScoped: true })
  async edit(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: EditOrderDto,
    @Ctx() ctx: RequestContext,
  ) {
    return presentStaffOrder(await this.orders.edit(id, body, ctx));
  }

  /** Only a rejected or cancelled order; admins only (a record of the shop goes away). */
  @Delete(':id')
  @ApiDataResponse(DeletedResponse)
  @Access({ role: 'admin' })
  async remove(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    await this.orders.remove(id, ctx);
    return { id };
  }

  @Post(':id/status/:action')
  @ApiDataResponse(StaffOrderResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  async status(
    @Param('id', ParseIdPipe) id: number,
    @Param('action') action: string,
    @Body() body: StatusActionDto,
    @Ctx() ctx: RequestContext,
  ) {
    if (!isOrderAction(action)) throw ApiError.notFound(UNKNOWN_ACTION);
    return presentStaffOrder(await this.orders.changeStatus(id, action, body, ctx));
  }

  @Post(':id/counter-appointment')
  @ApiDataResponse(StaffOrderResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  async counterAppointment(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CounterAppointmentDto,
    @Ctx() ctx: RequestContext,
  ) {
    return presentStaffOrder(await this.orders.proposeCounterAppointment(id, body, ctx));
  }

  @Put(':id/items/:index')
  @ApiDataResponse(StaffOrderResponse)
  @Access({ role: 'employee', branchScoped: true })
  async updateItem(
    @Param('id', ParseIdPipe) id: number,
    @Param('index') index: string,
    @Body() body: UpdateOrderItemDto,
    @Ctx() ctx: RequestContext,
  ) {
    return presentStaffOrder(await this.orders.updateItem(id, parseIndex(index), body, ctx));
  }

  @Get(':id/receipt')
  @Access({ role: 'employee', branchScoped: true })
  @RawResponse()
  @ApiProduces('text/html')
  @ApiTextResponse('text/html', { description: 'Der Beleg als HTML-Seite zum Drucken' })
  async receipt(
    @Param('id', ParseIdPipe) id: number,
    @Ctx() ctx: RequestContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const html = await this.output.receiptHtml(id, ctx);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    reply.send(html);
  }

  @Post(':id/print')
  @ApiDataResponse(PrintJobsResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  print(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.output.print(id, ctx);
  }

  @Post(':id/update-payment-status')
  @ApiDataResponse(StaffOrderResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  async updatePaymentStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: PaymentStatusDto,
    @Ctx() ctx: RequestContext,
  ) {
    return presentStaffOrder(await this.orders.updatePaymentStatus(id, body, ctx));
  }

  @Post(':id/resend-new-order-email')
  @ApiDataResponse(QueuedMessagesResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  resendEmail(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.output.resend(id, 'email', ctx);
  }

  @Post(':id/resend-new-order-sms')
  @ApiDataResponse(QueuedMessagesResponse)
  @Access({ role: 'employee', branchScoped: true })
  @HttpCode(200)
  resendSms(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.output.resend(id, 'sms', ctx);
  }
}
