import { DeleteOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Drawer, Grid, Popconfirm } from 'antd';
import { api, type Branch } from '@bestellwerk/api-client';
import { ErrorList, useEntityState, type DrawerTarget } from '@bestellwerk/admin-kit';
import { BranchForm } from './BranchForm';

/**
 * One branch to create ('new') or edit (its id): the form in tabs, the server's errors
 * under the fields. Admins also delete a branch here (the API refuses employees both).
 * Images and the logo are not edited here yet.
 */
export function BranchDrawer({
  target,
  isAdmin,
  onClose,
  onSaved,
}: {
  target: DrawerTarget;
  isAdmin: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const screens = Grid.useBreakpoint();
  const { message } = AntApp.useApp();
  const id = typeof target === 'number' ? target : null;
  const isNew = target === 'new';
  const branch = useEntityState<Branch>({
    load: () => api.branches.get(id!),
    loadError: 'Die Filiale konnte nicht geladen werden.',
    keys: [id],
    enabled: id !== null,
  });
  const current = id !== null && branch.data?.id === id ? branch.data : undefined;

  const remove = (doomed: Branch) =>
    branch.run(
      () => api.branches.remove(doomed.id),
      'Die Filiale konnte nicht gelöscht werden.',
      () => {
        void message.success('Die Filiale wurde gelöscht.');
        onSaved();
        onClose();
      },
    );

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      title={current ? `Filiale „${current.name}“` : isNew ? 'Filiale anlegen' : 'Filiale'}
      loading={!isNew && !current && branch.loading}
      destroyOnHidden
      extra={
        isAdmin && current ? (
          <Popconfirm
            title={`Filiale „${current.name}“ löschen?`}
            okText="Löschen"
            cancelText="Abbrechen"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(current)}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />}>
              Löschen
            </Button>
          </Popconfirm>
        ) : null
      }
    >
      <ErrorList errors={branch.errors} onDismiss={branch.dismiss} />
      {(isNew || current) && (
        <BranchForm
          key={current?.id ?? 'new'}
          branch={current}
          onSaved={(saved) => {
            onSaved();
            if (isNew) {
              void message.success('Die Filiale wurde angelegt.');
              onClose();
              return;
            }
            branch.setData(saved);
            void message.success('Die Filiale wurde gespeichert.');
          }}
        />
      )}
    </Drawer>
  );
}
