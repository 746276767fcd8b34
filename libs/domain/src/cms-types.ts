import type { CmsBlockType, CmsField, CmsSiteType } from './cms-fields';

/** Hero: a slider of pictures with heading, text and an optional link (storefront.md §2). */
export const HERO_BLOCK = {
  type: 'hero',
  label: 'Hero',
  fields: [
    {
      type: 'collection',
      name: 'slides',
      label: 'Folien',
      isRequired: true,
      minItems: 1,
      maxItems: 10,
      fields: [
        { type: 'image', name: 'image', label: 'Bild' },
        { type: 'text', name: 'title', label: 'Überschrift', isRequired: true },
        { type: 'textarea', name: 'text', label: 'Text', maxLength: 1000 },
        // Stored before as linkLabel/linkHref; read through migrateHeroSlide.
        { type: 'link', name: 'link', label: 'Link' },
      ],
    },
  ],
} as const satisfies CmsBlockType;

/** Text slider: slides of formatted text. */
export const TEXT_SLIDER_BLOCK = {
  type: 'text_slider',
  label: 'Text-Slider',
  fields: [
    {
      type: 'collection',
      name: 'slides',
      label: 'Folien',
      isRequired: true,
      minItems: 1,
      maxItems: 20,
      fields: [
        { type: 'text', name: 'title', label: 'Überschrift' },
        { type: 'wysiwyg', name: 'text', label: 'Text', isRequired: true },
      ],
    },
  ],
} as const satisfies CmsBlockType;

/** Form: a form node shown on the page. */
export const FORM_BLOCK = {
  type: 'form',
  label: 'Formular',
  fields: [
    { type: 'reference', name: 'form', label: 'Formular', target: 'node', isRequired: true },
  ],
} as const satisfies CmsBlockType;

/** Text: one plain text in markdown (a paragraph, a list, a heading), no slider. */
export const TEXT_BLOCK = {
  type: 'text',
  label: 'Text',
  fields: [{ type: 'markdown', name: 'text', label: 'Text', isRequired: true, maxLength: 20000 }],
} as const satisfies CmsBlockType;

/**
 * Baustein: a reusable block (/api/blocks) shown where the page places it, as the block is
 * now — an edit of the block shows on every page that holds it (issue 32).
 */
export const BLOCK_REFERENCE_BLOCK = {
  type: 'block',
  label: 'Baustein',
  fields: [
    { type: 'reference', name: 'block', label: 'Baustein', target: 'block', isRequired: true },
  ],
} as const satisfies CmsBlockType;

/** The default type's blocks, each with its literal schema (its values' types follow from it). */
export const DEFAULT_BLOCKS = [
  HERO_BLOCK,
  TEXT_SLIDER_BLOCK,
  FORM_BLOCK,
  TEXT_BLOCK,
  BLOCK_REFERENCE_BLOCK,
] as const;

/** The type every shop has (backoffice-api.md §3 Site types). */
export const DEFAULT_SITE_TYPE: CmsSiteType = {
  type: 'default',
  label: 'Einfache Seite',
  blocks: DEFAULT_BLOCKS,
};

/** A configured site type's shape is checked once, at boot, against this. */
export function siteTypeProblems(value: unknown): string[] {
  const problems: string[] = [];
  if (!Array.isArray(value)) return ['Die Seitentypen müssen eine Liste sein.'];
  const names = new Set<string>();
  value.forEach((type: unknown, index) => {
    const entry = type as Partial<CmsSiteType> | null;
    if (!entry || typeof entry.type !== 'string' || !/^[a-z][a-z0-9_-]{0,49}$/.test(entry.type))
      problems.push(`Seitentyp ${index + 1}: „type“ fehlt oder ist ungültig.`);
    else if (names.has(entry.type)) problems.push(`Seitentyp „${entry.type}“ ist doppelt.`);
    else names.add(entry.type);
    if (!entry || typeof entry.label !== 'string' || !entry.label)
      problems.push(`Seitentyp ${index + 1}: „label“ fehlt.`);
    if (!entry || !Array.isArray(entry.blocks))
      problems.push(`Seitentyp ${index + 1}: „blocks“ muss eine Liste sein.`);
    else
      entry.blocks.forEach((block: unknown, blockIndex) => {
        const part = block as Partial<CmsBlockType> | null;
        if (!part || typeof part.type !== 'string' || !part.type || !Array.isArray(part.fields))
          problems.push(
            `Seitentyp ${index + 1}, Block ${blockIndex + 1}: „type“ und „fields“ (eine Liste) sind nötig.`,
          );
      });
  });
  return problems;
}

