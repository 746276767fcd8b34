import { App as AntApp, Drawer, Grid } from 'antd';
import type { ReactNode } from 'react';
import { DeleteButton } from './DeleteButton';
import { ErrorList } from './ErrorList';
import { ServerForm } from './ServerForm';
import { useEntityState } from './useEntityState';

/** 'new' opens an empty form (POST), a number loads that entity (PUT), null closes. */
export type DrawerTarget = number | 'new' | null;

/** The drawer's German messages; each defaults to the form of backoffice-api.md §8. */
export interface EntityDrawerMessages {
  /** '<Article> <Noun> konnte nicht geladen werden.' */
  load: string;
  /** '… konnte nicht erstellt werden.' */
  create: string;
  /** '… konnte nicht aktualisiert werden.' */
  update: string;
  /** '… konnte nicht gelöscht werden.' */
  remove: string;
  /** '<Article> <Noun> wurde angelegt.' */
  created: string;
  /** '… wurde gespeichert.' */
  saved: string;
  /** '… wurde gelöscht.' */
  removed: string;
}

/** The default messages for a noun, e.g. { article: 'Der', singular: 'Tisch' }. */
export function entityMessages(noun: { article: string; singular: string }): EntityDrawerMessages {
  const subject = `${noun.article} ${noun.singular}`;
  return {
    load: `${subject} konnte nicht geladen werden.`,
    create: `${subject} konnte nicht erstellt werden.`,
    update: `${subject} konnte nicht aktualisiert werden.`,
    remove: `${subject} konnte nicht gelöscht werden.`,
    created: `${subject} wurde angelegt.`,
    saved: `${subject} wurde gespeichert.`,
    removed: `${subject} wurde gelöscht.`,
  };
}

/**
 * The create/edit drawer of every simple admin entity (Organisationen, Kunden,
 * Spendenempfänger, externe Benutzer, Tische, Abteilungen; categories, tags, menus): loads
 * the entity, sends the form through ServerForm (server errors at the fields), reports
 * success and, with `remove`, offers „Löschen“ in its header.
 */
export function EntityDrawer<T extends { id: number }, V = Partial<T>>({
  target,
  onClose,
  onSaved,
  load,
  create,
  update,
  remove,
  removeNote,
  onRemoved,
  toValues = (entity) => entity as unknown as V,
  defaults,
  noun,
  messages,
  titleOf,
  newTitle,
  editTitle,
  submitLabel,
  stayOpen = false,
  width = 560,
  children,
}: {
  target: DrawerTarget;
  onClose: () => void;
  /** After a save, with the entity the server answered. */
  onSaved: (saved: T) => void;
  load: (id: number) => Promise<T>;
  /** Leave out when the drawer only edits (its target is never 'new'). */
  create?: (values: V) => Promise<T>;
  update: (id: number, values: V) => Promise<T>;
  /** Offers „Löschen“ for an existing entity. */
  remove?: (id: number) => Promise<unknown>;
  /** Further text under the confirmation of „Löschen“ (what goes with the entity). */
  removeNote?: (entity: T) => string | undefined;
  /** After a delete (the drawer closes itself). */
  onRemoved?: () => void;
  /** The entity as form values (e.g. a reference as its id). */
  toValues?: (entity: T) => V;
  defaults: V;
  /** Article and noun, e.g. { article: 'Die', singular: 'Organisation' }. */
  noun: { article: string; singular: string };
  /** Other wording than the defaults of entityMessages(noun). */
  messages?: Partial<EntityDrawerMessages>;
  /** Title of an existing entity, also the confirmation of „Löschen“ ('Tisch „T1“'). */
  titleOf: (entity: T) => string;
  /** Drawer title for a new entity; default '<Noun> anlegen'. */
  newTitle?: string;
  /** Drawer title for an existing entity (e.g. 'Schicht bearbeiten'); default titleOf(entity). */
  editTitle?: string;
  /** The submit button; default 'Anlegen' for a new entity, else 'Speichern'. */
  submitLabel?: string;
  /** Keep the drawer open after a save (the parent then targets the saved entity). */
  stayOpen?: boolean;
  /** Width on a desktop; phones get the whole screen. */
  width?: number;
  children: ReactNode;
}) {
  const screens = Grid.useBreakpoint();
  const { message } = AntApp.useApp();
  const text = { ...entityMessages(noun), ...messages };
  const id = typeof target === 'number' ? target : null;
  const entity = useEntityState<T>({
    load: () => load(id!),
    loadError: text.load,
    keys: [id],
    enabled: id !== null,
  });
  const current = id !== null && entity.data?.id === id ? entity.data : undefined;
  const isNew = target === 'new';
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={screens.md ? width : '100%'}
      title={
        current
          ? (editTitle ?? titleOf(current))
          : isNew
            ? (newTitle ?? `${noun.singular} anlegen`)
            : noun.singular
      }
      loading={!isNew && !current && entity.loading}
      destroyOnHidden
      extra={
        remove &&
        current && (
          <DeleteButton
            iconOnly={!screens.md}
            label={titleOf(current)}
            note={removeNote?.(current)}
            onConfirm={() =>
              entity.run(
                () => remove(current.id),
                text.remove,
                () => {
                  void message.success(text.removed);
                  onRemoved?.();
                  onClose();
                },
              )
            }
          />
        )
      }
    >
      <ErrorList errors={entity.errors} onDismiss={entity.dismiss} />
      {(isNew || current) && (
        <ServerForm<V>
          key={current?.id ?? 'new'}
          initialValues={(current ? toValues(current) : defaults) as never}
          failureMessage={isNew ? text.create : text.update}
          submitLabel={submitLabel ?? (isNew ? 'Anlegen' : 'Speichern')}
          submit={(values) => {
            if (current) return update(current.id, values);
            if (!create) throw new Error('EntityDrawer: a new entity needs create().');
            return create(values);
          }}
          onSaved={(saved) => {
            void message.success(isNew ? text.created : text.saved);
            if (stayOpen && !isNew) entity.setData(saved as T);
            onSaved(saved as T);
            if (!stayOpen) onClose();
          }}
        >
          {children}
        </ServerForm>
      )}
    </Drawer>
  );
}
