import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every call names an operation of the OpenAPI document (typed.ts) and takes its answer's
 * type from there. This guard fails when a client pairs a URL with a type by hand again:
 * a type argument on a call (`http.get<Order>(…)`, `call<Foo>(…)`, `crud<Tag>(…)`), a
 * JSON body cast to a type, a bare fetch of the API, or a call's promise cast to a type of
 * its own. It reads the clients' sources: api-client (but its generated file), the
 * storefront, the shell and every remote; specs may fake answers as they like.
 */
const ROOT = join(__dirname, '..', '..', '..');

const RULES: { pattern: RegExp; why: string }[] = [
  {
    pattern: /\b(?:http|client|api|\w+Api)(?:\.\w+)+<[A-Za-z{[]/,
    why: 'a response type named on a call (the path names it)',
  },
  {
    pattern: /(?<!function )\b(?:call|fetchData|crud|request|send)<[A-Za-z{[]/,
    why: 'a response type named on a call helper (the path names it)',
  },
  { pattern: /\.json\(\)\)?\s+as\s/, why: 'an answer cast to a type by hand' },
  {
    pattern: /\bfetch\(\s*['`"]\/api\//,
    why: 'a bare fetch of the API (use the typed client)',
  },
  {
    // The typed core's own casts name the document's types; a rendered file is a Blob.
    pattern: /\)\s+as\s+Promise<(?!DataOf<|Page<ItemOf<|Blob>)/,
    why: "a call's promise cast to a type of its own",
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'generated'].includes(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const clientDirs = () => [
  join(ROOT, 'libs', 'api-client', 'src'),
  join(ROOT, 'storefront', 'src'),
  join(ROOT, 'shell', 'src'),
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => join(ROOT, name, 'src')),
];

/** `file:line: why — code` for every line a rule finds. */
export function handTypedCalls(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        RULES.filter((rule) => rule.pattern.test(line)).map(
          (rule) => `${relative(ROOT, file)}:${index + 1}: ${rule.why} — ${line.trim()}`,
        ),
      ),
  );
}

describe('the clients take every answer type from the OpenAPI document', () => {
  it('finds no call that names its answer type by hand', () => {
    const files = clientDirs().flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(handTypedCalls(files)).toEqual([]);
  });

  it.each([
    "http.get<Order[]>('/orders/current')",
    '  return call<{ fullSlots: string[] }>(`/api/orders/full-slots/${id}`);',
    "tags: crud<Tag, TagPayload>('/tags'),",
    'const body = (await response.json()) as { data?: Order };',
    "await fetch('/api/analytics-log', { method: 'POST' });",
    'mediaApi.usages<ImageUsage[]>(id)',
    'loose.get(path) as Promise<Order>',
  ])('recognises a hand-typed call: %s', (line) => {
    expect(RULES.some((rule) => rule.pattern.test(line))).toBe(true);
  });

  it.each([
    "http.get('/api/orders/{id}', { params: { path: { id } } })",
    "export function crud<P extends PathOf<'get'>>(path: P) {",
    'useEntityState<Font[]>({ load: imageTemplatesApi.fonts })',
    "loose.get(itemPath, item(id)) as Promise<DataOf<Item, 'get'>>",
    'fetch(source).then((response) => response.blob())',
  ])('leaves a typed call alone: %s', (line) => {
    expect(RULES.some((rule) => rule.pattern.test(line))).toBe(false);
  });
});
