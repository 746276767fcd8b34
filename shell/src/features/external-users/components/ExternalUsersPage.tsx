import { Form, Input, Select, Switch, Tag } from 'antd';
import { api, type ExternalUser } from '@bestellwerk/api-client';
import { CrudPage, ErrorList, useOptions, type ListColumn } from '@bestellwerk/admin-kit';
import {
  toExternalUserPayload,
  toExternalUserValues,
  type ExternalUserValues,
} from '../state/externalUserForm';
import { PersonFields } from '../../people/PersonFields';

const COLUMNS: ListColumn<ExternalUser>[] = [
  {
    key: 'lastName',
    title: 'Name',
    sortField: 'lastName',
    render: (_value, user) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || '–',
  },
  { key: 'email', title: 'E-Mail', dataIndex: 'email', sortField: 'email' },
  { key: 'company', title: 'Firma', render: (_value, user) => user.company || '–' },
  { key: 'division', title: 'Organisation', render: (_value, user) => user.division?.name ?? '–' },
  {
    key: 'isEnabled',
    title: 'Status',
    render: (_value, user) =>
      user.isEnabled ? <Tag color="green">aktiv</Tag> : <Tag>inaktiv</Tag>,
  },
];

/** Externe Benutzer: list, create and edit (admin only). */
export function ExternalUsersPage() {
  const divisions = useOptions({
    load: () => api.divisions.list({ perPage: 100 }),
    loadError: 'Organisationen konnten nicht geladen werden.',
  });
  const divisionOptions = divisions.options;
  return (
    <CrudPage<ExternalUser, ExternalUserValues>
      resource={api.externalUsers}
      noun={{ article: 'Der', singular: 'externe Benutzer', plural: 'externen Benutzer' }}
      title="Externe Benutzer"
      above={<ErrorList errors={divisions.errors} onDismiss={divisions.dismiss} />}
      columns={COLUMNS}
      filters={[
        { type: 'search', name: 'search', placeholder: 'Name, E-Mail oder Firma' },
        { type: 'select', name: 'division', placeholder: 'Organisation', options: divisionOptions },
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
          <PersonFields phone />
          <Form.Item name="company" label="Firma">
            <Input />
          </Form.Item>
          <Form.Item name="division" label="Organisation">
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
