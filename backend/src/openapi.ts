import { INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { APP_VERSION } from './config/version';

/** Every route under /api except the ones addressed as pages and files link them. */
export const API_PREFIX = 'api';
export const API_PREFIX_OPTIONS = {
  exclude: [
    { path: 'backend/logout', method: RequestMethod.POST },
    { path: 'backend/logout', method: RequestMethod.GET },
    { path: 'backend/login/link/:token', method: RequestMethod.GET },
    // Files, addressed as the storefront links them (storefront.md §7).
    { path: 'image/:file', method: RequestMethod.GET },
    { path: 'image/:size/:file', method: RequestMethod.GET },
    { path: 'image/:alias/:size/:file', method: RequestMethod.GET },
    { path: 'upload/:hash/:file', method: RequestMethod.GET },
    { path: 'upload/:hash/preview/:file', method: RequestMethod.GET },
  ],
};

/** The OpenAPI document of an application whose routes are set up (prefix included). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Bestellwerk API')
      .setDescription(
        'Antworten: { data } bei Erfolg, { errors: [{ field?, message }] } bei Fehlern.',
      )
      .setVersion(APP_VERSION)
      .addCookieAuth('bestellwerk.sid')
      .build(),
  );
}

/**
 * The document without a database, Redis or network: the module graph is read in preview
 * mode, which instantiates no provider (libs/api-client generates its types from this).
 */
export async function createOpenApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule, new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix(API_PREFIX, API_PREFIX_OPTIONS);
  const document = buildOpenApiDocument(app);
  await app.close();
  return document;
}
