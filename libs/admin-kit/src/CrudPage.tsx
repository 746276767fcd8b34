/*
 * CrudPage — the back office's one list/detail page (Vendure's list and detail pages).
 *
 * Every admin entity with a list and a create/edit drawer is one <CrudPage>; a page writes
 * only what is its own: the resource, the columns, the filters, the form fields and the
 * German nouns. CrudPage gives the rest, the same on every page:
 *   - the list (EntityList): server pages, sorting, the search and filters, the loading
 *     state and „Keine <Plural> gefunden.“, „<Plural> konnten nicht geladen werden.“ with
 *     „Erneut versuchen“ (backoffice-api.md §8);
 *   - „<Noun> anlegen“ and a click on a row open the drawer (EntityDrawer): load, save
 *     through ServerForm (server errors under their fields), „… wurde angelegt/gespeichert.“;
 *   - „Löschen“ with a confirmation naming the entry, in the drawer's header or in each row;
 *     a failed write stays on screen with its retry;
 *   - the list loads again after every save and delete.
 *
 * A new remote uses it like this (see mfe-catalog/src/features/tags/components/TagsPage.tsx):
 *
 *   export function ScenesPage() {
 *     return (
 *       <CrudPage<Scene, SceneValues>
 *         resource={signageApi.scenes}             // a typed resource of api-client
 *         noun={{ article: 'Die', singular: 'Szene', plural: 'Szenen' }}
 *         title="Szenen"                           // leave out under a remote's own tabs
 *         columns={COLUMNS}                        // ListColumn<Scene>[]; sortField = server sort
 *         filters={[{ type: 'search', name: 'search', placeholder: 'Szenen suchen' }]}
 *         create={{ label: 'Szene anlegen' }}
 *         remove="drawer"                          // or 'row', or leave out
 *         titleOf={(scene) => `Szene „${scene.name}“`}
 *         defaults={{ name: '' }}
 *         toPayload={scenePayload}                 // form values → request body, if they differ
 *         form={<SceneFields />}                   // antd Form.Items, nothing else
 *       />
 *     );
 *   }
 *
 * Rules: the German texts come from `noun` (entityMessages) unless the spec words one
 * differently — then `loadError`, `emptyText`, `newTitle` or `messages` say it. A detail
 * that is more than one form (tabs, actions of its own) is a `detail` render prop around
 * its own drawer; it still gets the page's target, refresh and close. Do not copy the
 * EntityList + EntityDrawer skeleton into a page again: extend CrudPage instead.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ListQuery, Page } from '@bestellwerk/api-client';
import { DeleteButton } from './DeleteButton';
import {
  EntityDrawer,
  entityMessages,
  type DrawerTarget,
  type EntityDrawerMessages,
} from './EntityDrawer';
import { EntityList, type ListColumn, type ListFilter } from './EntityList';
import { ErrorList } from './ErrorList';
import { useEntityActions } from './useEntityActions';

/**
 * The calls of a generic resource, as api-client's crud(path) makes them. A page with a
 * `detail` of its own needs only `list`; the built-in drawer needs get, create and update.
 * `list` may answer a plain array (an endpoint without pages, e.g. /absences): that is the
 * whole list, paged in the browser, so such a list asks for every entry.
 */
export interface CrudResource<T> {
  list: (query: ListQuery) => Promise<Page<T> | T[]>;
  get?: (id: number) => Promise<T>;
  // The payload's type is the page's business (toPayload); the resource takes it as is.
  create?: (payload: never) => Promise<T>;
  update?: (id: number, changes: never) => Promise<T>;
  remove?: (id: number) => Promise<unknown>;
}

/** A call the page was configured to use but the resource lacks: a programming error. */
function needed<F>(call: F | undefined, name: string): F {
  if (!call) throw new Error(`CrudPage: the resource has no ${name}().`);
  return call;
}

/** The German nouns of a page, e.g. { article: 'Der', singular: 'Tisch', plural: 'Tische' }. */
export interface CrudNoun {
  article: string;
  singular: string;
  plural: string;
}

