import { Module } from '@nestjs/common';
import { BackofficeRemotesController } from './backoffice-remotes.controller';

/**
 * The back office's host: the remote list endpoint here; the static files (shell, remotes)
 * are plain Fastify routes registered by registerBackoffice() in app.factory.ts, beside the
 * storefront's.
 */
@Module({ controllers: [BackofficeRemotesController] })
export class BackofficeHostModule {}
