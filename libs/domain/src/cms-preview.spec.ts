import { CMS_PREVIEW_READY, cmsPreviewSite, readCmsPreviewMessage } from './cms-preview';

describe('the live preview speaks two messages', () => {
  it('reads the ready message and a site message', () => {
    expect(readCmsPreviewMessage({ type: 'bestellwerk:cms-preview:ready' })).toEqual(
      CMS_PREVIEW_READY,
    );
    const message = readCmsPreviewMessage({
      type: 'bestellwerk:cms-preview:site',
      site: {
        type: 'default',
        name: 'Herbst',
        title: 'Herbstaktion',
        isPublic: false,
        content: [{ type: 'hero', value: { slides: [{ title: 'Kürbis' }] } }],
      },
    });
    expect(message).toEqual({
      type: 'bestellwerk:cms-preview:site',
      site: {
        type: 'default',
        name: 'Herbst',
        title: 'Herbstaktion',
        description: null,
        isPublic: false,
        content: [{ type: 'hero', value: { slides: [{ title: 'Kürbis' }] } }],
      },
    });
  });

  it.each([
    null,
    'bestellwerk:cms-preview:ready',
    { type: 'other' },
    { type: 'bestellwerk:cms-preview:site' },
    { type: 'bestellwerk:cms-preview:site', site: { type: 'default' } },
    { type: 'bestellwerk:cms-preview:site', site: { content: [] } },
  ])('ignores %p', (data) => {
    expect(readCmsPreviewMessage(data)).toBeNull();
  });

  it('renders a half-filled form: blocks without a value, no name yet, public only if true', () => {
    expect(
      cmsPreviewSite({
        content: [{ type: 'hero' }, null, { value: {} }, { type: 'form', value: [] }],
        isPublic: 'yes',
        title: '  ',
      }),
    ).toEqual({
      type: 'default',
      name: '',
      title: null,
      description: null,
      isPublic: false,
      content: [
        { type: 'hero', value: {} },
        { type: 'form', value: {} },
      ],
    });
  });
});
