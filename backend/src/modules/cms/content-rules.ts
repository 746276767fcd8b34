import {
  CmsField,
  CmsSiteType,
  ContentCheck,
  ContentReference,
  mapContent,
  mapFields,
} from '@bestellwerk/domain';
import sanitizeHtml from 'sanitize-html';
import { EntityManager } from 'typeorm';
import { ApiError, ApiErrorEntry } from '../../common/http/api-error';
import { existingIds } from '../media';

/**
 * Rich text as the storefront may show it: formatting, lists, links, headings, tables and
 * images; no scripts, styles, event handlers, frames or javascript: URLs. Links that open a
 * new tab get rel="noopener noreferrer".
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['class'],
    p: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Sanitises one rich-text value; anything not a string is left for validation to report. */
export function sanitizeRichText(value: unknown): unknown {
  return typeof value === 'string' ? sanitizeHtml(value, RICH_TEXT) : value;
}

/** A site's content with every wysiwyg field sanitised. */
export function sanitizeSiteContent(siteType: CmsSiteType, content: unknown): unknown {
  return mapContent(siteType, content, 'wysiwyg', sanitizeRichText);
}

/** A node's or block's fields with every wysiwyg field sanitised. */
export function sanitizeFields(fields: readonly CmsField[], value: unknown): unknown {
  return mapFields(fields, value, 'wysiwyg', sanitizeRichText);
}

/** The entity behind each reference target; a target whose module is absent is not checked. */
const TARGET_ENTITIES: Record<ContentReference['target'], string> = {
  block: 'Block',
  site: 'Site',
  node: 'CmsNode',
  category: 'Category',
  product: 'Product',
  scene: 'Scene',
  image: 'Image',
  file: 'Upload',
  imageTemplate: 'ImageTemplate',
};

const TARGET_NOUNS: Record<ContentReference['target'], string> = {
  block: 'Der Baustein',
  site: 'Die Seite',
  node: 'Der Inhalt',
  category: 'Die Kategorie',
  product: 'Das Produkt',
  scene: 'Die Szene',
  image: 'Das Bild',
  file: 'Die Datei',
  imageTemplate: 'Die Bildvorlage',
};

/**
 * Refuses a check's errors (422 with a message per field path), then every referenced
 * record that does not exist: one query per kind of target.
 */
export async function assertContent(check: ContentCheck, manager: EntityManager): Promise<void> {
  if (check.errors.length) throw ApiError.validation(check.errors);
  const byTarget = new Map<ContentReference['target'], ContentReference[]>();
  for (const reference of check.references) {
    byTarget.set(reference.target, [...(byTarget.get(reference.target) ?? []), reference]);
  }
  const missing: ApiErrorEntry[] = [];
  for (const [target, references] of byTarget) {
    const entity = TARGET_ENTITIES[target];
    if (!manager.connection.hasMetadata(entity)) continue;
    const ids = [...new Set(references.map((reference) => reference.id))];
    // Pictures and templates are held (shared lock) until the save commits: a delete at the
    // same moment waits and then sees this usage, or the save finds them gone.
    const found = await existingIds(manager, entity, ids);
    for (const reference of references) {
      if (!found.has(reference.id))
        missing.push({
          field: reference.field,
          message: `${TARGET_NOUNS[target]} mit der ID ${reference.id} wurde nicht gefunden.`,
        });
    }
  }
  if (missing.length) throw ApiError.validation(missing);
}

/** A JSON column holds at most 64 KB on MariaDB (TEXT); a bigger value is refused, not cut. */
export const MAX_JSON_BYTES = 60_000;

export function assertJsonSize(value: unknown, field: string, label: string): void {
  if (Buffer.byteLength(JSON.stringify(value ?? null)) > MAX_JSON_BYTES)
    throw ApiError.validation([
      {
        field,
        message: `„${label}“ ist zu groß (höchstens 60 KB). Bitte teilen Sie den Inhalt auf.`,
      },
    ]);
}
