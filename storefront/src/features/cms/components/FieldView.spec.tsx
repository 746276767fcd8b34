/** @jest-environment node */
import { CMS_FIELD_TYPES, DEFAULT_SITE_TYPE, type CmsField } from '@bestellwerk/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHOP } from '../../../shared/fixtures';
import type { ShopData } from '../../../shared/types';
import { FIELD_VIEWS, FieldsView, formatCmsDate } from './FieldView';

const options = [
  { value: 'a', label: 'Erste' },
  { value: 'b', label: 'Zweite' },
];

/** One field of every type (backoffice-api.md §3) and a value, and what its view shows. */
const CASES: [CmsField, unknown, string][] = [
  [{ type: 'text', name: 'title', label: 'Titel' }, 'Herbst', '<h2>Herbst</h2>'],
  [{ type: 'textarea', name: 't', label: 'T' }, 'Zeile 1\nZeile 2', 'Zeile 1\nZeile 2'],
  [{ type: 'wysiwyg', name: 'w', label: 'W' }, '<p><em>fein</em></p>', '<p><em>fein</em></p>'],
  [{ type: 'markdown', name: 'm', label: 'M' }, '**fett**', '<strong>fett</strong>'],
  [{ type: 'number', name: 'n', label: 'N' }, 2.5, '2,5'],
  [{ type: 'date', name: 'd', label: 'D', mode: 'date' }, '2026-03-01', '01.03.2026'],
  [{ type: 'image', name: 'i', label: 'Bild' }, { id: 3, version: 2, extension: 'jpg' }, '<img'],
  [
    { type: 'images', name: 'is', label: 'Bilder' },
    [{ id: 3, version: 2, extension: 'jpg' }],
    '<img',
  ],
  [
    { type: 'file', name: 'f', label: 'Datei' },
    { id: 4, version: 1, extension: 'pdf', publicHash: 'h', name: 'Karte.pdf' },
    'href="/upload/h/4-1.pdf"',
  ],
  [
    { type: 'files', name: 'fs', label: 'Dateien' },
    [{ id: 4, version: 1, extension: 'pdf', publicHash: 'h' }],
    'href="/upload/h/4-1.pdf"',
  ],
  [{ type: 'boolean', name: 'b', label: 'Vegan' }, true, 'Vegan: Ja'],
  [{ type: 'select', name: 's', label: 'S', options }, 'b', 'Zweite'],
  [
    { type: 'multiselect', name: 'ms', label: 'MS', options },
    ['a', 'b'],
    '<li>Erste</li><li>Zweite</li>',
  ],
  [
    { type: 'group', name: 'g', label: 'G', fields: [{ type: 'text', name: 'x', label: 'X' }] },
    { x: 'innen' },
    '<p>innen</p>',
  ],
  [
    {
      type: 'tabs',
      name: 'tb',
      label: 'Tabs',
      tabs: [{ name: 'de', label: 'Deutsch', fields: [{ type: 'text', name: 'x', label: 'X' }] }],
    },
    { de: { x: 'Hallo' } },
    '<h3>Deutsch</h3>',
  ],
  [
    {
      type: 'collection',
      name: 'c',
      label: 'C',
      fields: [{ type: 'text', name: 'x', label: 'X' }],
    },
    [{ x: 'eins' }, { x: 'zwei' }],
    '<p>zwei</p>',
  ],
  [
    { type: 'reference', name: 'r', label: 'R', target: 'block' },
    {
      id: 1,
      identifier: 'b',
      name: 'B',
      content: [{ type: 'text', value: { text: 'Aus dem Block' } }],
      resolved: true,
    },
    'Aus dem Block',
  ],
  [{ type: 'color', name: 'co', label: 'Farbe' }, '#058243', 'background-color:#058243'],
  [
    { type: 'link', name: 'l', label: 'Link' },
    { label: 'Anrufen', phone: '+43 316 123456' },
    '<a class="cms-link" href="tel:+43316123456">Anrufen</a>',
  ],
];

describe('the generic renderer: a view for every CMS field type (backoffice-api.md §3)', () => {
  it('shows no link for an address that is not safe (stored before it was checked)', () => {
    const html = renderToStaticMarkup(
      <FieldsView
        fields={[{ type: 'link', name: 'l', label: 'Link' }]}
        value={{ l: { label: 'Klick', href: 'javascript:alert(1)' } }}
        context={{ shop: SHOP as ShopData, defaultType: DEFAULT_SITE_TYPE }}
      />,
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<a');
  });

  it('has a view for each field type', () => {
    expect(Object.keys(FIELD_VIEWS).sort()).toEqual([...CMS_FIELD_TYPES].sort());
    expect(CASES.map(([field]) => field.type).sort()).toEqual([...CMS_FIELD_TYPES].sort());
  });

  it.each(CASES)('shows a %j field', (field, value, shown) => {
    const html = renderToStaticMarkup(
      <FieldsView
        fields={[field]}
        value={{ [field.name]: value }}
        context={{ shop: SHOP as ShopData, defaultType: DEFAULT_SITE_TYPE }}
      />,
    );
    expect(html).toContain(shown);
  });

  it('writes dates in the 24-hour German form of each mode', () => {
    expect(formatCmsDate('2026-12-24')).toBe('24.12.2026');
    expect(formatCmsDate('07:05')).toBe('07:05');
    expect(formatCmsDate('2026-12-24T19:30')).toBe('24.12.2026 19:30');
  });
});
