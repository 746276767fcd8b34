import { App as AntApp, Drawer, Grid } from 'antd';
import type { ReactNode } from 'react';
import { ErrorList } from './ErrorList';
import { ServerForm } from './ServerForm';
import { useEntityState } from './useEntityState';

/** 'new' opens an empty form (POST), a number loads that entity (PUT), null closes. */
export type DrawerTarget = number | 'new' | null;

/**
 * The create/edit drawer of the simple admin areas (Divisionen, Kunden, Spendenempfänger,
 * externe Benutzer, Tische, Abteilungen): loads the entity, sends the form through ServerForm (server errors at the
 * fields) and reports success; same shape as the branch drawer.
 */
export function EntityDrawer<T extends { id: number }, V = Partial<T>>({
  target,
  onClose,
  onSaved,
  load,
  create,
  update,
  toValues = (entity) => entity as unknown as V,
  defaults,
  noun,
  titleOf,
  newTitle,
  children,
}: {
  target: DrawerTarget;
  onClose: () => void;
  onSaved: () => void;
  load: (id: number) => Promise<T>;
  create: (values: V) => Promise<T>;
  update: (id: number, values: V) => Promise<T>;
  /** The entity as form values (e.g. a reference as its id). */
  toValues?: (entity: T) => V;
  defaults: V;
  /** Article and noun, e.g. { article: 'Die', singular: 'Division' }. */
  noun: { article: string; singular: string };
  titleOf: (entity: T) => string;
  /** Drawer title for a new entity; default '<Noun> anlegen'. */
  newTitle?: string;
  children: ReactNode;
}) {
  const screens = Grid.useBreakpoint();
  const { message } = AntApp.useApp();
  const id = typeof target === 'number' ? target : null;
  const entity = useEntityState<T>({
    load: () => load(id!),
    loadError: `${noun.article} ${noun.singular} konnte nicht geladen werden.`,
    keys: [id],
    enabled: id !== null,
  });
  const current = id !== null && entity.data?.id === id ? entity.data : undefined;
  const isNew = target === 'new';
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={screens.md ? 560 : '100%'}
      title={
        current
          ? titleOf(current)
          : isNew
            ? (newTitle ?? `${noun.singular} anlegen`)
            : noun.singular
      }
      loading={!isNew && !current && entity.loading}
      destroyOnHidden
    >
      <ErrorList errors={entity.errors} onDismiss={entity.dismiss} />
      {(isNew || current) && (
        <ServerForm<V>
          key={current?.id ?? 'new'}
          initialValues={(current ? toValues(current) : defaults) as never}
          failureMessage={`${noun.article} ${noun.singular} konnte nicht ${
            isNew ? 'angelegt' : 'aktualisiert'
          } werden.`}
          submitLabel={isNew ? 'Anlegen' : 'Speichern'}
          submit={(values) => (current ? update(current.id, values) : create(values))}
          onSaved={() => {
            void message.success(
              `${noun.article} ${noun.singular} wurde ${isNew ? 'angelegt' : 'gespeichert'}.`,
            );
            onSaved();
            onClose();
          }}
        >
          {children}
        </ServerForm>
      )}
    </Drawer>
  );
}
