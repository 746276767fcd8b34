import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, type Division } from '@bestellwerk/api-client';
import {
  EntityList,
  type ListColumn,
  EntityDrawer,
  type DrawerTarget,
} from '@bestellwerk/admin-kit';

const COLUMNS: ListColumn<Division>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  { key: 'identifier', title: 'Kennung', dataIndex: 'identifier', sortField: 'identifier' },
  { key: 'title', title: 'Titel', render: (_value, division) => division.title || '–' },
  {
    key: 'isPublic',
    title: 'Sichtbar',
    render: (_value, division) =>
      division.isPublic ? <Tag color="green">öffentlich</Tag> : <Tag>verborgen</Tag>,
  },
];

/** Divisionen (Bereiche): list, create and edit (admin only). */
export function DivisionsPage() {
  const [target, setTarget] = useState<DrawerTarget>(null);
  const [saved, setSaved] = useState(0);
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Divisionen
      </Typography.Title>
      <EntityList<Division>
        load={(query) => api.divisions.list(query)}
        columns={COLUMNS}
        rowKey="id"
        loadError="Divisionen konnten nicht geladen werden."
        filters={[{ type: 'search', name: 'search', placeholder: 'Name oder Kennung suchen' }]}
        emptyText="Keine Divisionen gefunden."
        onRowClick={(division) => setTarget(division.id)}
        refreshKey={saved}
        toolbar={
          <Button icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            Division anlegen
          </Button>
        }
      />
      <EntityDrawer<Division>
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => setSaved((count) => count + 1)}
        load={api.divisions.get}
        create={api.divisions.create}
        update={api.divisions.update}
        defaults={{ name: '', identifier: '', title: '', description: '', isPublic: true }}
        noun={{ article: 'Die', singular: 'Division' }}
        titleOf={(division) => `Division „${division.name}“`}
      >
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="identifier" label="Kennung" extra="z. B. graz-zentrum">
          <Input />
        </Form.Item>
        <Form.Item name="title" label="Titel">
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Beschreibung">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="isPublic" label="Öffentlich sichtbar" valuePropName="checked">
          <Switch />
        </Form.Item>
      </EntityDrawer>
    </div>
  );
}
