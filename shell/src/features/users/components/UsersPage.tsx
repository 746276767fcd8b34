import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, formatDateTime, type UserListEntry } from '@bestellwerk/api-client';
import { EntityList, type ListColumn } from '@bestellwerk/admin-kit';
import { UserDrawer } from './UserDrawer';

const ROLE_LABELS: Record<string, string> = {
  ROLE_ADMIN: 'Administration',
  ROLE_EMPLOYEE: 'Mitarbeiter:in',
};

const COLUMNS: ListColumn<UserListEntry>[] = [
  { key: 'username', title: 'Benutzername', dataIndex: 'username', sortField: 'username' },
  { key: 'name', title: 'Name', dataIndex: 'displayName' },
  { key: 'email', title: 'E-Mail', render: (_value, user) => user.email ?? '–' },
  {
    key: 'roles',
    title: 'Rollen',
    render: (_value, user) => (
      <Space size={4} wrap>
        {user.roles.map((role) => (
          <Tag key={role}>{ROLE_LABELS[role] ?? role}</Tag>
        ))}
      </Space>
    ),
  },
  {
    key: 'branches',
    title: 'Filialen',
    render: (_value, user) => user.branches.map((branch) => branch.name).join(', ') || 'alle',
  },
  {
    key: 'state',
    title: 'Status',
    render: (_value, user) =>
      user.isLocked ? (
        <Tag color="red">gesperrt</Tag>
      ) : user.isEnabled ? (
        <Tag color="green">aktiv</Tag>
      ) : (
        <Tag>deaktiviert</Tag>
      ),
  },
  {
    key: 'lastLoginAt',
    title: 'Letzte Anmeldung',
    render: (_value, user) => formatDateTime(user.lastLoginAt),
  },
];

/** Benutzer (admins only): the list; a row opens the editor, 'Neuer Benutzer' a blank one. */
export function UsersPage() {
  const [editing, setEditing] = useState<UserListEntry | null | undefined>(undefined);
  const [saved, setSaved] = useState(0);
  return (
    <div>
      <Flex align="center" justify="space-between" wrap gap={8}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Benutzer
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          Neuer Benutzer
        </Button>
      </Flex>
      <EntityList<UserListEntry>
        load={(query) => api.users.list(query)}
        columns={COLUMNS}
        rowKey="id"
        loadError="Benutzer konnten nicht geladen werden."
        filters={[
          { type: 'search', name: 'search', placeholder: 'Name, Benutzername oder E-Mail' },
        ]}
        emptyText="Keine Benutzer gefunden."
        onRowClick={(user) => setEditing(user)}
        refreshKey={saved}
      />
      <UserDrawer
        user={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => setSaved((count) => count + 1)}
      />
    </div>
  );
}
