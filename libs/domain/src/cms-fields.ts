/**
 * The CMS's one field-schema language (backoffice-api.md §3 "CMS field types"): every block of
 * a site type, every node type and the back office's generated forms are described by these
 * fields, and `validateContent` is the one check of a value against them — on the server when
 * content is saved, in the editor before it is sent.
 */
import { linkProblems } from './cms-links';
import { isTemplateImage, templateImageProblems } from './template-images';

/** Where a reference may point (backoffice-api.md §3: block, site, category, product, scene, node). */
export const CMS_REFERENCE_TARGETS = [
  'block',
  'site',
  'category',
  'product',
  'scene',
  'node',
] as const;
export type CmsReferenceTarget = (typeof CMS_REFERENCE_TARGETS)[number];

/** The three modes of a date field, all 24 h: 'DD.MM.YYYY HH:mm', 'HH:mm', 'DD.MM.YYYY'. */
export const CMS_DATE_MODES = ['dateTime', 'time', 'date'] as const;
export type CmsDateMode = (typeof CMS_DATE_MODES)[number];

interface FieldBase {
  /** Key of the value in its object. */
  name: string;
  /** German label, used in messages and forms. */
  label: string;
  isRequired?: boolean;
  description?: string;
}

export interface CmsOption {
  value: string;
  label: string;
}

export type CmsField =
  | (FieldBase & {
      type: 'text' | 'textarea' | 'wysiwyg' | 'markdown';
      maxLength?: number;
    })
  | (FieldBase & { type: 'number'; min?: number; max?: number; isInteger?: boolean })
  | (FieldBase & { type: 'date'; mode: CmsDateMode })
  | (FieldBase & { type: 'image' | 'file' })
  | (FieldBase & { type: 'images' | 'files'; maxItems?: number })
  | (FieldBase & { type: 'boolean' })
  | (FieldBase & { type: 'select' | 'multiselect'; options: readonly CmsOption[] })
  | (FieldBase & { type: 'group'; fields: readonly CmsField[] })
  | (FieldBase & {
      type: 'tabs';
      tabs: readonly { name: string; label: string; fields: readonly CmsField[] }[];
    })
  | (FieldBase & {
      type: 'collection';
      fields: readonly CmsField[];
      minItems?: number;
      maxItems?: number;
    })
  | (FieldBase & { type: 'reference'; target: CmsReferenceTarget })
  | (FieldBase & { type: 'color' })
  /** A link item (backoffice-api.md §3 "Link item"): label plus one destination. */
  | (FieldBase & { type: 'link' });

export type CmsFieldType = CmsField['type'];

/** Every field type, for the editor's renderer table and the table-driven spec. */
export const CMS_FIELD_TYPES: readonly CmsFieldType[] = [
  'text',
  'textarea',
  'wysiwyg',
  'markdown',
  'number',
  'date',
  'image',
  'images',
  'file',
  'files',
  'boolean',
  'select',
  'multiselect',
  'group',
  'tabs',
  'collection',
  'reference',
  'color',
  'link',
];

/** One problem with a value: the dotted path of the field ('body.0.slides.1.title') and German text. */
export interface ContentError {
  field: string;
  message: string;
}

/** A referenced record the server must find: which kind, which id, and where it was named. */
export interface ContentReference {
  target: CmsReferenceTarget | 'image' | 'file' | 'imageTemplate';
  id: number;
  field: string;
}

const DEFAULT_TEXT_MAX = 255;
const LONG_TEXT_MAX = 100_000;
const COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

const DATE_HINTS: Record<CmsDateMode, string> = {
  date: 'ein gültiges Datum sein (JJJJ-MM-TT)',
  time: 'eine gültige Uhrzeit sein (HH:mm, 24 h)',
  dateTime: 'ein gültiger Zeitpunkt sein (JJJJ-MM-TTTHH:mm)',
};

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** An id as stored: a number, or an object with an id (an image or a file as the client has it). */
export function referenceId(value: unknown): number | null {
  if (isId(value)) return value;
  if (isPlainObject(value) && isId(value.id)) return value.id;
  return null;
}

function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isValidDateValue(mode: CmsDateMode, value: string): boolean {
  if (mode === 'date') return isValidDate(value);
  if (mode === 'time') return TIME.test(value);
  const match = DATE_TIME.exec(value);
  return !!match && isValidDate(match[1]) && TIME.test(match[2]);
}

class Walker {
  readonly errors: ContentError[] = [];
  readonly references: ContentReference[] = [];

  fail(field: string, message: string) {
    this.errors.push({ field, message });
  }

  fields(fields: readonly CmsField[], value: unknown, path: string, label: string) {
    if (value === undefined || value === null) value = {};
    if (!isPlainObject(value)) {
      this.fail(path, `„${label}“ muss ein Objekt sein.`);
      return;
    }
    for (const field of fields) this.field(field, value[field.name], join(path, field.name));
    const known = new Set(fields.map((field) => field.name));
    for (const key of Object.keys(value)) {
      if (!known.has(key)) this.fail(join(path, key), `„${key}“ ist kein Feld von „${label}“.`);
    }
  }

