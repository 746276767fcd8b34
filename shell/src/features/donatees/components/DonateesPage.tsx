import { Form, Input, Switch, Tag } from 'antd';
import { api, type Donatee } from '@bestellwerk/api-client';
import { CrudPage, WholeNumberInput, type ListColumn } from '@bestellwerk/admin-kit';

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
  return (
    <CrudPage<Donatee>
      resource={api.donatees}
      noun={{ article: 'Der', singular: 'Spendenempfänger', plural: 'Spendenempfänger' }}
      title="Spendenempfänger"
      columns={COLUMNS}
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
      create={{ label: 'Spendenempfänger anlegen' }}
      defaults={{ name: '', description: '', isEnabled: true }}
      titleOf={(donatee) => `Spendenempfänger „${donatee.name}“`}
      form={
        <>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
          <Form.Item name="description" label="Beschreibung">
            <Input.TextArea rows={4} />
          </Form.Item>
          <Form.Item name="position" label="Position">
            <WholeNumberInput min={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="isEnabled" label="Aktiv" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
    />
  );
}