/** What a custom detail (a drawer of its own) gets from the page. */
export interface CrudDetail<T> {
  /** 'new', the id of the clicked row, or null (closed). */
  target: DrawerTarget;
  /** The list entry that was clicked, when the target came from a row. */
  row: T | undefined;
  open: (target: DrawerTarget) => void;
  close: () => void;
  /** Loads the list again (after a save or delete in the detail). */
  refresh: () => void;
}

export interface CrudPageProps<T extends { id: number }, V> {
  /** A typed resource of api-client (api.divisions): its calls follow the OpenAPI document. */
  resource: CrudResource<T>;
  noun: CrudNoun;
  /** The page's heading; none under a remote's own heading and tabs. */
  title?: string;
  columns: ListColumn<T>[];
  filters?: ListFilter[];
  /** Fixed list parameters, e.g. { branch: 7 }; a change loads the list again. */
  query?: ListQuery;
  defaultSort?: string;
  perPage?: number;
  /** Default '<Plural> konnten nicht geladen werden.' */
  loadError?: string;
  /** Default 'Keine <Plural> gefunden.' */
  emptyText?: string;
  /**
   * The create button: in the list's toolbar (default) or beside the heading; primary
   * (default in the header) or plain. Leave out when nobody may create here.
   */
  create?: { label: string; placement?: 'toolbar' | 'header'; primary?: boolean };
  /** Where „Löschen“ is offered (resource.remove): in the drawer's header or in each row. */
  remove?: 'drawer' | 'row';
  /**
   * Further text under the confirmation of „Löschen“, e.g. what goes with the entry
   * („Seine 3 Aufgaben werden mit gelöscht.“); nothing when it answers undefined.
   */
  removeNote?: (entity: T) => string | undefined;
  /** Further buttons in the toolbar; a function gets `open` (e.g. a paste that opens 'new'). */
  toolbar?: ReactNode | ((open: (target: DrawerTarget) => void) => ReactNode);
  /** Shown between the heading and the list, e.g. the errors of a lookup list. */
  above?: ReactNode;
  /**
   * The drawer's target, when the page wants to know it (e.g. to load lookup lists only
   * while the drawer is open); without it CrudPage keeps the target itself.
   */
  target?: DrawerTarget;
  onTargetChange?: (target: DrawerTarget) => void;
  /** Changing it loads the list again (e.g. after a live event); a plain value. */
  refreshKey?: string | number;