  field(field: CmsField, value: unknown, path: string) {
    const label = field.label;
    if (isEmpty(value) && field.type !== 'boolean') {
      if (field.isRequired) this.fail(path, `„${label}“ ist erforderlich.`);
      // Empty containers still get their required children reported.
      if (field.type === 'group' && field.isRequired) this.fields(field.fields, {}, path, label);
      return;
    }
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'wysiwyg':
      case 'markdown': {
        if (typeof value !== 'string') return this.fail(path, `„${label}“ muss ein Text sein.`);
        const max = field.maxLength ?? (field.type === 'text' ? DEFAULT_TEXT_MAX : LONG_TEXT_MAX);
        if (value.length > max)
          this.fail(path, `„${label}“ darf höchstens ${max} Zeichen lang sein.`);
        return;
      }
      case 'color':
        if (typeof value !== 'string' || !COLOR.test(value))
          this.fail(path, `„${label}“ muss eine Farbe im Format #RRGGBB sein.`);
        return;
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value))
          return this.fail(path, `„${label}“ muss eine Zahl sein.`);
        if (field.isInteger && !Number.isInteger(value))
          return this.fail(path, `„${label}“ muss eine ganze Zahl sein.`);
        if (field.min !== undefined && value < field.min)
          return this.fail(path, `„${label}“ muss mindestens ${field.min} sein.`);
        if (field.max !== undefined && value > field.max)
          this.fail(path, `„${label}“ darf höchstens ${field.max} sein.`);
        return;
      case 'date':
        if (typeof value !== 'string' || !isValidDateValue(field.mode, value))
          this.fail(path, `„${label}“ muss ${DATE_HINTS[field.mode]}.`);
        return;
      case 'boolean':
        if (value !== undefined && value !== null && typeof value !== 'boolean')
          this.fail(path, `„${label}“ muss ja oder nein sein.`);
        return;
      case 'image':
        if (isTemplateImage(value)) {
          const problems = templateImageProblems(value, `„${label}“`);
          if (problems.length) return problems.forEach((problem) => this.fail(path, problem));
          this.references.push({ target: 'imageTemplate', id: value.templateId, field: path });
          if (value.productId)
            this.references.push({ target: 'product', id: value.productId, field: path });
          if (value.categoryId)
            this.references.push({ target: 'category', id: value.categoryId, field: path });
          return;
        }
      // falls through: a library picture is a reference like a file
      case 'file':
      case 'reference': {
        const id = referenceId(value);
        const noun =
          field.type === 'image'
            ? 'ein Bild'
            : field.type === 'file'
              ? 'eine Datei'
              : 'ein Verweis';
        if (id === null) return this.fail(path, `„${label}“ muss ${noun} sein.`);
        const target = field.type === 'reference' ? field.target : field.type;
        this.references.push({ target, id, field: path });
        return;
      }
      case 'images':
      case 'files': {
        const noun = field.type === 'images' ? 'Bilder' : 'Dateien';
        if (!Array.isArray(value)) return this.fail(path, `„${label}“ muss eine Liste sein.`);
        if (field.maxItems !== undefined && value.length > field.maxItems)
          this.fail(path, `„${label}“ darf höchstens ${field.maxItems} ${noun} enthalten.`);
        value.forEach((item, index) => {
          const id = referenceId(item);
          if (id === null)
            this.fail(join(path, index), `„${label}“ enthält einen ungültigen Eintrag.`);
          else
            this.references.push({
              target: field.type === 'images' ? 'image' : 'file',
              id,
              field: join(path, index),
            });
        });
        return;
      }
      case 'select': {
        if (typeof value !== 'string' || !field.options.some((option) => option.value === value))
          this.fail(path, `„${label}“ muss eine der angebotenen Möglichkeiten sein.`);
        return;
      }
      case 'multiselect': {
        if (!Array.isArray(value)) return this.fail(path, `„${label}“ muss eine Liste sein.`);
        const allowed = new Set(field.options.map((option) => option.value));
        if (value.some((item) => typeof item !== 'string' || !allowed.has(item)))
          this.fail(path, `„${label}“ enthält eine Auswahl, die nicht angeboten wird.`);
        return;
      }
      case 'link':
        for (const problem of linkProblems(value, label, (target, id) =>
          this.references.push({ target, id, field: path }),
        ))
          this.fail(path, problem);
        return;
      case 'group':
        return this.fields(field.fields, value, path, label);
      case 'tabs': {
        if (!isPlainObject(value)) return this.fail(path, `„${label}“ muss ein Objekt sein.`);
        for (const tab of field.tabs)
          this.fields(tab.fields, value[tab.name], join(path, tab.name), tab.label);
        const known = new Set(field.tabs.map((tab) => tab.name));
        for (const key of Object.keys(value))
          if (!known.has(key))
            this.fail(join(path, key), `„${key}“ ist kein Reiter von „${label}“.`);
        return;
      }
      case 'collection': {
        if (!Array.isArray(value)) return this.fail(path, `„${label}“ muss eine Liste sein.`);
        if (field.minItems !== undefined && value.length < field.minItems)
          this.fail(path, `„${label}“ muss mindestens ${field.minItems} Einträge enthalten.`);
        if (field.maxItems !== undefined && value.length > field.maxItems)
          this.fail(path, `„${label}“ darf höchstens ${field.maxItems} Einträge enthalten.`);
        value.forEach((item, index) =>
          this.fields(field.fields, item, join(path, index), `${label} ${index + 1}`),
        );
        return;
      }
    }
  }
}

