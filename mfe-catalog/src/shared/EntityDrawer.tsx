import { DeleteOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Drawer, Grid, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { ErrorList, ServerForm, useEntityState } from '@bestellwerk/admin-kit';

/** 'new' or the id of the entity to edit; null: closed. */
export type DrawerTarget = number | 'new' | null;

interface Messages {
  loadOne: string;
  create: string;
  update: string;
  remove: string;
}

/**
 * The edit drawer of a simple catalogue entity (category, tag, menu): loads it, binds the
 * form (ServerForm: server errors at their fields) and creates or updates it.
 */
export function EntityDrawer<T extends { id: number; name: string }, V>({
  target,
  onClose,
  onSaved,
  noun,
  errors,
  load,
  toValues,
  empty,
  create,
  update,
  remove,
  onRemoved,
  width = 640,
  children,
}: {
  target: DrawerTarget;
  onClose: () => void;
  onSaved: (saved: T) => void;
  /** e.g. 'Kategorie' (title, success message). */
  noun: string;
  errors: Messages;
  load: (id: number) => Promise<T>;
  toValues: (entity: T) => V;
  empty: V;
  create: (values: V) => Promise<T>;
  update: (id: number, values: V) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
  onRemoved: () => void;
  width?: number;
  children: ReactNode;
}) {
  const screens = Grid.useBreakpoint();
  const { message } = AntApp.useApp();
  const id = typeof target === 'number' ? target : null;
  const entity = useEntityState<T>({
    load: () => load(id!),
    loadError: errors.loadOne,
    keys: [id],
    enabled: id !== null,
  });
  const current = id !== null && entity.data?.id === id ? entity.data : undefined;
  const initial = current ? toValues(current) : target === 'new' ? empty : undefined;
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={screens.md ? width : '100%'}
      title={current ? `${noun} „${current.name}“` : `${noun} anlegen`}
      loading={id !== null && !current && entity.loading}
      destroyOnHidden
      extra={
        current && (
          <DeleteButton
            compact={!screens.md}
            name={current.name}
            onConfirm={async () => {
              const done = await entity.run(() => remove(current.id), errors.remove);
              if (done !== undefined) {
                void message.success(`„${current.name}“ wurde gelöscht.`);
                onRemoved();
              }
            }}
          />
        )
      }
    >
      <ErrorList errors={entity.errors} onDismiss={entity.dismiss} />
      {initial && (
        <ServerForm<V>
          key={current?.id ?? 'new'}
          initialValues={initial as never}
          failureMessage={current ? errors.update : errors.create}
          submit={(values) => (current ? update(current.id, values) : create(values))}
          onSaved={(saved) => {
            entity.setData(saved as T);
            void message.success(`„${(saved as T).name}“ wurde gespeichert.`);
            onSaved(saved as T);
          }}
        >
          {children}
        </ServerForm>
      )}
    </Drawer>
  );
}

/** „Löschen“ with a confirmation naming the entry. */
export function DeleteButton({
  name,
  onConfirm,
  compact = false,
}: {
  name: string;
  onConfirm: () => void;
  /** Icon only (phones, next to a long title). */
  compact?: boolean;
}) {
  return (
    <Popconfirm
      title={`„${name}“ löschen?`}
      okText="Löschen"
      cancelText="Abbrechen"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {compact ? (
        <Button danger icon={<DeleteOutlined />} aria-label="Löschen" />
      ) : (
        <Button danger>Löschen</Button>
      )}
    </Popconfirm>
  );
}