  /** The form's fields (antd Form.Items) in EntityDrawer; not used with `detail`. */
  form?: ReactNode;
  defaults?: V;
  /** The entity as form values (e.g. a reference as its id). */
  toValues?: (entity: T) => V;
  /** Form values → request body; `create` also for fixed parts (the branch of a table). */
  toPayload?: (values: V, mode: 'create' | 'update') => unknown;
  /** Title of an existing entity, also the confirmation of „Löschen“ ('Tisch „T1“'). */
  titleOf?: (entity: T) => string;
  /** Drawer title for a new entity; default '<Noun> anlegen'. */
  newTitle?: string;
  /** Other wording than entityMessages(noun) for the drawer's messages. */
  messages?: Partial<EntityDrawerMessages>;
  /** After a save the drawer shows the saved entity instead of closing. */
  stayOpen?: boolean;
  /** The drawer's width on a desktop. */
  width?: number;
  /** A detail of its own instead of EntityDrawer (tabs, actions, read-only views). */
  detail?: (detail: CrudDetail<T>) => ReactNode;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The German list texts of a noun (backoffice-api.md §8). */
export function listMessages(noun: CrudNoun) {
  return {
    loadError: `${capitalised(noun.plural)} konnten nicht geladen werden.`,
    emptyText: `Keine ${noun.plural} gefunden.`,
  };
}

/** A list with its create/edit drawer and deletes: see the comment at the top of this file. */
export function CrudPage<T extends { id: number }, V = Partial<T>>({
  resource,
  noun,
  title,
  columns,
  filters,
  query,
  defaultSort,
  perPage,
  loadError,
  emptyText,
  create,
  remove,
  removeNote,
  toolbar,
  above,
  target: controlled,
  onTargetChange,
  refreshKey,
  form,
  defaults,
  toValues,
  toPayload,
  titleOf = (entity) => `${noun.singular} #${entity.id}`,
  newTitle,
  messages,
  stayOpen = false,
  width,
  detail,
}: CrudPageProps<T, V>) {
  const [own, setOwn] = useState<DrawerTarget>(null);
  const target = controlled !== undefined ? controlled : own;
  const setTarget = (next: DrawerTarget) => {
    setOwn(next);
    onTargetChange?.(next);
  };
  const [row, setRow] = useState<T | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const writes = useEntityActions();
  const texts = { ...listMessages(noun), ...entityMessages(noun), ...messages };
  const refresh = () => setVersion((count) => count + 1);
  const open = (next: DrawerTarget) => {
    setRow(undefined);
    setTarget(next);
  };
  const close = () => setTarget(null);
  const payload = (values: V, mode: 'create' | 'update') =>
    (toPayload ? toPayload(values, mode) : values) as never;

  const removeRow = resource.remove;
  const shownColumns: ListColumn<T>[] =
    remove === 'row' && removeRow
      ? [
          ...columns,
          {
            key: 'actions',
            title: '',
            width: 60,
            render: (_value, entity) => (
              <DeleteButton
                iconOnly
                size="small"
                label={titleOf(entity)}
                note={removeNote?.(entity)}
                onConfirm={() => writes.run(() => removeRow(entity.id), texts.remove, refresh)}
              />
            ),
          },
        ]
      : columns;

  const createButton = create && (
    <Button
      type={(create.primary ?? create.placement === 'header') ? 'primary' : 'default'}
      icon={<PlusOutlined aria-hidden />}
      onClick={() => open('new')}
    >
      {create.label}
    </Button>
  );
  const inHeader = create?.placement === 'header';
  const extraTools = typeof toolbar === 'function' ? toolbar(open) : toolbar;
  const tools =
    (!inHeader && createButton) || extraTools ? (
      <>
        {!inHeader && createButton}
        {extraTools}
      </>
    ) : undefined;

  return (
    <div>
      {title &&
        (inHeader ? (
          <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {createButton}
          </Flex>
        ) : (
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
        ))}
      {above}
      <ErrorList errors={writes.errors} onDismiss={writes.dismiss} />
      <EntityList<T>
        load={(list) => resource.list({ ...list, ...query })}
        columns={shownColumns}
        rowKey={'id' as keyof T & string}
        loadError={loadError ?? texts.loadError}
        emptyText={emptyText ?? texts.emptyText}
        filters={filters}
        defaultSort={defaultSort}
        perPage={perPage}
        refreshKey={JSON.stringify([version, query ?? null, refreshKey ?? null])}
        onRowClick={(entity) => {
          setRow(entity);
          setTarget(entity.id);
        }}
        toolbar={tools}
      />
      {detail ? (
        detail({ target, row, open, close, refresh })
      ) : (
        <EntityDrawer<T, V>
          target={target}
          onClose={close}
          onSaved={(saved) => {
            refresh();
            if (stayOpen) setTarget(saved.id);
          }}
          load={(id) => needed(resource.get, 'get')(id)}
          create={(values) => needed(resource.create, 'create')(payload(values, 'create'))}
          update={(id, values) => needed(resource.update, 'update')(id, payload(values, 'update'))}
          remove={remove === 'drawer' ? resource.remove : undefined}
          removeNote={removeNote}
          onRemoved={refresh}
          toValues={toValues}
          defaults={defaults ?? ({} as V)}
          noun={noun}
          messages={messages}
          titleOf={titleOf}
          newTitle={newTitle}
          stayOpen={stayOpen}
          width={width}
        >
          {form}
        </EntityDrawer>
      )}
    </div>
  );
}
