import type { OpenAPIObject } from '@nestjs/swagger';
import { createOpenApiDocument } from './openapi';

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
};
type Response = {
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, unknown>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document as "METHOD /path" with its responses. */
function operations(document: OpenAPIObject) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, { responses?: Record<string, Response> }>)[method];
      return operation
        ? [{ route: `${method.toUpperCase()} ${path}`, responses: operation.responses ?? {} }]
        : [];
    }),
  );
}

function resolve(document: OpenAPIObject, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] as Schema | undefined;
}

/** What is wrong with one route's successful answers ('' when nothing). */
function problem(document: OpenAPIObject, responses: Record<string, Response>): string {
  const success = Object.entries(responses).filter(([status]) => /^[23]\d\d$/.test(status));
  if (success.length === 0) return 'keine 2xx/3xx-Antwort beschrieben';
  for (const [status, response] of success) {
    if (status.startsWith('3')) {
      if (!response.headers?.Location) return `${status} ohne Location`;
      continue;
    }
    const content = Object.entries(response.content ?? {});
    if (content.length === 0) return `${status} ohne Inhalt`;
    for (const [mime, { schema }] of content) {
      if (!schema) return `${status} ${mime} ohne Schema`;
      if (mime !== 'application/json') continue;
      // The envelope: { data } whose schema names the answer's shape.
      const data = schema.properties?.data;
      if (!schema.required?.includes('data') || !data) return `${status} ohne { data }`;
      const inner = data.type === 'array' ? data.items : data;
      if (inner?.$ref && !resolve(document, inner)?.properties)
        return `${status}: ${inner.$ref} hat keine Felder`;
    }
  }
  return '';
}

describe('the OpenAPI document', () => {
  let document: OpenAPIObject;

  beforeAll(async () => {
    document = await createOpenApiDocument();
  });

  it('describes the successful answer of every route (the envelope and what is in it)', () => {
    const routes = operations(document);
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .map(({ route, responses }) => ({ route, problem: problem(document, responses) }))
      .filter((entry) => entry.problem)
      .map((entry) => `${entry.route}: ${entry.problem}`);
    expect(missing).toEqual([]);
  });

  it('describes lists as pages with their meta and deletes by the id', () => {
    const list = document.paths['/api/branches'].get!.responses['200'] as Response;
    const schema = list.content!['application/json'].schema!;
    expect(schema.required).toEqual(['data', 'meta']);
    expect(schema.properties!.data.items!.$ref).toBe('#/components/schemas/BranchResponse');
    expect(resolve(document, schema.properties!.meta)!.required).toEqual(
      expect.arrayContaining(['page', 'perPage', 'total']),
    );
    const removed = document.paths['/api/branches/{id}'].delete!.responses['200'] as Response;
    expect(removed.content!['application/json'].schema!.properties!.data.$ref).toBe(
      '#/components/schemas/DeletedResponse',
    );
  });

  it('points every reference at a schema of the document', () => {
    const names = new Set(Object.keys(document.components?.schemas ?? {}));
    const refs = [
      ...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g),
    ];
    expect(refs.map((match) => match[1]).filter((name) => !names.has(name))).toEqual([]);
  });

  it('describes streams, pages and redirects as what they are', () => {
    const events = document.paths['/api/events'].get!.responses['200'] as Response;
    expect(Object.keys(events.content!)).toEqual(['text/event-stream']);
    const receipt = document.paths['/api/orders/{id}/receipt'].get!.responses['200'] as Response;
    expect(Object.keys(receipt.content!)).toEqual(['text/html']);
    const link = document.paths['/backend/login/link/{token}'].get!.responses as Record<
      string,
      Response
    >;
    expect(Object.keys(link)).toEqual(['302']);
  });
});
