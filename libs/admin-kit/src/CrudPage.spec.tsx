import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, Form, Input } from 'antd';
import { ApiError, type ListQuery, type Page } from '@bestellwerk/api-client';
import { CrudPage, type CrudResource } from './CrudPage';

// antd's table and drawer render slowly in jsdom on a busy machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

interface Table {
  id: number;
  identifier: string;
}

const page = (items: Table[]): Page<Table> => ({
  items,
  meta: { page: 1, perPage: 20, total: items.length },
});

function fakeResource(rows: Table[]) {
  const resource = {
    list: jest.fn(async (_query: ListQuery) => page(rows)),
    get: jest.fn(async (id: number) => rows.find((row) => row.id === id)!),
    create: jest.fn(async (payload: Omit<Table, 'id'>) => ({ id: 99, ...payload })),
    update: jest.fn(async (id: number, changes: Partial<Table>) => ({
      ...rows.find((row) => row.id === id)!,
      ...changes,
    })),
    remove: jest.fn(async (_id: number): Promise<unknown> => ({})),
  };
  return resource;
}

function renderPage(
  resource: CrudResource<Table>,
  remove?: 'drawer' | 'row',
  removeNote?: (table: Table) => string | undefined,
) {
  render(
    <AntApp>
      <CrudPage<Table, { identifier: string }>
        resource={resource}
        noun={{ article: 'Der', singular: 'Tisch', plural: 'Tische' }}
        title="Tische"
        columns={[{ key: 'identifier', title: 'Tisch', dataIndex: 'identifier' }]}
        filters={[{ type: 'search', name: 'search', placeholder: 'Tisch suchen' }]}
        query={{ branch: 7 }}
        create={{ label: 'Tisch anlegen' }}
        remove={remove}
        removeNote={removeNote}
        defaults={{ identifier: '' }}
        toPayload={(values, mode) =>
          mode === 'create' ? { ...values, branch: { id: 7 } } : values
        }
        titleOf={(table) => `Tisch „${table.identifier}“`}
        form={
          <Form.Item name="identifier" label="Bezeichnung">
            <Input />
          </Form.Item>
        }
      />
    </AntApp>,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('the CRUD page', () => {
  it('lists the rows with the fixed parameters, searches, and says when nothing is found', async () => {
    const resource = fakeResource([{ id: 1, identifier: 'T1' }]);
    renderPage(resource);
    expect(screen.getByRole('heading', { name: 'Tische' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'T1' });
    expect(resource.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ branch: 7, page: 1, perPage: 20 }),
    );

    resource.list.mockResolvedValueOnce(page([]));
    const search = screen.getByRole('searchbox', { name: 'Tisch suchen' });
    fireEvent.change(search, { target: { value: 'T9' } });
    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    });
    await screen.findByText('Keine Tische gefunden.');
    expect(resource.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ branch: 7, search: 'T9', page: 1 }),
    );
  });

  it('shows no „Keine … gefunden.“ while the first load runs, only once it answered empty', async () => {
    const resource = fakeResource([]);
    let answer: (rows: Page<Table>) => void = () => undefined;
    resource.list.mockImplementationOnce(
      () => new Promise<Page<Table>>((resolve) => (answer = resolve)),
    );
    renderPage(resource);
    await screen.findByLabelText('Wird geladen');
    expect(screen.queryByText('Keine Tische gefunden.')).toBeNull();
    await act(async () => answer(page([])));
    await screen.findByText('Keine Tische gefunden.');
    expect(screen.queryByLabelText('Wird geladen')).toBeNull();
  });

  it('reports a failed load in German and loads again on „Erneut versuchen“', async () => {
    const resource = fakeResource([{ id: 1, identifier: 'T1' }]);
    resource.list.mockRejectedValueOnce(new ApiError(0, []));
    renderPage(resource);
    await screen.findByText('Tische konnten nicht geladen werden.');
    await click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByRole('cell', { name: 'T1' });
    expect(screen.queryByText('Tische konnten nicht geladen werden.')).toBeNull();
  });

  it('creates through the drawer with the payload of a new entry, then loads the list again', async () => {
    const resource = fakeResource([]);
    renderPage(resource);
    await screen.findByText('Keine Tische gefunden.');
    await click(screen.getByRole('button', { name: /Tisch anlegen/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Bezeichnung'), { target: { value: 'T5' } });
    const calls = resource.list.mock.calls.length;
    await click(within(drawer).getByRole('button', { name: 'Anlegen' }));
    await screen.findByText('Der Tisch wurde angelegt.');
    expect(resource.create).toHaveBeenCalledWith({ identifier: 'T5', branch: { id: 7 } });
    await waitFor(() => expect(resource.list.mock.calls.length).toBeGreaterThan(calls));
  });

  it('opens a row, saves it with the server errors under the field first', async () => {
    const resource = fakeResource([{ id: 3, identifier: 'T3' }]);
    resource.update.mockRejectedValueOnce(
      new ApiError(422, [{ field: 'identifier', message: 'Die Bezeichnung ist vergeben.' }]),
    );
    renderPage(resource);
    await click(await screen.findByRole('cell', { name: 'T3' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Tisch „T3“');
    expect(resource.get).toHaveBeenCalledWith(3);
    await click(within(drawer).getByRole('button', { name: 'Speichern' }));
    await within(drawer).findByText('Die Bezeichnung ist vergeben.');
    await click(within(drawer).getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Der Tisch wurde gespeichert.');
    expect(resource.update).toHaveBeenLastCalledWith(3, { identifier: 'T3' });
  });

  it('deletes a row after the confirmation naming it; a failure stays with its retry', async () => {
    const resource = fakeResource([{ id: 4, identifier: 'T4' }]);
    resource.remove.mockRejectedValueOnce(new ApiError(0, []));
    renderPage(resource, 'row');
    await click(await screen.findByRole('button', { name: 'Tisch „T4“ löschen' }));
    await screen.findByText('Tisch „T4“ löschen?');
    await click(screen.getByRole('button', { name: 'Löschen' }));
    await screen.findByText('Der Tisch konnte nicht gelöscht werden.');
    expect(screen.queryByRole('dialog')).toBeNull();

    const calls = resource.list.mock.calls.length;
    await click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(resource.remove).toHaveBeenCalledTimes(2));
    expect(resource.remove).toHaveBeenLastCalledWith(4);
    await waitFor(() => expect(resource.list.mock.calls.length).toBeGreaterThan(calls));
    expect(screen.queryByText('Der Tisch konnte nicht gelöscht werden.')).toBeNull();
  });

  it('hands a detail of its own the clicked row, and its refresh loads the list again', async () => {
    const resource = fakeResource([{ id: 5, identifier: 'T5' }]);
    const seen: (Table | undefined)[] = [];
    render(
      <AntApp>
        <CrudPage<Table>
          resource={resource}
          noun={{ article: 'Der', singular: 'Tisch', plural: 'Tische' }}
          columns={[{ key: 'identifier', title: 'Tisch', dataIndex: 'identifier' }]}
          detail={({ target, row, refresh, close }) => {
            if (target !== null) seen.push(row);
            return target === null ? null : (
              <button
                onClick={() => {
                  refresh();
                  close();
                }}
              >
                Fertig
              </button>
            );
          }}
        />
      </AntApp>,
    );
    await click(await screen.findByRole('cell', { name: 'T5' }));
    expect(seen.at(-1)).toEqual({ id: 5, identifier: 'T5' });
    const calls = resource.list.mock.calls.length;
    await click(screen.getByRole('button', { name: 'Fertig' }));
    await waitFor(() => expect(resource.list.mock.calls.length).toBeGreaterThan(calls));
    expect(screen.queryByRole('button', { name: 'Fertig' })).toBeNull();
  });

  it('says what goes with an entry under its row’s confirmation, only where there is something', async () => {
    const resource = fakeResource([
      { id: 6, identifier: 'T6' },
      { id: 7, identifier: 'T7' },
    ]);
    renderPage(resource, 'row', (table) =>
      table.id === 6 ? 'Seine 2 Bestellungen werden mit gelöscht.' : undefined,
    );
    await click(await screen.findByRole('button', { name: 'Tisch „T6“ löschen' }));
    await screen.findByText('Tisch „T6“ löschen?');
    screen.getByText('Seine 2 Bestellungen werden mit gelöscht.');
    await click(screen.getByRole('button', { name: 'Abbrechen' }));

    await click(screen.getByRole('button', { name: 'Tisch „T7“ löschen' }));
    const question = await screen.findByText('Tisch „T7“ löschen?');
    const confirmation = question.closest('.ant-popconfirm') as HTMLElement;
    expect(within(confirmation).queryByText(/mit gelöscht/)).toBeNull();
  });

  it('pages a resource that answers its whole list as a plain array', async () => {
    const rows = Array.from({ length: 23 }, (_, n) => ({ id: n + 1, identifier: `P${n + 1}` }));
    const list = jest.fn(async (_query: ListQuery) => rows);
    render(
      <AntApp>
        <CrudPage<Table>
          resource={{ list }}
          noun={{ article: 'Der', singular: 'Tisch', plural: 'Tische' }}
          columns={[{ key: 'identifier', title: 'Tisch', dataIndex: 'identifier' }]}
          query={{ status: 'free' }}
        />
      </AntApp>,
    );
    await screen.findByRole('cell', { name: 'P20' });
    expect(screen.queryByRole('cell', { name: 'P21' })).toBeNull();
    screen.getByText('23 Einträge');
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'free' }));
    await click(screen.getByRole('listitem', { name: '2' }));
    await screen.findByRole('cell', { name: 'P23' });
    expect(screen.queryByRole('cell', { name: 'P1' })).toBeNull();
  });
});
