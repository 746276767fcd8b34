import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { FontCatalogue } from '../../../src/modules/media';
import { IMMUTABLE } from '../api/media-fixtures';
import { Client, TestApi, startTestApi } from '../api/harness';

interface FontRow {
  id: string;
  family: string;
  category: string;
  variants: { variant: string; weight: number; style: string; css: string }[];
}

describe(`fonts (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  let admin: Client;
  const fetch = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin();
  });
  afterAll(() => api.close());

  it('lists the about twenty installed families with their variants', async () => {
    const reply = await admin.get<{ data: FontRow[] }>('/api/fonts');
    expect(reply.status).toBe(200);
    const families = reply.body.data.map((font) => font.family);
    expect(families).toHaveLength(20);
    expect(families).toEqual(
      expect.arrayContaining(['Inter', 'Roboto', 'Open Sans', 'Lato', 'Playfair Display']),
    );
    const inter = reply.body.data.find((font) => font.id === 'inter')!;
    expect(inter.variants).toContainEqual({
      variant: '700italic',
      weight: 700,
      style: 'italic',
      css: expect.stringMatching(
        /^\/api\/fonts\/google\/inter\/style-700italic\.embed\.css\?v=[\d.]+$/,
      ),
    });
    expect(inter.variants.map((v) => v.variant)).toContain('regular');
  });

  it('answers the @font-face CSS of a cut with woff2 files on our own origin, cached', async () => {
    const reply = await fetch('/api/fonts/google/open-sans/style-700.embed.css');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=604800');
    expect(reply.headers.etag).toMatch(/^".+"$/);
    expect(reply.body).toContain("font-family: 'Open Sans'");
    expect(reply.body).toContain('font-weight: 700');
    const urls = [...reply.body.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
    expect(urls).toHaveLength(2);
    for (const url of urls)
      expect(url).toMatch(/^\/api\/fonts\/files\/open-sans\/[\d.]+\/.+\.woff2$/);
    expect(reply.body).not.toMatch(/https?:|\/\/fonts\./);

    const again = await fetch('/api/fonts/google/Open%20Sans/style-700.embed.css', {
      'if-none-match': String(reply.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    // The address the font list names carries the package version: kept for good, and sent
    // compressed as made once.
    const list = await admin.get<{ data: FontRow[] }>('/api/fonts');
    const listed = list.body.data
      .find((font) => font.id === 'open-sans')!
      .variants.find((variant) => variant.variant === '700')!.css;
    const versioned = await fetch(listed, { 'accept-encoding': 'br' });
    expect(versioned.headers['cache-control']).toBe(`public, ${IMMUTABLE}`);
    expect(versioned.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(versioned.rawPayload).toString()).toBe(reply.body);
    // Made once, the same bytes wait on the server's door for the next request (before routing).
    const fonts = api.app.get(FontCatalogue);
    const raw = (url: string) => ({ method: 'GET', url }) as IncomingMessage;
    expect(fonts.peekCss(raw(listed))?.br.equals(versioned.rawPayload)).toBe(true);
    expect(fonts.peekCss(raw('/api/fonts/google/comic-sans/style-700.embed.css'))).toBeUndefined();
    expect(fonts.peekCss(raw('/api/fonts/google/open-sans/style-300.embed.css'))).toBeUndefined();
    // Another version than the installed one is no promise: cached a week as before.
    const other = await fetch('/api/fonts/google/open-sans/style-700.embed.css?v=0.0.1');
    expect(other.headers['cache-control']).toBe('public, max-age=604800');

    const file = await fetch(urls[1]);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.headers['cache-control']).toBe(`public, ${IMMUTABLE}`);
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it.each([
    [
      '/api/fonts/google/comic-sans/style-regular.embed.css',
      'Die Schriftart „comic-sans“ wurde nicht gefunden.',
    ],
    [
      '/api/fonts/google/inter/style-950.embed.css',
      'Die Schriftart „Inter“ gibt es nicht im Schnitt „950“.',
    ],
    [
      '/api/fonts/google/oswald/style-italic.embed.css',
      'Die Schriftart „Oswald“ gibt es nicht im Schnitt „italic“.',
    ],
    ['/api/fonts/google/inter/regular.css', 'Die Schriftart wurde nicht gefunden.'],
  ])('answers %s with a German 404', async (url, message) => {
    const reply = await fetch(url);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ errors: [{ message }] });
  });

  it.each([
    '/api/fonts/files/inter/0.0.1/inter-latin-400-normal.woff2',
    '/api/fonts/files/inter/5.3.0/inter-cyrillic-400-normal.woff2',
    '/api/fonts/files/inter/5.3.0/..%2Fpackage.json',
    '/api/fonts/files/inter/5.3.0/roboto-latin-400-normal.woff2',
  ])('serves no other file: %s', async (url) => {
    const reply = await fetch(url);
    expect(reply.statusCode).toBe(404);
  });

  it('serves the theme fonts chosen in the settings from our own origin', async () => {
    const empty = await fetch('/api/fonts/theme.css');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('');
    const saved = await admin.post('/api/config', {
      headingFont: 'playfair-display',
      bodyFont: 'lato',
    });
    expect(saved.status).toBe(200);
    const theme = await fetch('/api/fonts/theme.css');
    expect(theme.body).toContain("--font-heading: 'Playfair Display', Georgia, serif;");
    expect(theme.body).toContain("--font-body: 'Lato', system-ui, sans-serif;");
    expect(theme.body).toContain('/api/fonts/files/lato/');
    expect(theme.body).not.toMatch(/https?:/);
    expect(theme.headers.etag).not.toBe(empty.headers.etag);
  });

  it('refuses a font that is not installed in the settings, in German', async () => {
    const reply = await admin.post('/api/config', { bodyFont: 'comic-sans' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[0]).toMatchObject({ field: 'bodyFont' });
    expect(reply.body.errors?.[0].message).toMatch(/Schrift des Fließtexts/);
  });
});
