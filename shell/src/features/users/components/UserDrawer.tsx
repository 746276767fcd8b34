import { App as AntApp, DatePicker, Drawer, Form, Grid, Input, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { api, type UserListEntry } from '@bestellwerk/api-client';
import { ServerForm, useEntityState } from '@bestellwerk/admin-kit';
import { ROLE_OPTIONS, userPayload, type UserFormValues } from '../state/userForm';
import { PersonFields } from '../../people/PersonFields';
import { RolesExplained } from './RolesExplained';

/**
 * Create or edit a back-office user (backoffice-api.md §6): name, e-mail, roles, the
 * branches an employee works in, a new password, enabled, locked and valid until. The server validates; its
 * errors appear under the fields.
 */
export function UserDrawer({
  user,
  open,
  onClose,
  onSaved,
}: {
  /** null: a new user. */
  user: UserListEntry | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const screens = Grid.useBreakpoint();
  const { message } = AntApp.useApp();
  const branches = useEntityState({
    load: () => api.branches.list({ perPage: 200, sort: 'name' }),
    loadError: 'Filialen konnten nicht geladen werden.',
    enabled: open,
  });
  const initial: UserFormValues = user
    ? {
        username: user.username,
        email: user.email ?? '',
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        roles: user.roles,
        branchIds: user.branches.map((branch) => branch.id),
        isEnabled: user.isEnabled,
        isLocked: user.isLocked,
        expiresAt: user.expiresAt ? dayjs(user.expiresAt) : null,
      }
    : {
        username: '',
        roles: ['ROLE_EMPLOYEE'],
        branchIds: [],
        isEnabled: true,
        isLocked: false,
        expiresAt: null,
      };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={screens.md ? 560 : '100%'}
      title={user ? `Benutzer „${user.username}“` : 'Neuer Benutzer'}
      destroyOnHidden
    >
      <ServerForm<UserFormValues>
        key={user?.id ?? 'new'}
        initialValues={initial}
        failureMessage={
          user
            ? 'Der Benutzer konnte nicht gespeichert werden.'
            : 'Der Benutzer konnte nicht angelegt werden.'
        }
        submit={(values) =>
          user
            ? api.users.update(user.id, userPayload(values))
            : api.users.create(userPayload(values))
        }
        onSaved={() => {
          void message.success(
            user ? 'Der Benutzer wurde gespeichert.' : 'Der Benutzer wurde angelegt.',
          );
          onSaved();
          onClose();
        }}
      >
        <Form.Item name="username" label="Benutzername" required>
          <Input autoComplete="off" />
        </Form.Item>
        <PersonFields />
        <Form.Item
          name="password"
          label={user ? 'Neues Passwort' : 'Passwort'}
          extra={user ? 'Leer lassen, um das Passwort nicht zu ändern.' : undefined}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="roles" label="Rollen" required extra={<RolesExplained />}>
          <Select mode="multiple" optionFilterProp="label" options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="branchIds"
          label="Filialen"
          extra="Mitarbeiter:innen sehen und bearbeiten nur ihre Filialen."
        >
          <Select
            mode="multiple"
            optionFilterProp="label"
            loading={branches.loading}
            options={(branches.data?.items ?? []).map((branch) => ({
              value: branch.id,
              label: branch.name,
            }))}
          />
        </Form.Item>
        <Form.Item name="isEnabled" label="Aktiv" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="isLocked"
          label="Gesperrt"
          valuePropName="checked"
          extra="Nach zu vielen falschen Passwörtern gesperrt; ausschalten entsperrt das Konto."
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="expiresAt"
          label="Gültig bis"
          extra="Danach ist keine Anmeldung mehr möglich; leer: unbegrenzt."
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="DD.MM.YYYY HH:mm"
            placeholder="unbegrenzt"
            allowClear
            style={{ width: '100%' }}
          />
        </Form.Item>
      </ServerForm>
    </Drawer>
  );
}
