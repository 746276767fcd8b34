import {
  CMS_FIELD_TYPES,
  CmsField,
  CmsFieldType,
  mapContent,
  validateContent,
  validateFields,
} from './cms-fields';
import {
  DEFAULT_SITE_TYPE,
  FORM_NODE_FIELDS,
  readSiteTypes,
  siteTypeProblems,
  siteTypesFrom,
} from './cms-types';

/** One required field of each type, with a valid value, invalid values and their message. */
const CASES: Record<
  CmsFieldType,
  { field: CmsField; valid: unknown[]; invalid: [unknown, string][] }
> = {
  text: {
    field: { type: 'text', name: 'f', label: 'Titel', maxLength: 5 },
    valid: ['Hallo'],
    invalid: [
      [12, '„Titel“ muss ein Text sein.'],
      ['zu lang', '„Titel“ darf höchstens 5 Zeichen lang sein.'],
    ],
  },
  textarea: {
    field: { type: 'textarea', name: 'f', label: 'Text' },
    valid: ['Zeile 1\nZeile 2'],
    invalid: [[['a'], '„Text“ muss ein Text sein.']],
  },
  wysiwyg: {
    field: { type: 'wysiwyg', name: 'f', label: 'Inhalt' },
    valid: ['<p>Hallo</p>'],
    invalid: [[{}, '„Inhalt“ muss ein Text sein.']],
  },
  markdown: {
    field: { type: 'markdown', name: 'f', label: 'Markdown', maxLength: 3 },
    valid: ['# a'],
    invalid: [['# ab', '„Markdown“ darf höchstens 3 Zeichen lang sein.']],
  },
  number: {
    field: { type: 'number', name: 'f', label: 'Anzahl', min: 1, max: 10, isInteger: true },
    valid: [1, 10],
    invalid: [
      ['3', '„Anzahl“ muss eine Zahl sein.'],
      [Number.NaN, '„Anzahl“ muss eine Zahl sein.'],
      [1.5, '„Anzahl“ muss eine ganze Zahl sein.'],
      [0, '„Anzahl“ muss mindestens 1 sein.'],
      [11, '„Anzahl“ darf höchstens 10 sein.'],
    ],
  },
  date: {
    field: { type: 'date', name: 'f', label: 'Datum', mode: 'date' },
    valid: ['2026-02-28', '2024-02-29'],
    invalid: [
      ['2026-02-30', '„Datum“ muss ein gültiges Datum sein (JJJJ-MM-TT).'],
      ['28.02.2026', '„Datum“ muss ein gültiges Datum sein (JJJJ-MM-TT).'],
    ],
  },
  image: {
    field: { type: 'image', name: 'f', label: 'Bild' },
    valid: [3, { id: 3, version: 1, extension: 'jpg' }],
    invalid: [
      [0, '„Bild“ muss ein Bild sein.'],
      ['3', '„Bild“ muss ein Bild sein.'],
    ],
  },
  images: {
    field: { type: 'images', name: 'f', label: 'Bilder', maxItems: 2 },
    valid: [[1, { id: 2 }]],
    invalid: [
      [[1, 2, 3], '„Bilder“ darf höchstens 2 Bilder enthalten.'],
      ['1', '„Bilder“ muss eine Liste sein.'],
    ],
  },
  file: {
    field: { type: 'file', name: 'f', label: 'Datei' },
    valid: [{ id: 9 }],
    invalid: [[{ id: -1 }, '„Datei“ muss eine Datei sein.']],
  },
  files: {
    field: { type: 'files', name: 'f', label: 'Dateien' },
    valid: [[9]],
    invalid: [[{ id: 9 }, '„Dateien“ muss eine Liste sein.']],
  },
  boolean: {
    field: { type: 'boolean', name: 'f', label: 'Aktiv' },
    valid: [true, false],
    invalid: [['ja', '„Aktiv“ muss ja oder nein sein.']],
  },
  select: {
    field: {
      type: 'select',
      name: 'f',
      label: 'Farbe',
      options: [
        { value: 'rot', label: 'Rot' },
        { value: 'blau', label: 'Blau' },
      ],
    },
    valid: ['rot'],
    invalid: [['grün', '„Farbe“ muss eine der angebotenen Möglichkeiten sein.']],
  },
  multiselect: {
    field: {
      type: 'multiselect',
      name: 'f',
      label: 'Tage',
      options: [
        { value: 'mo', label: 'Mo' },
        { value: 'di', label: 'Di' },
      ],
    },
    valid: [['mo', 'di']],
    invalid: [
      [['mo', 'so'], '„Tage“ enthält eine Auswahl, die nicht angeboten wird.'],
      ['mo', '„Tage“ muss eine Liste sein.'],
    ],
  },
  group: {
    field: {
      type: 'group',
      name: 'f',
      label: 'Kontakt',
      fields: [{ type: 'text', name: 'name', label: 'Name', isRequired: true }],
    },
    valid: [{ name: 'A' }],
    invalid: [
      ['x', '„Kontakt“ muss ein Objekt sein.'],
      [{ name: 'A', x: 1 }, '„x“ ist kein Feld von „Kontakt“.'],
      [{}, '„Name“ ist erforderlich.'],
    ],
  },
  tabs: {
    field: {
      type: 'tabs',
      name: 'f',
      label: 'Reiter',
      tabs: [
        {
          name: 'seo',
          label: 'SEO',
          fields: [{ type: 'text', name: 'title', label: 'SEO-Titel', isRequired: true }],
        },
      ],
    },
    valid: [{ seo: { title: 'T' } }],
    invalid: [
      [{ seo: {} }, '„SEO-Titel“ ist erforderlich.'],
      [{ seo: { title: 'T' }, other: {} }, '„other“ ist kein Reiter von „Reiter“.'],
    ],
  },
  collection: {
    field: {
      type: 'collection',
      name: 'f',
      label: 'Folien',
      minItems: 1,
      maxItems: 2,
      fields: [{ type: 'text', name: 'title', label: 'Überschrift', isRequired: true }],
    },
    valid: [[{ title: 'a' }, { title: 'b' }]],
    invalid: [
      [
        [{ title: 'a' }, { title: 'b' }, { title: 'c' }],
        '„Folien“ darf höchstens 2 Einträge enthalten.',
      ],
      [[{}], '„Überschrift“ ist erforderlich.'],
      [{}, '„Folien“ muss eine Liste sein.'],
    ],
  },
  reference: {
    field: { type: 'reference', name: 'f', label: 'Formular', target: 'node' },
    valid: [4, { id: 4 }],
    invalid: [['abc', '„Formular“ muss ein Verweis sein.']],
  },
  color: {
    field: { type: 'color', name: 'f', label: 'Farbe' },
    valid: ['#058243', '#fff'],
    invalid: [
      ['grün', '„Farbe“ muss eine Farbe im Format #RRGGBB sein.'],
      ['#05824', '„Farbe“ muss eine Farbe im Format #RRGGBB sein.'],
    ],
  },
  link: {
    field: { type: 'link', name: 'f', label: 'Link' },
    valid: [{ label: 'Mehr', href: 'https://example.at' }, { to: '/store' }, { label: '' }],
    invalid: [
      ['https://example.at', '„Link“ muss ein Link sein.'],
      [{ label: 'Mehr' }, '„Link“ braucht ein Ziel.'],
    ],
  },
};

