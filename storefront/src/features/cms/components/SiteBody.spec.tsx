/** @jest-environment node */
import { DEFAULT_SITE_TYPE } from '@bestellwerk/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHOP } from '../../../shared/fixtures';
import type { ShopData } from '../../../shared/types';
import { SiteBody } from './SiteBody';

const FORM = {
  id: 9,
  identifier: 'kontakt',
  isPublic: true,
  type: 'form',
  content: {
    name: 'Kontakt',
    fields: [{ type: 'text', value: { fieldId: 'name', label: 'Ihr Name', isRequired: true } }],
  },
};
const shop = { ...SHOP, sites: [], nodes: [FORM] } as unknown as ShopData;
const render = (content: unknown) =>
  renderToStaticMarkup(<SiteBody siteType={DEFAULT_SITE_TYPE} content={content} shop={shop} />);

describe('a site’s body shows the default type’s blocks as stored (storefront.md §3)', () => {
  it('shows hero, text slider, text and form, an old slide’s link as its button', () => {
    const html = render([
      {
        type: 'hero',
        value: { slides: [{ title: 'Willkommen', linkLabel: 'Zur Karte', linkHref: '/store' }] },
      },
      { type: 'text_slider', value: { slides: [{ title: 'Mittag', text: '<p>Suppe</p>' }] } },
      { type: 'text', value: { text: '**Frisch**' } },
      { type: 'form', value: { form: { id: 9 } } },
    ]);
    expect(html).toContain('<h2>Willkommen</h2>');
    expect(html).toMatch(/<a class="button" href="\/store"[^>]*>Zur Karte<\/a>/);
    expect(html).toContain('<p>Suppe</p>');
    expect(html).toContain('<strong>Frisch</strong>');
    expect(html).toContain('Ihr Name');
  });

  it('shows nothing, and does not break, for content that does not fit', () => {
    expect(
      render([
        null,
        'text',
        { value: { text: 'ohne Typ' } },
        { type: 'hero', value: { slides: 'kaputt' } },
        { type: 'hero' },
        { type: 'text_slider', value: { slides: [{ title: { de: 'x' } }] } },
        { type: 'text', value: { text: 42 } },
        { type: 'form', value: { form: 404 } },
        { type: 'constructor', value: {} },
        { type: 'unbekannt', value: { text: 'x' } },
      ]),
    ).toBe('');
    expect(render({ type: 'text', value: { text: 'keine Liste' } })).toBe('');
  });
});
