import { contentPayload, toEditedContent } from './content';

describe('a body of blocks in the editor', () => {
  it('is edited as stored, an old slide’s linkLabel/linkHref as its link, entries without a type left out', () => {
    expect(
      toEditedContent([
        {
          type: 'hero',
          value: { slides: [{ title: 'A', linkLabel: 'Mehr', linkHref: '/store' }] },
        },
        null,
        { value: { text: 'ohne Typ' } },
        { type: 'text', value: { text: 'B' } },
      ]),
    ).toEqual([
      { type: 'hero', value: { slides: [{ title: 'A', link: { label: 'Mehr', to: '/store' } }] } },
      { type: 'text', value: { text: 'B' } },
    ]);
    expect(toEditedContent(undefined)).toEqual([]);
  });

  it('is sent as { type, value }, an empty value as {}', () => {
    expect(contentPayload([{ type: 'form' }, { type: 'text', value: { text: 'B' } }])).toEqual([
      { type: 'form', value: {} },
      { type: 'text', value: { text: 'B' } },
    ]);
    expect(contentPayload(undefined)).toEqual([]);
  });
});
