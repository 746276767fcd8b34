import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ACCESS_KEY, AccessDeclaration } from '../../src/common/auth/access';

/** A controller class or handler method, as Nest keeps its metadata on them. */
type Target = object;

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As Fastify holds it: '/api/orders/:id'. */
  path: string;
  controller: Target;
  handler: Target;
  handlerName: string;
  access: AccessDeclaration | undefined;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');

/**
 * The application's own route table: every handler of every controller Nest registered
 * (read from the module container, as Nest's router explorer reads it), with the path
 * Fastify serves it under and the access declared on it. Host routes that Fastify serves
 * outside Nest (the storefront's and back office's files) are not in it.
 */
export function routeTable(app: NestFastifyApplication): RouteEntry[] {
  const fastify = app.getHttpAdapter().getInstance();
  const scanner = new MetadataScanner();
  const routes: RouteEntry[] = [];
  const seen = new Set<Target>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as
        (Target & { prototype: Record<string, Target> }) | null;
      if (!controller || seen.has(controller)) continue;
      seen.add(controller);
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat().map(String);
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const paths = Reflect.getMetadata(PATH_METADATA, handler);
        if (paths === undefined) continue;
        const method = RequestMethod[
          Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod
        ] as RouteEntry['method'];
        const access =
          (Reflect.getMetadata(ACCESS_KEY, handler) as AccessDeclaration | undefined) ??
          (Reflect.getMetadata(ACCESS_KEY, controller) as AccessDeclaration | undefined);
        for (const prefix of prefixes) {
          for (const path of [paths].flat().map(String)) {
            const bare = join(prefix, path);
            // The global prefix 'api', except for the few routes excluded from it.
            const served = [join('api', bare), bare].find((url) =>
              fastify.hasRoute({ method, url }),
            );
            if (!served) throw new Error(`${method} ${bare} is not served by Fastify`);
            routes.push({
              method,
              path: served,
              controller,
              handler,
              handlerName: name,
              access,
            });
          }
        }
      }
    }
  }
  return routes;
}