/** The result of checking a value: errors (empty when valid) and the records it references. */
export interface ContentCheck {
  errors: ContentError[];
  references: ContentReference[];
}

/** Checks an object value against a list of fields (a block's, a node's, a form's). */
export function validateFields(
  fields: readonly CmsField[],
  value: unknown,
  path = '',
): ContentCheck {
  const walker = new Walker();
  walker.fields(fields, value, path, 'Inhalt');
  return { errors: walker.errors, references: walker.references };
}

/** A block type of a site type: its key in the content list and its fields. */
export interface CmsBlockType {
  type: string;
  label: string;
  fields: readonly CmsField[];
}

/** A site type (backoffice-api.md §3 "Site types"): the blocks its body may hold. */
export interface CmsSiteType {
  type: string;
  label: string;
  blocks: readonly CmsBlockType[];
}

/** A site's content: the body, a list of blocks with type and value (storefront.md §3 Site page). */
export interface ContentItem {
  type: string;
  value: unknown;
}

/** A site's (or a reusable block's) content as it arrives: the entries that are blocks with a type. */
export function readContentItems(content: unknown): ContentItem[] {
  return Array.isArray(content)
    ? content.filter(
        (item): item is ContentItem => isPlainObject(item) && typeof item.type === 'string',
      )
    : [];
}

/**
 * Checks a site's content against its type: a list of known blocks, each value against its
 * block's fields. Paths are 'content.0.value.title'.
 */
export function validateContent(siteType: CmsSiteType, content: unknown): ContentCheck {
  const walker = new Walker();
  if (content === undefined || content === null) return { errors: [], references: [] };
  if (!Array.isArray(content)) {
    walker.fail('content', '„Inhalt“ muss eine Liste von Blöcken sein.');
    return { errors: walker.errors, references: [] };
  }
  content.forEach((item: unknown, index) => {
    const path = `content.${index}`;
    if (!isPlainObject(item) || typeof item.type !== 'string') {
      walker.fail(path, `Block ${index + 1} hat keinen Typ.`);
      return;
    }
    const block = siteType.blocks.find((candidate) => candidate.type === item.type);
    if (!block) {
      walker.fail(
        `${path}.type`,
        `Der Block „${item.type}“ ist in „${siteType.label}“ nicht vorgesehen.`,
      );
      return;
    }
    walker.fields(block.fields, item.value, `${path}.value`, block.label);
  });
  return { errors: walker.errors, references: walker.references };
}

/**
 * A copy of a value in which every field of the given type went through `transform` — the
 * server's sanitiser for wysiwyg text, say. Values that do not fit the schema stay as they are
 * (validation reports them).
 */
export function mapFields(
  fields: readonly CmsField[],
  value: unknown,
  type: CmsFieldType,
  transform: (value: unknown) => unknown,
): unknown {
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = { ...value };
  for (const field of fields) {
    const current = value[field.name];
    if (current === undefined) continue;
    if (field.type === type) result[field.name] = transform(current);
    else if (field.type === 'group')
      result[field.name] = mapFields(field.fields, current, type, transform);
    else if (field.type === 'collection' && Array.isArray(current))
      result[field.name] = current.map((item) => mapFields(field.fields, item, type, transform));
    else if (field.type === 'tabs' && isPlainObject(current))
      result[field.name] = Object.fromEntries(
        Object.entries(current).map(([key, tabValue]) => {
          const tab = field.tabs.find((candidate) => candidate.name === key);
          return [key, tab ? mapFields(tab.fields, tabValue, type, transform) : tabValue];
        }),
      );
  }
  return result;
}

/** mapFields over a site's content list. */
export function mapContent(
  siteType: CmsSiteType,
  content: unknown,
  type: CmsFieldType,
  transform: (value: unknown) => unknown,
): unknown {
  if (!Array.isArray(content)) return content;
  return content.map((item: unknown) => {
    if (!isPlainObject(item)) return item;
    const block = siteType.blocks.find((candidate) => candidate.type === item.type);
    return block ? { ...item, value: mapFields(block.fields, item.value, type, transform) } : item;
  });
}
