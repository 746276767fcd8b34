import { applyDecorators, Type } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProperty,
  ApiResponse,
  getSchemaPath,
  type ReferenceObject,
  type SchemaObject,
} from '@nestjs/swagger';

/**
 * How a route's successful answer is described in the OpenAPI document. The envelope
 * (`{ data }`, `{ data, meta }` for pages; EnvelopeInterceptor) is written here once; a
 * controller names only what is inside it. Every helper is called Api…Response, so the
 * @nestjs/swagger compiler plugin (backend build) sees an explicit answer and adds no guess
 * of its own from the handler's return type.
 */

/** What `data` holds: a response DTO, `[Dto]` for a list, or a plain schema (null, a map). */
export type DataModel = Type<unknown> | [Type<unknown>] | SchemaObject;

export class PageMetaResponse {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 100 }) perPage!: number;
  @ApiProperty({ example: 0 }) total!: number;
}

/** `data` of a delete: the id of the removed record. */
export class DeletedResponse {
  @ApiProperty() id!: number;
}

/** `data` of an action that answers only that it happened. */
export class DoneResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
}

export const NULL_DATA: SchemaObject = { type: 'object', nullable: true, example: null };

interface ResponseOptions {
  /** 200 unless given (a POST without @HttpCode answers 201). */
  status?: number;
  description?: string;
}

function isModel(model: unknown): model is Type<unknown> {
  return typeof model === 'function';
}

function schemaOf(model: DataModel): {
  schema: SchemaObject | ReferenceObject;
  models: Type<unknown>[];
} {
  if (Array.isArray(model)) {
    return { schema: { type: 'array', items: { $ref: getSchemaPath(model[0]) } }, models: model };
  }
  if (isModel(model)) return { schema: { $ref: getSchemaPath(model) }, models: [model] };
  return { schema: model, models: [] };
}

function respond(
  options: ResponseOptions,
  schema: SchemaObject,
  models: Type<unknown>[],
): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Erfolg',
      schema,
    }),
  );
}

/** `{ data: Model }` (or `{ data: Model[] }` for `[Model]`). */
export function ApiDataResponse(model: DataModel, options: ResponseOptions = {}): MethodDecorator {
  const data = schemaOf(model);
  return respond(
    options,
    { type: 'object', required: ['data'], properties: { data: data.schema } },
    data.models,
  );
}

/** A list page: `{ data: Model[], meta: { page, perPage, total } }`. */
export function ApiPageResponse(
  model: Type<unknown>,
  options: ResponseOptions = {},
): MethodDecorator {
  return respond(
    options,
    {
      type: 'object',
      required: ['data', 'meta'],
      properties: {
        data: { type: 'array', items: { $ref: getSchemaPath(model) } },
        meta: { $ref: getSchemaPath(PageMetaResponse) },
      },
    },
    [model, PageMetaResponse],
  );
}

/** A file or a picture, not JSON: `mimeTypes` as the route sends them. */
export function ApiFileResponse(
  mimeTypes: string[],
  options: ResponseOptions = {},
): MethodDecorator {
  return ApiResponse({
    status: options.status ?? 200,
    description: options.description ?? 'Die Datei',
    content: Object.fromEntries(
      mimeTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  });
}

/** Server-sent events (text/event-stream): one JSON object per `data:` line. */
export function ApiEventStreamResponse(
  event: Type<unknown> | null,
  options: ResponseOptions = {},
): MethodDecorator {
  return applyDecorators(
    ...(event ? [ApiExtraModels(event)] : []),
    ApiResponse({
      status: options.status ?? 200,
      description:
        options.description ??
        `Ereignisstrom (text/event-stream)${event ? `; jedes Ereignis: ${event.name}` : ''}`,
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    }),
  );
}

/** A redirect (302 unless given) to the page in the Location header. */
export function ApiRedirectResponse(options: ResponseOptions = {}): MethodDecorator {
  return ApiResponse({
    status: options.status ?? 302,
    description: options.description ?? 'Weiterleitung',
    headers: { Location: { description: 'Ziel der Weiterleitung', schema: { type: 'string' } } },
  });
}

/** Plain text or HTML (a webhook's acknowledgement, a small page). */
export function ApiTextResponse(
  mimeType: 'text/plain' | 'text/html',
  options: ResponseOptions = {},
): MethodDecorator {
  return ApiResponse({
    status: options.status ?? 200,
    description: options.description ?? 'Text',
    content: { [mimeType]: { schema: { type: 'string' } } },
  });
}
