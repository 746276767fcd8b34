import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { RawResponse } from '../../common/http/envelope.interceptor';
import { IMMUTABLE, sendFile } from './send-file';
import { ServedUpload, UploadFilesService } from './upload-files.service';

/**
 * Customer files outside /api: /upload/{publicHash}/{id}-{version}.{ext} and
 * /upload/{publicHash}/preview/{id}-{version}.jpg. Whatever a customer sent is served so
 * that a browser runs nothing from it: no scripts (CSP), no type guessing, pictures inline,
 * everything else as a download.
 */
@ApiExcludeController()
@Controller('upload')
export class UploadFilesController {
  constructor(private readonly uploads: UploadFilesService) {}

  @Get(':hash/:file')
  @Access('public')
  @RawResponse()
  async file(
    @Param('hash') hash: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.send(request, reply, await this.uploads.resolve(hash, file));
  }

  @Get(':hash/preview/:file')
  @Access('public')
  @RawResponse()
  async preview(
    @Param('hash') hash: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.send(request, reply, await this.uploads.resolvePreview(hash, file));
  }

  private async send(request: FastifyRequest, reply: FastifyReply, served: ServedUpload) {
    const fallback = served.fileName.replace(/[^\x20-\x7E]|[\\"]/g, '_');
    await sendFile(request, reply, served, {
      // The URL holds the secret: browsers may keep the file, shared caches may not.
      'cache-control': `private, ${IMMUTABLE}`,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
      'content-disposition': `${served.inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(served.fileName)}`,
    });
  }
}
