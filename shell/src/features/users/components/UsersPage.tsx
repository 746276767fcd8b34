import { Space, Tag } from 'antd';
import { api, formatDateTime, type UserListEntry } from '@bestellwerk/api-client';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { ROLE_LABELS, type RoleName } from '@bestellwerk/domain';
import { UserDrawer } from './UserDrawer';

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
          <Tag key={role}>{ROLE_LABELS[role as RoleName] ?? role}</Tag>
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
  return (
    <CrudPage<UserListEntry>
      resource={api.users}
      noun={{ article: 'Der', singular: 'Benutzer', plural: 'Benutzer' }}
      title="Benutzer"
      columns={COLUMNS}
      filters={[{ type: 'search', name: 'search', placeholder: 'Name, Benutzername oder E-Mail' }]}
      create={{ label: 'Neuer Benutzer', placement: 'header' }}
      detail={({ target, row, close, refresh }) => (
        <UserDrawer
          user={target === 'new' ? null : (row ?? null)}
          open={target !== null}
          onClose={close}
          onSaved={refresh}
        />
      )}
    />
  );
}
