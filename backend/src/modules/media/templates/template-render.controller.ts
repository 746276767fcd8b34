import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../../common/auth/access';
import { Ctx, RequestContext } from '../../../common/auth/actor';
import { ApiError } from '../../../common/http/api-error';
import { RawResponse } from '../../../common/http/envelope.interceptor';
import { ParseIdPipe } from '../../../common/crud/parse-id.pipe';
import { sendFile } from '../send-file';
import { TemplateRenderService, etagOf } from './template-render.service';
import { RenderDoor, renderDoorKey } from './render-door';
import {
  RENDER_FORMATS,
  parseBindingId,
  RenderFormat,
  TemplateRenderer,
  parseRenderSize,
} from './template-renderer.service';

/**
 * GET /api/image-template/{id}/render.{png|webp|jpg}?product=…|category=…&size=…: a template
 * rendered for a product or a category, for signage segments and CMS blocks that use it as a picture. Public like
 * every picture of the shop; the URL names no version, so caches revalidate by ETag.
 * Drawn off the API's thread in the render pool, limited per address (German 429 with
 * Retry-After); while a render is under way longer than a request waits, the last good
 * render answers, or 503 with Retry-After.
 */
@ApiExcludeController()
@Controller('image-template')
export class TemplateRenderController {
  constructor(
    private readonly renderer: TemplateRenderer,
    private readonly renders: TemplateRenderService,
    private readonly door: RenderDoor,
  ) {}

  @Get(':id/:file')
  @Access('public')
  @RawResponse()
  async render(
    @Param('id', ParseIdPipe) id: number,
    @Param('file') file: string,
    @Query('product') product: string | undefined,
    @Query('category') category: string | undefined,
    @Query('size') size: string | undefined,
    @Ctx() ctx: RequestContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const format = /^render\.(png|webp|jpg)$/.exec(file)?.[1] as RenderFormat | undefined;
    if (!format)
      throw ApiError.notFound(
        'Eine Vorlage wird als render.png, render.webp oder render.jpg ausgeliefert.',
      );
    const ids = {
      product: parseBindingId(product, 'product'),
      category: parseBindingId(category, 'category'),
    };
    const sized = parseRenderSize(size);
    // Before the reads: a change meanwhile keeps this render off the door.
    const generation = this.door.generation();
    const template = await this.renderer.template(id);
    const binding = await this.renderer.bindFor(template, ids);
    const key = await this.renderer.renderKey(template, binding, sized, format);
    // A client holding the current version gets its 304 without a storage read or a render.
    const current = etagOf(key);
    const held = request.headers['if-none-match']
      ?.split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === current);
    const served = held
      ? null
      : await this.renders.serve(key, {
          template,
          binding,
          size: sized,
          format,
          ip: ctx.ip,
          limited: !ctx.actor,
        });
    if (served && served.state !== 'stale') {
      void this.door
        .keep(renderDoorKey(id, file, { product, category, size }), generation, served.body, {
          contentType: RENDER_FORMATS[format],
          etag: served.etag,
        })
        .catch(() => undefined);
    }
    await sendFile(
      request,
      reply,
      {
        etag: served?.etag ?? current,
        mimeType: RENDER_FORMATS[format],
        // Not called for a 304 (sendFile answers those before reading).
        read: async () => served!.body,
      },
      served?.state === 'stale'
        ? { 'cache-control': 'no-store', 'x-render-state': 'stale' }
        : { 'cache-control': 'public, max-age=60, must-revalidate' },
    );
  }
}
