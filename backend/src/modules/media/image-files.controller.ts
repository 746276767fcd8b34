import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { ApiError } from '../../common/http/api-error';
import { RawResponse } from '../../common/http/envelope.interceptor';
import { ImageFilesService } from './image-files.service';
import { IMMUTABLE, sendFile } from './send-file';

/**
 * Image files outside /api (storefront.md §7): /image/{id}-{version}.{ext},
 * /image/{size}/{id}-{version}.{ext}, and the same under /image/product/ and
 * /image/category/, which older storefront links use and which serve the same files.
 */
@ApiExcludeController()
@Controller('image')
export class ImageFilesController {
  constructor(private readonly images: ImageFilesService) {}

  @Get(':file')
  @Access('public')
  @RawResponse()
  async original(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.send(request, reply, file, null);
  }

  @Get(':size/:file')
  @Access('public')
  @RawResponse()
  async sized(
    @Param('size') size: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.send(request, reply, file, isAlias(size) ? null : size);
  }

  @Get(':alias/:size/:file')
  @Access('public')
  @RawResponse()
  async aliasSized(
    @Param('alias') alias: string,
    @Param('size') size: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!isAlias(alias)) throw ApiError.notFound('Das Bild wurde nicht gefunden.');
    await this.send(request, reply, file, size);
  }

  private async send(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    size: string | null,
  ): Promise<void> {
    const served = await this.images.resolve(file, size, size !== null && takesWebp(request));
    // A size's format follows the Accept header: caches keep one copy per kind of browser.
    await sendFile(request, reply, served, {
      'cache-control': `public, ${IMMUTABLE}`,
      ...(size !== null ? { vary: 'Accept' } : {}),
    });
  }
}

/** Whether the browser takes WebP: every current one says so in its Accept for images. */
function takesWebp(request: FastifyRequest): boolean {
  return /\bimage\/webp\b/.test(request.headers.accept ?? '');
}

function isAlias(segment: string): boolean {
  return segment === 'product' || segment === 'category';
}
