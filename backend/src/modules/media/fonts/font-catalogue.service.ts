import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import {
  FONT_FAMILIES,
  FontFamilyEntry,
  FontStyle,
  FontVariant,
  findFontFamily,
  fontVariantName,
  parseFontVariant,
} from '@bestellwerk/domain';
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../../../common/http/api-error';
import { ReadyBytes, readyBody } from '../../public-cache';
import { IMMUTABLE } from '../send-file';
import type { ServedFile } from '../image-files.service';

/**
 * Only these subsets are served: German (and the rest of western and central Europe) needs
 * nothing else, and every @font-face a browser sees costs it a rule to evaluate.
 */
export const FONT_SUBSETS = ['latin-ext', 'latin'] as const;
type Subset = (typeof FONT_SUBSETS)[number];

export type InstalledFont = FontFamilyEntry & {
  /** The package version; it is part of every file URL, so a file URL never changes. */
  version: string;
  directory: string;
  variants: FontVariant[];
  unicodeRanges: Record<Subset, string>;
};

export const FONT_FILE_BASE = '/api/fonts/files';

const unknownFamily = (name: string) =>
  ApiError.notFound(`Die Schriftart „${name}“ wurde nicht gefunden.`);
const unknownVariant = (family: string, variant: string) =>
  ApiError.notFound(`Die Schriftart „${family}“ gibt es nicht im Schnitt „${variant}“.`);

/** A week: the CSS of a cut changes only with a font package update, then its ETag does. */
export const CSS_CACHE = 'public, max-age=604800';
/** The address the font list names carries the package's version (`?v=`): kept for good. */
export const CSS_IMMUTABLE = `public, ${IMMUTABLE}`;
/** GET /api/fonts/google/{family}/style-{variant}.embed.css[?v=…] as a raw request names it. */
const EMBED_CSS = /^\/api\/fonts\/google\/([^/?]+)\/style-([^/?]+)\.embed\.css(?:\?(.*))?$/;

/** The font packages installed with the product, read once from their metadata. */
@Injectable()
export class FontCatalogue {
  private installed: Map<string, InstalledFont> | null = null;
  private readonly css = new Map<string, { body: string; etag: string }>();
  /**
   * Each cut's CSS made ready once (identity, gzip, brotli, ETag), for the versioned and the
   * plain address: bounded by the installed families and their cuts.
   */
  private readonly readyCss = new Map<
    string,
    { bytes?: ReadyBytes; making: Promise<ReadyBytes> }
  >();

  /** A cut's CSS as ready bytes; cached for good when `version` is the installed one. */
  cssBytes(familyName: string, variantName: string, version: unknown): Promise<ReadyBytes> {
    const { key, css, immutable } = this.cssKey(familyName, variantName, version);
    let entry = this.readyCss.get(key);
    if (!entry) {
      const making = readyBody(Buffer.from(css.body), {
        contentType: 'text/css; charset=utf-8',
        cacheControl: immutable ? CSS_IMMUTABLE : CSS_CACHE,
      });
      const made: { bytes?: ReadyBytes; making: Promise<ReadyBytes> } = { making };
      void making.then((bytes) => (made.bytes = bytes));
      entry = made;
      this.readyCss.set(key, entry);
    }
    return entry.making;
  }

  /**
   * The ready CSS a raw request asks for, once made: the server's door answers it before
   * routing (registerPublicReads); anything else, an unknown cut included, goes to the route.
   */
  peekCss(request: IncomingMessage): ReadyBytes | undefined {
    if (request.method !== 'GET' || !request.url) return undefined;
    const match = EMBED_CSS.exec(request.url);
    if (!match) return undefined;
    try {
      const version = new URLSearchParams(match[3] ?? '').get('v') ?? undefined;
      const { key } = this.cssKey(decodeURIComponent(match[1]), match[2], version);
      return this.readyCss.get(key)?.bytes;
    } catch {
      return undefined;
    }
  }

  private cssKey(familyName: string, variantName: string, version: unknown) {
    const css = this.embedCss(familyName, variantName);
    const immutable = version !== undefined && version === this.family(familyName).version;
    return { key: `${css.etag} ${immutable}`, css, immutable };
  }

  /** Every family with its cuts, in the curated order. */
  list(): InstalledFont[] {
    return [...this.fonts().values()];
  }

  /** A family by id or name; a German 404 if it is not installed. */
  family(name: string): InstalledFont {
    const entry = findFontFamily(name);
    const font = entry && this.fonts().get(entry.id);
    if (!font) throw unknownFamily(name);
    return font;
  }

