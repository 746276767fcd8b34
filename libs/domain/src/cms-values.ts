/**
 * The values of CMS content as types, read off the field schemas (cms-fields.ts) instead of
 * being written a second time: `CmsFieldValues<typeof HERO_BLOCK.fields>` is a hero block's
 * value. And the one reader of content that arrives as `unknown` (the start data, a draft, a
 * node): `readFields` keeps what fits the schema and leaves out what does not, so a page built
 * from malformed content shows less, never breaks.
 */
import {
  referenceId,
  type CmsBlockType,
  type CmsField,
  type CmsFieldType,
  type ContentItem,
} from './cms-fields';
import { migrateContent, type CmsLink, type CmsLinkFile } from './cms-links';
import { isResolvedBlock, type ResolvedBlock } from './cms-references';
import { DEFAULT_BLOCKS, FORM_NODE_FIELDS } from './cms-types';
import { isTemplateImage, type TemplateImage } from './template-images';

/** A record named by id: the id, or the record as the editor's picker gave it. */
export type CmsRecordValue = number | { id: number };
/** A picture: one of the media library (its id, or the picker's image) or drawn from a template. */
export type CmsImageValue =
  | number
  | { id: number; version?: number; extension?: string; alt?: string | null }
  | TemplateImage;
/** A file of the media library: its id, or the upload as the picker gave it. */
export type CmsFileValue = number | (CmsLinkFile & { name?: string | null });

type FieldsOf<F> = F extends { fields: infer Fs extends readonly CmsField[] } ? Fs : never;
type TabsOf<F> = F extends {
  tabs: infer Ts extends readonly { name: string; fields: readonly CmsField[] }[];
}
  ? Ts[number]
  : never;
type OptionOf<F> = F extends { options: readonly { value: infer V }[] } ? V : never;

/** The value one field holds, by its type (and, for select, group … , by its schema). */
export type CmsFieldValue<F extends CmsField> = F extends {
  type: 'text' | 'textarea' | 'wysiwyg' | 'markdown' | 'date' | 'color';
}
  ? string
  : F extends { type: 'number' }
    ? number
    : F extends { type: 'boolean' }
      ? boolean
      : F extends { type: 'select' }
        ? OptionOf<F>
        : F extends { type: 'multiselect' }
          ? OptionOf<F>[]
          : F extends { type: 'image' }
            ? CmsImageValue
            : F extends { type: 'images' }
              ? CmsImageValue[]
              : F extends { type: 'file' }
                ? CmsFileValue
                : F extends { type: 'files' }
                  ? CmsFileValue[]
                  : F extends { type: 'link' }
                    ? // An old „Link-Ziel“ was a bare address; readLink reads both.
                      CmsLink | string
                    : F extends { type: 'reference'; target: 'block' }
                      ? // Resolved when the page's data is built (resolveBlockReferences).
                        CmsRecordValue | ResolvedBlock
                      : F extends { type: 'reference' }
                        ? CmsRecordValue
                        : F extends { type: 'group' }
                          ? CmsFieldValues<FieldsOf<F>>
                          : F extends { type: 'collection' }
                            ? CmsFieldValues<FieldsOf<F>>[]
                            : F extends { type: 'tabs' }
                              ? { [T in TabsOf<F> as T['name']]?: CmsFieldValues<T['fields']> }
                              : never;

/** Fields that validation requires to be filled (a boolean may stay unset). */
type RequiredField<F> = F extends { isRequired: true; type: Exclude<CmsFieldType, 'boolean'> }
  ? F
  : never;

/** An object value of a list of fields: required ones present, the others optional or null. */
export type CmsFieldValues<Fs extends readonly CmsField[]> = {
  [F in RequiredField<Fs[number]> as F['name']]: CmsFieldValue<F>;
} & {
  [F in Exclude<Fs[number], RequiredField<Fs[number]>> as F['name']]?: CmsFieldValue<F> | null;
};

/** A block of a site's content with its value typed by the block's schema. */
export type CmsBlockItem<B extends CmsBlockType> = B extends CmsBlockType
  ? { type: B['type']; value: CmsFieldValues<B['fields']> }
  : never;

