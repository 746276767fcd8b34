import { HttpStatus } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from './api-error';

/** Ordinary JSON bodies: a cart of 100 lines is about 20 KB, so 1 MB leaves ample room. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Data-URL uploads arrive in JSON bodies; 15 MB covers a 10 MB file in base64. */
export const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;
/**
 * No request of the API nests deeper than a handful of levels (a product's parts and
 * options: 5). Deeper bodies only cost time in JSON.parse, class-transformer and
 * class-validator, which recurse and used to end in a stack overflow (a 500).
 */
export const JSON_MAX_DEPTH = 32;

export const TOO_DEEP_MESSAGE = 'Der Inhalt der Anfrage ist zu tief verschachtelt.';
export const NOT_AN_OBJECT_MESSAGE = 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.';
export const BROKEN_UNICODE_MESSAGE = 'Der Inhalt der Anfrage enthält ungültige Unicode-Zeichen.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth`, found by one scan
 * over the bytes (brackets inside strings do not count). Runs before parsing, so a hostile
 * body never becomes objects. Malformed text is left for the parser to refuse.
 */
export function exceedsJsonDepth(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** In a string of well-formed UTF-16 every surrogate belongs to a pair: \p{Cs} finds the rest. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a parsed body holds a string (or key) with half a surrogate pair, as JSON's
 * "\ud800" escape makes one. Such text is no Unicode: validators that encode it
 * (validator's isEmail → encodeURI) threw, and the database cannot store it.
 */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value && typeof value === 'object')
    return Object.entries(value).some(
      ([key, item]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(item),
    );
  return false;
}

/** Marks a route that takes data-URL files in its JSON body: it may send up to 15 MB. */
export const AcceptsUpload = (): MethodDecorator => RouteConfig({ acceptsUpload: true });

type JsonParser = (
  request: FastifyRequest,
  body: Buffer,
  done: (error: Error | null, value?: unknown) => void,
) => void;

/**
 * Every route gets the 1 MB limit; the routes marked with AcceptsUpload get 15 MB. Fastify
 * enforces the route's limit while reading, before any parser runs, so an oversized body is
 * never buffered beyond the limit. Must be called before the routes are registered.
 */
export function limitBodies(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as { acceptsUpload?: boolean } | undefined;
    if (config?.acceptsUpload) route.bodyLimit = UPLOAD_BODY_LIMIT;
  });
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks, its error codes) behind the depth
 * check; bare values (null, 1, "text") are refused. Registered through Nest's
 * useBodyParser, which keeps request.rawBody for the webhooks that verify a signature over
 * the exact bytes.
 */
export function depthCheckedJsonParser(instance: FastifyInstance): JsonParser {
  const parse = instance.getDefaultJsonParser('error', 'error') as unknown as JsonParser;
  return (request, body, done) => {
    if (exceedsJsonDepth(body, JSON_MAX_DEPTH)) {
      done(new ApiError(HttpStatus.BAD_REQUEST, [{ message: TOO_DEEP_MESSAGE }]));
      return;
    }
    parse(request, body, (error, value) => {
      // Every body of the API is an object (a list is refused by its DTO, under the field).
      // A bare null would otherwise pass as an empty update: Nest's ValidationPipe turns
      // a missing body into {} before validating.
      if (!error && (value === null || typeof value !== 'object')) {
        done(new ApiError(HttpStatus.BAD_REQUEST, [{ message: NOT_AN_OBJECT_MESSAGE }]));
        return;
      }
      if (!error && hasLoneSurrogate(value)) {
        done(new ApiError(HttpStatus.BAD_REQUEST, [{ message: BROKEN_UNICODE_MESSAGE }]));
        return;
      }
      done(error, value);
    });
  };
}
