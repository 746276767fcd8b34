import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import { fontVariantName } from '@bestellwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../../common/auth/access';
import { ApiError } from '../../../common/http/api-error';
import { ApiDataResponse } from '../../../common/http/api-response';
import { RawResponse } from '../../../common/http/envelope.interceptor';
import { IMMUTABLE, sendFile } from '../send-file';
import { writeReadyBytes } from '../../public-cache';
import { FontCatalogue } from './font-catalogue.service';
import { FontResponse } from './fonts.response';

/**
 * backoffice-api.md §7 fonts: the installed families, their @font-face CSS and the font
 * files, all from our own origin — the storefront never asks a font CDN.
 */
@ApiTags('fonts')
@Controller('fonts')
export class FontsController {
  constructor(private readonly fonts: FontCatalogue) {}

  @Get()
  @Access({ role: 'employee' })
  @ApiDataResponse([FontResponse])
  list(): FontResponse[] {
    return this.fonts.list().map((font) => ({
      id: font.id,
      family: font.family,
      category: font.category,
      variants: font.variants.map((variant) => {
        const name = fontVariantName(variant);
        return {
          variant: name,
          weight: variant.weight,
          style: variant.style,
          css: `/api/fonts/google/${font.id}/style-${name}.embed.css?v=${font.version}`,
        };
      }),
    }));
  }

  /** GET /api/fonts/google/{family}/style-{variant}.embed.css */
  @Get('google/:family/:file')
  @Access('public')
  @RawResponse()
  @ApiExcludeEndpoint()
  async embedCss(
    @Param('family') family: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const variant = /^style-(.+)\.embed\.css$/.exec(file)?.[1];
    if (!variant) throw ApiError.notFound('Die Schriftart wurde nicht gefunden.');
    const version = (request.query as { v?: unknown } | undefined)?.v;
    const ready = await this.fonts.cssBytes(family, variant, version);
    reply.hijack();
    writeReadyBytes(request.headers, reply.raw, ready);
  }

  /** The woff2 files the CSS points to; the package version in the path keeps them immutable. */
  @Get('files/:id/:version/:file')
  @Access('public')
  @RawResponse()
  @ApiExcludeEndpoint()
  async file(
    @Param('id') id: string,
    @Param('version') version: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await sendFile(request, reply, this.fonts.file(id, version, file), {
      'cache-control': `public, ${IMMUTABLE}`,
      'access-control-allow-origin': '*',
    });
  }
}

export async function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  css: { body: string; etag: string },
  cacheControl: string,
): Promise<void> {
  const body = Buffer.from(css.body);
  await sendFile(
    request,
    reply,
    { etag: css.etag, mimeType: 'text/css', read: async () => body },
    { 'cache-control': cacheControl },
  );
}
