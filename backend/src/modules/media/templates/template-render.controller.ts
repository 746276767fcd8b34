import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../../common/auth/access';
import { ApiError } from '../../../common/http/api-error';
import { RawResponse } from '../../../common/http/envelope.interceptor';
import { ParseIdPipe } from '../../../common/crud/parse-id.pipe';
import { sendFile } from '../send-file';
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
 */
@ApiExcludeController()
@Controller('image-template')
export class TemplateRenderController {
  constructor(private readonly renderer: TemplateRenderer) {}

  @Get(':id/:file')
  @Access('public')
  @RawResponse()
  async render(
    @Param('id', ParseIdPipe) id: number,
    @Param('file') file: string,
    @Query('product') product: string | undefined,
    @Query('category') category: string | undefined,
    @Query('size') size: string | undefined,
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
    const template = await this.renderer.template(id);
    const binding = await this.renderer.bind(ids);
    const key = await this.renderer.renderKey(template, binding, sized, format);
    await sendFile(
      request,
      reply,
      {
        etag: `"${key.replace(/^.*\//, '')}"`,
        mimeType: RENDER_FORMATS[format],
        read: () => this.renderer.render(template, binding, sized, format),
      },
      { 'cache-control': 'public, max-age=60, must-revalidate' },
    );
  }
}
