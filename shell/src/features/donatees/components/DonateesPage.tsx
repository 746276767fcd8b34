import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, type Donatee } from '@bestellwerk/api-client';
import {
  EntityList,
  type ListColumn,
  EntityDrawer,
  type DrawerTarget,
} from '@bestellwerk/admin-kit';

const COLUMNS: ListColumn<Donatee>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  {
    key: 'description',
    title: 'Beschreibung',
    ellipsis: true,
    render: (_value, donatee) => donatee.description || '–',
  },
  { key: 'position', title: 'Position', dataIndex: 'position', sortField: 'position' },
  {
    key: 'isEnabled',
    title: 'Status',
    render: (_value, donatee) =>
      donatee.isEnabled ? <Tag color="green">aktiv</Tag> : <Tag>inaktiv</Tag>,
  },
];

/** Spendenempfänger: list, create and edit (admin only). */
export function DonateesPage() {
  const [target, setTarget] = useState<DrawerTarget>(null);
  const [saved, setSaved] = useState(0);
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Spendenempfänger
      </Typography.Title>
      <EntityList<Donatee>
        load={(query) => api.donatees.list(query)}
        columns={COLUMNS}
        rowKey="id"
        loadError="Spendenempfänger konnten nicht geladen werden."
        filters={[
          { type: 'search', name: 'search', placeholder: 'Name suchen' },
          {
            type: 'select',
            name: 'isEnabled',
            placeholder: 'Status',
            options: [
              { value: 'true', label: 'aktiv' },
              { value: 'false', label: 'inaktiv' },
            ],
          },
        ]}
        defaultSort="position"
        emptyText="Keine Spendenempfänger gefunden."
        onRowClick={(donatee) => setTarget(donatee.id)}
        refreshKey={saved}
        toolbar={
          <Button icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            Spendenempfänger anlegen
          </Button>
        }
      />
      <EntityDrawer<Donatee>
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => setSaved((count) => count + 1)}
        load={api.donatees.get}
        create={api.donatees.create}
        update={api.donatees.update}
        defaults={{ name: '', description: '', isEnabled: true }}
        noun={{ article: 'Der', singular: 'Spendenempfänger' }}
        titleOf={(donatee) => `Spendenempfänger „${donatee.name}“`}
      >
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Beschreibung">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="position" label="Position">
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item name="isEnabled" label="Aktiv" valuePropName="checked">
          <Switch />
        </Form.Item>
      </EntityDrawer>
    </div>
  );
}