/**
 * Site types as they arrive (GET /api/site-types, the start data's siteTypes, CMS_SITE_TYPES):
 * the list when it has the shape siteTypeProblems checks, else none.
 */
export function readSiteTypes(value: unknown): CmsSiteType[] {
  return siteTypeProblems(value).length ? [] : (value as CmsSiteType[]);
}

/**
 * The site types of a shop: 'default' plus the configured ones (a configured 'default'
 * replaces the built-in one).
 */
export function siteTypesFrom(configured: CmsSiteType[]): CmsSiteType[] {
  const own = configured.filter((type) => type.type !== DEFAULT_SITE_TYPE.type);
  const custom = configured.find((type) => type.type === DEFAULT_SITE_TYPE.type);
  return [custom ?? DEFAULT_SITE_TYPE, ...own];
}

/** The node types: a form (backoffice-api.md §3 Form node). */
export const FORM_FIELD_VALUE_TYPES = ['text', 'phone', 'email', 'textarea'] as const;

const FORM_FIELD = [
  {
    type: 'select',
    name: 'type',
    label: 'Feldtyp',
    isRequired: true,
    options: [
      { value: 'text', label: 'Eingabe' },
      { value: 'boolean', label: 'Checkbox' },
      { value: 'select', label: 'Auswahl' },
    ],
  },
  {
    type: 'group',
    name: 'value',
    label: 'Feld',
    isRequired: true,
    fields: [
      {
        type: 'select',
        name: 'type',
        label: 'Eingabeart',
        options: FORM_FIELD_VALUE_TYPES.map((value) => ({
          value,
          label: { text: 'Text', phone: 'Telefon', email: 'E-Mail', textarea: 'Textbereich' }[
            value
          ],
        })),
      },
      { type: 'text', name: 'fieldId', label: 'Feld-ID', isRequired: true, maxLength: 50 },
      { type: 'text', name: 'label', label: 'Beschriftung', isRequired: true },
      { type: 'wysiwyg', name: 'description', label: 'Beschreibung' },
      { type: 'boolean', name: 'isRequired', label: 'Pflichtfeld' },
      { type: 'boolean', name: 'hasMaxWidth', label: 'Volle Breite' },
      {
        type: 'collection',
        name: 'options',
        label: 'Optionen',
        fields: [{ type: 'text', name: 'label', label: 'Option', isRequired: true }],
      },
    ],
  },
] as const satisfies readonly CmsField[];

/** The fields of a form node's content. */
export const FORM_NODE_FIELDS = [
  { type: 'text', name: 'name', label: 'Name', isRequired: true },
  { type: 'wysiwyg', name: 'description', label: 'Beschreibung' },
  {
    type: 'collection',
    name: 'fields',
    label: 'Felder',
    isRequired: true,
    minItems: 1,
    maxItems: 50,
    fields: FORM_FIELD,
  },
  { type: 'wysiwyg', name: 'thankYouMessage', label: 'Danke-Nachricht' },
  { type: 'text', name: 'recipient', label: 'Empfänger (E-Mail)' },
] as const satisfies readonly CmsField[];

/** Node types and the fields of their content. */
export const NODE_TYPES: Record<string, { label: string; fields: readonly CmsField[] }> = {
  form: { label: 'Formular', fields: FORM_NODE_FIELDS },
};
