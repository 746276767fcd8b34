import { Form, Input, Select, Switch, Tag } from 'antd';
import { api, type ExternalUser } from '@bestellwerk/api-client';
import { CrudPage, ErrorList, useEntityState, type ListColumn } from '@bestellwerk/admin-kit';
import {
  toExternalUserPayload,
  toExternalUserValues,
  type ExternalUserValues,
} from '../state/externalUserForm';

const COLUMNS: ListColumn<ExternalUser>[] = [
  {
    key: 'lastName',
    title: 'Name',
    sortField: 'lastName',
    render: (_value, user) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || '–',
  },
  { key: 'email', title: 'E-Mail', dataIndex: 'email', sortField: 'email' },
  { key: 'company', title: 'Firma', render: (_value, user) => user.company || '–' },
  { key: 'division', title: 'Division', render: (_value, user) => user.division?.name ?? '–' },
  {
    key: 'isEnabled',
    title: 'Status',
    render: (_value, user) =>
      user.isEnabled ? <Tag color="green">aktiv</Tag> : <Tag>inaktiv</Tag>,
  },
];

/** Externe Benutzer: list, create and edit (admin only). */
export function ExternalUsersPage() {
  const divisions = useEntityState({
    load: () => api.divisions.list({ perPage: 100 }),
    loadError: 'Divisionen konnten nicht geladen werden.',
    keys: [],
  });
  const divisionOptions = (divisions.data?.items ?? []).map((division) => ({
    value: division.id,
    label: division.name,
  }));
  return (
    <CrudPage<ExternalUser, ExternalUserValues>
      resource={api.externalUsers}
      noun={{ article: 'Der', singular: 'externe Benutzer', plural: 'externen Benutzer' }}
      title="Externe Benutzer"
      above={<ErrorList errors={divisions.errors} onDismiss={divisions.dismiss} />}
      columns={COLUMNS}
      filters={[
        { type: 'search', name: 'search', placeholder: 'Name, E-Mail oder Firma' },
        { type: 'select', name: 'division', placeholder: 'Division', options: divisionOptions },
      ]}
      loadError="Externe Benutzer konnten nicht geladen werden."
      create={{ label: 'Externen Benutzer anlegen' }}
      toValues={toExternalUserValues}
      toPayload={toExternalUserPayload}
      defaults={{ email: '', isEnabled: true, division: null }}
      newTitle="Externen Benutzer anlegen"
      titleOf={(user) => `Externer Benutzer „${user.email}“`}
      form={
        <>
          <Form.Item name="firstName" label="Vorname">
            <Input />
          </Form.Item>
          <Form.Item name="lastName" label="Nachname">
            <Input />
          </Form.Item>
          <Form.Item name="email" label="E-Mail">
            <Input type="email" />
          </Form.Item>
          <Form.Item name="phone" label="Telefon">
            <Input />
          </Form.Item>
          <Form.Item name="company" label="Firma">
            <Input />
          </Form.Item>
          <Form.Item name="division" label="Division">
            <Select allowClear options={divisionOptions} placeholder="keine" />
          </Form.Item>
          <Form.Item name="isEnabled" label="Aktiv" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
    />
  );
}
