import { readContentItems, type CmsField } from './cms-fields';
import {
  readDefaultBlock,
  readFields,
  readFormNode,
  type CmsFieldValues,
  type DefaultBlockItem,
} from './cms-values';

const OPTIONS = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
] as const;

/** A schema with a field of every kind of value. */
const FIELDS = [
  { type: 'text', name: 'title', label: 'Titel', isRequired: true },
  { type: 'number', name: 'count', label: 'Anzahl' },
  { type: 'boolean', name: 'vegan', label: 'Vegan' },
  { type: 'select', name: 'choice', label: 'Wahl', options: OPTIONS },
  { type: 'multiselect', name: 'choices', label: 'Wahlen', options: OPTIONS },
  { type: 'image', name: 'image', label: 'Bild' },
  { type: 'images', name: 'images', label: 'Bilder' },
  { type: 'reference', name: 'site', label: 'Seite', target: 'site' },
  { type: 'link', name: 'link', label: 'Link' },
  {
    type: 'group',
    name: 'group',
    label: 'Gruppe',
    fields: [{ type: 'text', name: 'x', label: 'X' }],
  },
  {
    type: 'collection',
    name: 'items',
    label: 'Einträge',
    fields: [{ type: 'text', name: 'name', label: 'Name', isRequired: true }],
  },
  {
    type: 'tabs',
    name: 'tabs',
    label: 'Reiter',
    tabs: [{ name: 'de', label: 'Deutsch', fields: [{ type: 'text', name: 't', label: 'T' }] }],
  },
] as const satisfies readonly CmsField[];

describe('content read against its schema keeps what fits and leaves out what does not', () => {
  it('keeps every value of the right kind, as stored', () => {
    const value: CmsFieldValues<typeof FIELDS> = {
      title: 'Herbst',
      count: 2,
      vegan: false,
      choice: 'b',
      choices: ['a'],
      image: { id: 3, version: 2, extension: 'jpg' },
      images: [4, { templateId: 2 }],
      site: { id: 7 },
      link: { label: 'Mehr', to: '/store' },
      group: { x: 'innen' },
      items: [{ name: 'Suppe' }],
      tabs: { de: { t: 'Hallo' } },
    };
    expect(readFields(FIELDS, value)).toEqual(value);
  });

  it.each([
    ['a number in a text', { count: 'zwei' }, {}],
    ['an option not offered', { choice: 'z', choices: ['a', 'z'] }, { choices: ['a'] }],
    ['a picture without id', { image: { alt: 'x' }, images: [0, 5] }, { images: [5] }],
    ['a link that is a number', { link: 3 }, {}],
    ['a reference that is text', { site: 'start' }, {}],
    [
      'an entry without its required name',
      { items: [{ name: 'A' }, {}, 'B'] },
      { items: [{ name: 'A' }] },
    ],
    ['keys the schema does not know', { linkLabel: 'alt' }, {}],
    ['empty values', { count: null, group: null, tabs: [] }, {}],
  ])('drops %s', (_, extra, kept) => {
    expect(readFields(FIELDS, { title: 'T', ...extra })).toEqual({ title: 'T', ...kept });
  });

  it.each([
    ['no object', 'Herbst'],
    ['a list', [{ title: 'T' }]],
    ['the required title missing', { count: 1 }],
    ['the required title not text', { title: 5 }],
    ['the required title empty', { title: '  ' }],
  ])('is null for %s', (_, value) => {
    expect(readFields(FIELDS, value)).toBeNull();
  });
});

describe('the default type’s blocks are read with their own schema', () => {
  it('reads a hero, migrating an old slide’s linkLabel/linkHref to its link', () => {
    const block = readDefaultBlock({
      type: 'hero',
      value: { slides: [{ title: 'Willkommen', linkLabel: 'Speisekarte', linkHref: '/store' }] },
    });
    expect(block).toEqual({
      type: 'hero',
      value: { slides: [{ title: 'Willkommen', link: { label: 'Speisekarte', to: '/store' } }] },
    } satisfies DefaultBlockItem);
  });

  it.each([
    ['hero', { slides: 'kaputt' }],
    ['hero', { slides: [{ text: 'ohne Überschrift' }] }],
    ['text_slider', null],
    ['text', { text: 42 }],
    ['form', { form: 'kontakt' }],
    ['unbekannt', { text: 'x' }],
  ])('is null for a %s block whose value does not fit (%j)', (type, value) => {
    expect(readDefaultBlock({ type, value })).toBeNull();
  });

  it('lists only the entries that are blocks with a type', () => {
    expect(readContentItems([{ type: 'text', value: {} }, null, 'x', { value: {} }])).toEqual([
      { type: 'text', value: {} },
    ]);
    expect(readContentItems({ type: 'text' })).toEqual([]);
  });
});

describe('a form node’s content', () => {
  const field = { type: 'text', value: { fieldId: 'name', label: 'Name', isRequired: true } };

  it('reads name, fields and texts', () => {
    expect(readFormNode({ name: 'Kontakt', fields: [field], recipient: 'a@b.at' })).toEqual({
      name: 'Kontakt',
      fields: [field],
      recipient: 'a@b.at',
    });
  });

  it('leaves out fields without id or label, and is null without any field', () => {
    const broken = { type: 'text', value: { label: 'Ohne ID' } };
    expect(readFormNode({ name: 'K', fields: [field, broken] })?.fields).toEqual([field]);
    expect(readFormNode({ name: 'K', fields: [broken] })).toBeNull();
    expect(readFormNode(null)).toBeNull();
  });
});
