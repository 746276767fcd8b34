import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import {
  EntityList,
  type ListColumn,
  EntityDrawer,
  type DrawerTarget,
  ImageField,
} from '@bestellwerk/admin-kit';
import { api, type Tag } from '@bestellwerk/api-client';
import { imageUrl } from '@bestellwerk/domain';
import { ERRORS } from '../../../shared/errors';
import { tagPayload, type TagFormValues } from '../state/tagForm';

const columns: ListColumn<Tag>[] = [
  {
    key: 'image',
    title: '',
    width: 56,
    render: (_, tag) =>
      tag.image ? (
        <img
          src={imageUrl(tag.image, 'icon')}
          alt=""
          style={{ width: 32, height: 32, objectFit: 'contain' }}
        />
      ) : null,
  },
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
];

export function TagsPage() {
  const [target, setTarget] = useState<DrawerTarget>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <EntityList<Tag>
        load={(query) => api.tags.list(query)}
        columns={columns}
        rowKey="id"
        loadError={ERRORS.tags.load}
        defaultSort="name"
        refreshKey={refreshKey}
        onRowClick={(tag) => setTarget(tag.id)}
        emptyText="Keine Tags gefunden."
        filters={[{ type: 'search', name: 'search', placeholder: 'Tags suchen' }]}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            Neuer Tag
          </Button>
        }
      />
      <EntityDrawer<Tag, TagFormValues>
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(saved) => {
          setRefreshKey((key) => key + 1);
          setTarget(saved.id);
        }}
        noun={{ article: 'Der', singular: 'Tag' }}
        titleOf={(tag) => `Tag „${tag.name}“`}
        stayOpen
        width={480}
        load={(id) => api.tags.get(id)}
        toValues={(tag) => ({ name: tag.name, image: tag.image })}
        defaults={{ image: null }}
        create={(values) => api.tags.create(tagPayload(values))}
        update={(id, values) => api.tags.update(id, tagPayload(values))}
        remove={(id) => api.tags.remove(id)}
        onRemoved={() => setRefreshKey((key) => key + 1)}
      >
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="image" label="Bild">
          <ImageField />
        </Form.Item>
      </EntityDrawer>
    </>
  );
}
