import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, type ExternalUser } from '@bestellwerk/api-client';
import {
  EntityList,
  ErrorList,
  useEntityState,
  type ListColumn,
  EntityDrawer,
  type DrawerTarget,
} from '@bestellwerk/admin-kit';
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
  const [target, setTarget] = useState<DrawerTarget>(null);
  const [saved, setSaved] = useState(0);
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
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Externe Benutzer
      </Typography.Title>
      <ErrorList errors={divisions.errors} onDismiss={divisions.dismiss} />
      <EntityList<ExternalUser>
        load={(query) => api.externalUsers.list(query)}
        columns={COLUMNS}
        rowKey="id"
        loadError="Externe Benutzer konnten nicht geladen werden."
        filters={[
          { type: 'search', name: 'search', placeholder: 'Name, E-Mail oder Firma' },
          { type: 'select', name: 'division', placeholder: 'Division', options: divisionOptions },
        ]}
        emptyText="Keine externen Benutzer gefunden."
        onRowClick={(user) => setTarget(user.id)}
        refreshKey={saved}
        toolbar={
          <Button icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            Externen Benutzer anlegen
          </Button>
        }
      />
      <EntityDrawer<ExternalUser, ExternalUserValues>
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => setSaved((count) => count + 1)}
        load={api.externalUsers.get}
        create={(values) => api.externalUsers.create(toExternalUserPayload(values))}
        update={(id, values) => api.externalUsers.update(id, toExternalUserPayload(values))}
        toValues={toExternalUserValues}
        defaults={{ email: '', isEnabled: true, division: null }}
        noun={{ article: 'Der', singular: 'externe Benutzer' }}
        newTitle="Externen Benutzer anlegen"
        titleOf={(user) => `Externer Benutzer „${user.email}“`}
      >
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
      </EntityDrawer>
    </div>
  );
}
