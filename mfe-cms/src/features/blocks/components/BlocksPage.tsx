import { Form, Input } from 'antd';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { cmsApi, type BlockPayload, type CmsBlock } from '@bestellwerk/api-client';
import { readSiteTypes, type CmsSiteType } from '@bestellwerk/domain';
import { useEffect, useState } from 'react';
import { ERRORS } from '../../../shared/errors';
import { BlocksField } from '../../sites/components/BlocksField';
import { useSlugFrom } from '../../sites/state/useSlugFrom';
import { blockPayload, toBlockValues, type BlockFormValues } from '../state/blockForm';

const count = (block: CmsBlock) => (Array.isArray(block.content) ? block.content.length : 0);

/** The identifier follows the name (as a page's path does) until someone types one. */
function IdentifierField() {
  const touched = useSlugFrom('name', 'identifier');
  return (
    <Form.Item
      name="identifier"
      label="Kennung"
      required
      extra="Eindeutig, z. B. oeffnungszeiten; wird aus dem Namen vorgeschlagen."
    >
      <Input onChange={touched} />
    </Form.Item>
  );
}

/**
 * #/blocks: reusable blocks („Bausteine“) — content a page shows through a reference field,
 * edited with the same block forms and field renderers as a page's body (the default site
 * type's blocks). A block still shown somewhere is not deleted: the server names where.
 */
export function BlocksPage() {
  const [body, setBody] = useState<CmsSiteType | undefined>(undefined);
  useEffect(() => {
    cmsApi.siteTypes().then(
      (types) => setBody(readSiteTypes(types).find((type) => type.type === 'default')),
      () => undefined,
    );
  }, []);

  const columns: ListColumn<CmsBlock>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
    { key: 'identifier', title: 'Kennung', dataIndex: 'identifier', sortField: 'identifier' },
    {
      key: 'content',
      title: 'Inhalt',
      render: (_, block) => `${count(block)} ${count(block) === 1 ? 'Block' : 'Blöcke'}`,
    },
  ];

  return (
    <CrudPage<CmsBlock, BlockFormValues>
      resource={cmsApi.blocks}
      noun={{ article: 'Der', singular: 'Baustein', plural: 'Bausteine' }}
      columns={columns}
      loadError={ERRORS.blocks.load}
      defaultSort="name"
      filters={[{ type: 'search', name: 'search', placeholder: 'Bausteine suchen' }]}
      create={{ label: 'Neuer Baustein', primary: true }}
      remove="drawer"
      titleOf={(block) => `Baustein „${block.name}“`}
      width={720}
      toValues={toBlockValues}
      defaults={{ name: '', identifier: '', content: [] }}
      toPayload={(values) => blockPayload(values) as BlockPayload}
      form={
        <>
          <Form.Item name="name" label="Name" required>
            <Input />
          </Form.Item>
          <IdentifierField />
          <BlocksField siteType={body} />
        </>
      }
    />
  );
}
