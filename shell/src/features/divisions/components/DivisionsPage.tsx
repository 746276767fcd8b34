import { Form, Input, Switch, Tag } from 'antd';
import { api, type Division } from '@bestellwerk/api-client';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';

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

/** Organisationen (the spec's word for divisions): list, create and edit (admin only). */
export function DivisionsPage() {
  return (
    <CrudPage<Division>
      resource={api.divisions}
      noun={{ article: 'Die', singular: 'Organisation', plural: 'Organisationen' }}
      title="Organisationen"
      columns={COLUMNS}
      filters={[{ type: 'search', name: 'search', placeholder: 'Name oder Kennung suchen' }]}
      create={{ label: 'Organisation anlegen' }}
      defaults={{ name: '', identifier: '', title: '', description: '', isPublic: true }}
      titleOf={(division) => `Organisation „${division.name}“`}
      form={
        <>
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
        </>
      }
    />
  );
}