/** A block of the default site type (hero, text slider, form, text, Baustein). */
export type DefaultBlockItem = CmsBlockItem<(typeof DEFAULT_BLOCKS)[number]>;
export type DefaultBlockType = DefaultBlockItem['type'];
export type DefaultBlockValue<T extends DefaultBlockType> = Extract<
  DefaultBlockItem,
  { type: T }
>['value'];
export type HeroSlide = DefaultBlockValue<'hero'>['slides'][number];
export type TextSlide = DefaultBlockValue<'text_slider'>['slides'][number];

/** A form node's content (backoffice-api.md §3 Form node) and one of its fields. */
export type FormNodeContent = CmsFieldValues<typeof FORM_NODE_FIELDS>;
export type FormFieldDefinition = FormNodeContent['fields'][number];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isPicture = (value: unknown) => isTemplateImage(value) || referenceId(value) !== null;
const isRecord = (value: unknown) => referenceId(value) !== null;
const isText = (value: unknown) => typeof value === 'string';
const listOf = (value: unknown, fits: (item: unknown) => boolean) =>
  Array.isArray(value) ? value.filter(fits) : undefined;

/** One field's value as its schema has it, or undefined when it does not fit. */
function readField(field: CmsField, value: unknown): unknown {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'markdown':
    case 'date':
    case 'color':
      return isText(value) ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'select':
      return field.options.some((option) => option.value === value) ? value : undefined;
    case 'multiselect':
      return listOf(value, (item) => field.options.some((option) => option.value === item));
    case 'image':
      return isPicture(value) ? value : undefined;
    case 'images':
      return listOf(value, isPicture);
    case 'file':
      return isRecord(value) ? value : undefined;
    case 'files':
      return listOf(value, isRecord);
    case 'link':
      return isText(value) || isPlainObject(value) ? value : undefined;
    case 'reference':
      return isRecord(value) || isResolvedBlock(value) ? value : undefined;
    case 'group':
      return readFields(field.fields, value) ?? undefined;
    case 'collection':
      return Array.isArray(value)
        ? value.map((item) => readFields(field.fields, item)).filter((item) => item !== null)
        : undefined;
    case 'tabs': {
      if (!isPlainObject(value)) return undefined;
      const tabs = field.tabs.map((tab) => [tab.name, readFields(tab.fields, value[tab.name])]);
      return Object.fromEntries(tabs.filter(([, tab]) => tab !== null));
    }
  }
}

/**
 * An object value read against its fields: each field kept when it fits its type (lists keep
 * the entries that fit), left out when not; the keys the schema does not know are dropped.
 * Null when the value is no object or a required field is missing or does not fit — the
 * caller shows nothing for it, as for a block that is not there.
 */
export function readFields<const Fs extends readonly CmsField[]>(
  fields: Fs,
  value: unknown,
): CmsFieldValues<Fs> | null {
  if (!isPlainObject(value)) return null;
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const read = isEmpty(value[field.name]) ? undefined : readField(field, value[field.name]);
    if (!isEmpty(read)) result[field.name] = read;
    else if (field.isRequired && field.type !== 'boolean') return null;
  }
  return result as CmsFieldValues<Fs>;
}

/**
 * A block of the default site type with its value read against the block's schema (an old
 * hero slide's linkLabel/linkHref become its link first); null for another type or a value
 * that does not fit.
 */
export function readDefaultBlock(item: ContentItem): DefaultBlockItem | null {
  const block = DEFAULT_BLOCKS.find((candidate) => candidate.type === item.type);
  if (!block) return null;
  const [migrated] = migrateContent([item]) as ContentItem[];
  const read = readFields(block.fields, migrated.value);
  return read ? ({ type: block.type, value: read } as DefaultBlockItem) : null;
}

/** A form node's content (GET /api/init's nodes, GET /api/nodes), or null when it is none. */
export const readFormNode = (content: unknown): FormNodeContent | null =>
  readFields(FORM_NODE_FIELDS, content);