describe('§3 CMS field types: one schema language', () => {
  it('covers every field type of the spec', () => {
    expect(Object.keys(CASES).sort()).toEqual([...CMS_FIELD_TYPES].sort());
  });

  describe.each(CMS_FIELD_TYPES.map((type) => [type, CASES[type]] as const))('%s', (_type, c) => {
    it.each(c.valid.map((value) => [value]))('accepts %j', (value) => {
      expect(validateFields([c.field], { f: value }).errors).toEqual([]);
    });

    it.each(c.invalid)('refuses %j: %s', (value, message) => {
      const { errors } = validateFields([c.field], { f: value });
      expect(errors.map((error) => error.message)).toContain(message);
    });

    it('a required empty value is reported under its path; an optional one is fine', () => {
      const required = { ...c.field, isRequired: true } as CmsField;
      const empty = c.field.type === 'boolean' ? {} : { f: null };
      const { errors } = validateFields([required], empty);
      if (c.field.type === 'boolean') expect(errors).toEqual([]);
      else
        expect(errors).toContainEqual({
          field: 'f',
          message: `„${c.field.label}“ ist erforderlich.`,
        });
      expect(validateFields([c.field], {}).errors).toEqual([]);
    });
  });

  it.each([
    ['time', '23:59', null],
    ['time', '24:00', '„Z“ muss eine gültige Uhrzeit sein (HH:mm, 24 h).'],
    ['dateTime', '2026-11-26T14:30', null],
    ['dateTime', '2026-11-26T14:30:00.000Z', null],
    ['dateTime', '2026-11-26 14:30', '„Z“ muss ein gültiger Zeitpunkt sein (JJJJ-MM-TTTHH:mm).'],
    ['date', '2026-11-26', null],
  ] as const)('date in mode %s: %s', (mode, value, message) => {
    const { errors } = validateFields([{ type: 'date', name: 'z', label: 'Z', mode }], {
      z: value,
    });
    expect(errors.map((error) => error.message)).toEqual(message ? [message] : []);
  });

  it('references are collected with their target and path', () => {
    const { references } = validateFields(
      [
        { type: 'reference', name: 'r', label: 'R', target: 'product' },
        { type: 'images', name: 'i', label: 'I' },
      ],
      { r: 7, i: [{ id: 1 }] },
    );
    expect(references).toEqual([
      { target: 'product', id: 7, field: 'r' },
      { target: 'image', id: 1, field: 'i.0' },
    ]);
  });

  it('an image field takes a picture from a template, naming the template and its product', () => {
    const fields: CmsField[] = [{ type: 'image', name: 'b', label: 'Bild' }];
    expect(
      validateFields(fields, { b: { templateId: 3, productId: 9, format: 'webp' } }).references,
    ).toEqual([
      { target: 'imageTemplate', id: 3, field: 'b' },
      { target: 'product', id: 9, field: 'b' },
    ]);
    expect(validateFields(fields, { b: { templateId: 3, categoryId: 2 } }).references).toEqual([
      { target: 'imageTemplate', id: 3, field: 'b' },
      { target: 'category', id: 2, field: 'b' },
    ]);
    const refused = validateFields(fields, { b: { templateId: 3, productId: 9, categoryId: 2 } });
    expect(refused.errors).toEqual([
      { field: 'b', message: '„Bild“: Entweder ein Produkt oder eine Kategorie, nicht beides.' },
    ]);
    expect(refused.references).toEqual([]);
  });
});

