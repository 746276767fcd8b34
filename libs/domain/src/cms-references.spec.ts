import type { CmsSiteType } from './cms-fields';
import { isResolvedBlock, resolveBlockReferences } from './cms-references';

const type: CmsSiteType = {
  type: 'landing',
  label: 'Landingpage',
  blocks: [
    {
      type: 'teaser',
      label: 'Teaser',
      fields: [
        { type: 'reference', name: 'block', label: 'Block', target: 'block' },
        { type: 'reference', name: 'site', label: 'Seite', target: 'site' },
        {
          type: 'collection',
          name: 'items',
          label: 'Einträge',
          fields: [{ type: 'reference', name: 'block', label: 'Block', target: 'block' }],
        },
      ],
    },
  ],
};

describe('a reference to a block shows the block as it is now', () => {
  const blocks = [
    {
      id: 4,
      identifier: 'oeffnung',
      name: 'Öffnungszeiten',
      content: [{ type: 'text', value: { text: 'Mo–Fr' } }],
    },
  ];

  it('replaces the stored id (or {id}) with the current block, nested ones too', () => {
    const [item] = resolveBlockReferences(
      type,
      [
        {
          type: 'teaser',
          value: { block: 4, site: 2, items: [{ block: { id: 4 } }, { block: 9 }] },
        },
      ],
      blocks,
    );
    const value = item.value as Record<string, unknown>;
    expect(isResolvedBlock(value.block)).toBe(true);
    expect(value.block).toMatchObject({
      id: 4,
      name: 'Öffnungszeiten',
      content: blocks[0].content,
    });
    // Other targets stay references; a deleted block shows nothing.
    expect(value.site).toBe(2);
    expect(value.items).toEqual([{ block: { ...blocks[0], resolved: true } }, { block: null }]);
  });

  it('follows an edit of the block: the same site reads the new content', () => {
    const site = [{ type: 'teaser', value: { block: 4 } }];
    const edited = [{ ...blocks[0], content: [{ type: 'text', value: { text: 'Sa–So' } }] }];
    const [item] = resolveBlockReferences(type, site, edited);
    expect((item.value as { block: { content: unknown } }).block.content).toEqual(
      edited[0].content,
    );
    expect(site[0].value.block).toBe(4);
  });
});
