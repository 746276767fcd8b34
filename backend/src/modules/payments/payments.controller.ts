import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { SkipCsrf } from '../../common/auth/actor';
import { ApiError } from '../../common/http/api-error';
import { RawResponse } from '../../common/http/envelope.interceptor';
import { PaymentsService } from './payments.service';
import { verifyDatatransSignature } from './providers/datatrans.provider';

/**
 * What Mollie and Datatrans call, and where the customer's browser comes back to. Public
 * by nature: the webhooks carry no session, and their content is never trusted on its own.
 */
@ApiExcludeController()
@Controller('payments')
@Access('public')
@SkipCsrf()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** Mollie posts only `id=tr_…`; the payment is fetched from Mollie. */
  @Post('mollie/webhook')
  @HttpCode(200)
  @RawResponse()
  async mollieWebhook(@Body() body: Record<string, unknown> | undefined) {
    const id = typeof body?.id === 'string' ? body.id : '';
    // Unknown ids get a 200 as well (Mollie's advice): a caller learns nothing by probing.
    if (/^tr_\w+$/.test(id)) await this.payments.syncByReference('mollie', id);
    return '';
  }

  @Post('datatrans/webhook')
  @HttpCode(200)
  @RawResponse()
  async datatransWebhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('datatrans-signature') signature: string | undefined,
  ) {
    const raw = request.rawBody?.toString('utf8') ?? '';
    if (!verifyDatatransSignature(signature, raw, this.payments.datatrans.hmacKey)) {
      throw ApiError.unauthorized('Die Signatur der Zahlungsmeldung ist ungültig.');
    }
    const body = request.body as { transactionId?: unknown } | undefined;
    if (typeof body?.transactionId === 'string') {
      await this.payments.syncByReference('datatrans', body.transactionId);
    }
    return '';
  }

  @Get(':method/return/:token')
  @RawResponse()
  async return(
    @Param('method') method: string,
    @Param('token') token: string,
    @Res() reply: FastifyReply,
  ) {
    if (method !== 'mollie' && method !== 'datatrans') {
      throw ApiError.notFound('Die Zahlungsart wurde nicht gefunden.');
    }
    // Datatrans adds ?status=…; it is ignored: the provider is asked, a URL can be typed by anyone.
    const target = await this.payments.returnTarget(method, token);
    reply.status(303).header('location', target).send();
  }
}