  /** A family's cut by its Google-style name ('regular', '700italic'); else a German 404. */
  variant(font: InstalledFont, name: string): FontVariant {
    const wanted = parseFontVariant(name);
    const found =
      wanted &&
      font.variants.find(
        (variant) => variant.weight === wanted.weight && variant.style === wanted.style,
      );
    if (!found) throw unknownVariant(font.family, name);
    return found;
  }

  /** The @font-face rules of one cut, with the woff2 files on our own origin. */
  embedCss(familyName: string, variantName: string): { body: string; etag: string } {
    const font = this.family(familyName);
    const variant = this.variant(font, variantName);
    const key = `${font.id}:${fontVariantName(variant)}`;
    let cached = this.css.get(key);
    if (!cached) {
      const body = FONT_SUBSETS.map(
        (subset) =>
          `/* ${font.id}-${subset}-${variant.weight}-${variant.style} */\n` +
          `@font-face {\n  font-family: '${font.family}';\n  font-style: ${variant.style};\n` +
          `  font-display: swap;\n  font-weight: ${variant.weight};\n` +
          `  src: url(${fontFileUrl(font, subset, variant, 'woff2')}) format('woff2');\n` +
          `  unicode-range: ${font.unicodeRanges[subset]};\n}\n`,
      ).join('\n');
      cached = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      this.css.set(key, cached);
    }
    return cached;
  }

  /** /api/fonts/files/{id}/{version}/{file}.woff2 — only files of the served subsets. */
  file(id: string, version: string, fileName: string): ServedFile {
    const font = this.fonts().get(id);
    const notFound = () => ApiError.notFound('Die Schriftdatei wurde nicht gefunden.');
    if (!font || font.version !== version) throw notFound();
    const match = /^([a-z0-9-]+)-(latin|latin-ext)-([1-9]00)-(normal|italic)\.woff2$/.exec(
      fileName,
    );
    if (!match || match[1] !== font.id) throw notFound();
    const weight = Number(match[3]);
    if (!font.variants.some((v) => v.weight === weight && v.style === match[4])) throw notFound();
    const path = join(font.directory, 'files', fileName);
    return {
      etag: `"${font.id}-${font.version}-${match[2]}-${weight}-${match[4]}"`,
      mimeType: 'font/woff2',
      read: () => readFile(path),
    };
  }

  /**
   * The WOFF files of a cut (server-side rendering takes WOFF, not WOFF2): the closest
   * weight of the asked style the family has, so a template never fails over a weight.
   */
  async woff(
    familyName: string,
    weight: number,
    style: FontStyle,
  ): Promise<{ font: InstalledFont; variant: FontVariant; files: Buffer[] }> {
    const font = this.family(familyName);
    const candidates = font.variants.filter((variant) => variant.style === style);
    const pool = candidates.length ? candidates : font.variants;
    const variant = pool.reduce((best, next) =>
      Math.abs(next.weight - weight) < Math.abs(best.weight - weight) ? next : best,
    );
    const files = await Promise.all(
      ['latin', 'latin-ext'].map((subset) =>
        readFile(
          join(
            font.directory,
            'files',
            `${font.id}-${subset}-${variant.weight}-${variant.style}.woff`,
          ),
        ),
      ),
    );
    return { font, variant, files };
  }

  private fonts(): Map<string, InstalledFont> {
    this.installed ??= new Map(FONT_FAMILIES.map((entry) => [entry.id, readInstalled(entry)]));
    return this.installed;
  }
}

export function fontFileUrl(
  font: InstalledFont,
  subset: Subset,
  variant: FontVariant,
  format: 'woff2',
): string {
  return `${FONT_FILE_BASE}/${font.id}/${font.version}/${font.id}-${subset}-${variant.weight}-${variant.style}.${format}`;
}

interface FontsourceMetadata {
  weights: number[];
  styles: FontStyle[];
}

/** A family's package: its version, its cuts and the ranges of the served subsets. */
function readInstalled(entry: FontFamilyEntry): InstalledFont {
  const directory = dirname(require.resolve(`@fontsource/${entry.id}/package.json`));
  const json = <T>(name: string): T => JSON.parse(readFileSync(join(directory, name), 'utf8')) as T;
  const metadata = json<FontsourceMetadata>('metadata.json');
  const unicode = json<Record<string, string>>('unicode.json');
  const variants: FontVariant[] = [];
  for (const style of ['normal', 'italic'] as const) {
    if (!metadata.styles.includes(style)) continue;
    for (const weight of metadata.weights) variants.push({ weight, style });
  }
  return {
    ...entry,
    version: json<{ version: string }>('package.json').version,
    directory,
    variants,
    unicodeRanges: { latin: unicode.latin, 'latin-ext': unicode['latin-ext'] },
  };
}