describe('§3 site types: default is "Einfache Seite" with hero, text_slider, form, text and a Baustein', () => {
  it('has the spec label and blocks, plus a plain markdown text and a reusable block (issue 32)', () => {
    expect(DEFAULT_SITE_TYPE.label).toBe('Einfache Seite');
    expect(DEFAULT_SITE_TYPE.blocks.map((block) => block.type)).toEqual([
      'hero',
      'text_slider',
      'form',
      'text',
      'block',
    ]);
    expect(
      validateContent(DEFAULT_SITE_TYPE, [{ type: 'block', value: { block: 7 } }]).references,
    ).toEqual([{ target: 'block', id: 7, field: 'content.0.value.block' }]);
    expect(validateContent(DEFAULT_SITE_TYPE, [{ type: 'text', value: {} }]).errors).toEqual([
      { field: 'content.0.value.text', message: '„Text“ ist erforderlich.' },
    ]);
  });

  it('validates a body of blocks with paths into the content', () => {
    const content = [
      { type: 'hero', value: { slides: [{ title: 'Willkommen' }] } },
      { type: 'text_slider', value: { slides: [{ title: 'x' }] } },
      { type: 'form', value: { form: 3 } },
      { type: 'video', value: {} },
    ];
    const { errors, references } = validateContent(DEFAULT_SITE_TYPE, content);
    expect(errors).toEqual([
      { field: 'content.1.value.slides.0.text', message: '„Text“ ist erforderlich.' },
      {
        field: 'content.3.type',
        message: 'Der Block „video“ ist in „Einfache Seite“ nicht vorgesehen.',
      },
    ]);
    expect(references).toEqual([{ target: 'node', id: 3, field: 'content.2.value.form' }]);
  });

  it('refuses content that is not a list', () => {
    expect(validateContent(DEFAULT_SITE_TYPE, { a: 1 }).errors).toEqual([
      { field: 'content', message: '„Inhalt“ muss eine Liste von Blöcken sein.' },
    ]);
  });

  it('maps every wysiwyg field (the server sanitiser) and leaves the rest', () => {
    const content = [
      { type: 'text_slider', value: { slides: [{ title: '<b>', text: '<script>x</script>' }] } },
    ];
    expect(mapContent(DEFAULT_SITE_TYPE, content, 'wysiwyg', () => 'clean')).toEqual([
      { type: 'text_slider', value: { slides: [{ title: '<b>', text: 'clean' }] } },
    ]);
  });

  it('configured types join the default one; a broken configuration is named', () => {
    const custom = { type: 'landing', label: 'Landingpage', blocks: [] };
    expect(siteTypesFrom([custom]).map((type) => type.type)).toEqual(['default', 'landing']);
    expect(siteTypeProblems([custom])).toEqual([]);
    expect(siteTypeProblems([{ type: 'X', label: '' }])).toEqual([
      'Seitentyp 1: „type“ fehlt oder ist ungültig.',
      'Seitentyp 1: „label“ fehlt.',
      'Seitentyp 1: „blocks“ muss eine Liste sein.',
    ]);
    expect(siteTypeProblems([{ ...custom, blocks: [{ type: 'teaser' }, null] }])).toEqual([
      'Seitentyp 1, Block 1: „type“ und „fields“ (eine Liste) sind nötig.',
      'Seitentyp 1, Block 2: „type“ und „fields“ (eine Liste) sind nötig.',
    ]);
  });

  it('reads site types as they arrive: the list when its shape fits, else none', () => {
    expect(readSiteTypes([DEFAULT_SITE_TYPE])).toEqual([DEFAULT_SITE_TYPE]);
    expect(readSiteTypes([{ type: 'x', label: 'X', blocks: [{ type: 'a' }] }])).toEqual([]);
    expect(readSiteTypes({ type: 'x' })).toEqual([]);
    expect(readSiteTypes(undefined)).toEqual([]);
  });

  it('a form node needs a name and fields', () => {
    expect(validateFields(FORM_NODE_FIELDS, { name: 'Kontakt' }).errors).toEqual([
      { field: 'fields', message: '„Felder“ ist erforderlich.' },
    ]);
  });
});
