import compress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { RequestListener, createServer } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { quietStartUp } from './config/log-output';
import { setUpSessions } from './modules/auth/session.setup';
import { RenderDoor } from './modules/media/templates/render-door';
import { registerBackoffice } from './modules/backoffice-host/backoffice-host';
import { RedirectResolver } from './modules/cms';
import { registerPublicReads, StartDataService } from './modules/start-data';
import { registerSignagePlayer } from './modules/signage/player-host';
import { SignagePlayerService } from './modules/signage/signage-player.service';
import { FontCatalogue } from './modules/media';
import { registerStorefront, STOREFRONT_DIST } from './modules/storefront-host/storefront-host';
import { PageCache } from './modules/storefront-host/page-cache';
import { CacheInvalidation } from './modules/public-cache';
import { join } from 'node:path';
import { API_PREFIX, API_PREFIX_OPTIONS, buildOpenApiDocument } from './openapi';
import { JSON_BODY_LIMIT, depthCheckedJsonParser, limitBodies } from './common/http/json-body';

/**
 * Builds the API application (used by main.ts and by the integration tests, which drive
 * it through Fastify's inject without opening a port).
 */
export async function createApp(): Promise<NestFastifyApplication> {
  // Ahead of Fastify and of Nest's middleware (added by NestFactory.create): see there.
  const publicReads = registerPublicReads();
  const adapter = new FastifyAdapter({
    trustProxy: AppConfig.fromProcess().trustedProxies,
    bodyLimit: JSON_BODY_LIMIT,
    serverFactory: (handler: RequestListener) => createServer(publicReads.listener(handler)),
  });
  publicReads.hook(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    adapter,
    // rawBody: the Datatrans webhook's signature is computed over the exact bytes sent.
    { bufferLogs: true, rawBody: true },
  );
  const fastify = app.getHttpAdapter().getInstance();
  limitBodies(fastify);
  app.useBodyParser(
    'application/json',
    { bodyLimit: JSON_BODY_LIMIT },
    depthCheckedJsonParser(fastify),
  );
  app.useLogger(quietStartUp(app.get(Logger)));
  app.setGlobalPrefix(API_PREFIX, API_PREFIX_OPTIONS);
  app.enableShutdownHooks();
  // Brotli or gzip for every answer over 1 KB that is worth it (scripts, HTML, JSON); event
  // streams write to the raw socket and stay uncompressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerBackoffice(app.getHttpAdapter().getInstance());
  registerSignagePlayer(app.getHttpAdapter().getInstance());
  const redirects = app.get(RedirectResolver);
  const storefrontDir = app.get(AppConfig).storefrontDir;
  const pages = new PageCache(
    app.get(CacheInvalidation),
    join(storefrontDir ?? STOREFRONT_DIST, 'index.html'),
  );
  registerStorefront(
    app.getHttpAdapter().getInstance(),
    storefrontDir,
    (url) => redirects.resolve(url),
    pages,
  );
  publicReads.serve(app.get(StartDataService));
  publicReads.serveReady((request) => pages.peekRequest(request));
  const player = app.get(SignagePlayerService);
  publicReads.serveReady((request) => player.peekPublicSchedule(request));
  const fonts = app.get(FontCatalogue);
  publicReads.serveReady((request) => fonts.peekCss(request));
  const renders = app.get(RenderDoor);
  publicReads.serveReady((request) => renders.peek(request));
  await setUpSessions(app);

  // Built on the first request for it, not at every start (a quarter second of scanning
  // every controller; test suites and scaled-out processes start many times).
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
