import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import {
  ApiError,
  api,
  timeTrackingApi,
  type Page,
  type Project,
  type Task,
} from '@bestellwerk/api-client';
import { ProjectsPage } from './ProjectsPage';

// antd's table, selects and drawer render slowly in jsdom on a busy 2-core machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const page = <T,>(items: T[], total = items.length): Page<T> => ({
  items,
  meta: { page: 1, perPage: 20, total },
});

const rebuild: Project = {
  id: 4,
  name: 'Umbau',
  description: 'Küche neu',
  status: 'active',
  branch: { id: 2, identifier: 'graz', name: 'Graz' },
  createdAt: '2026-03-01T08:00:00Z',
};
const summer: Project = {
  id: 5,
  name: 'Sommerkarte',
  description: null,
  status: 'archived',
  branch: null,
  createdAt: '2026-03-01T08:00:00Z',
};
const task = (id: number, project: Project) =>
  ({
    id,
    title: `T${id}`,
    status: 'open',
    project: { id: project.id, name: project.name },
  }) as Task;

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const show = () =>
  render(
    <AntApp>
      <ProjectsPage />
    </AntApp>,
  );

describe('the projects page', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    jest.spyOn(timeTrackingApi.projects, 'list').mockResolvedValue(page([rebuild, summer]));
    jest.spyOn(timeTrackingApi.projects, 'get').mockResolvedValue(rebuild);
    jest
      .spyOn(timeTrackingApi.tasks, 'list')
      .mockResolvedValue(page([task(1, rebuild), task(2, rebuild)]));
    jest
      .spyOn(api.branches, 'list')
      .mockResolvedValue(
        page([{ id: 2, name: 'Graz' }]) as Awaited<ReturnType<typeof api.branches.list>>,
      );
  });

  // jsdom matches no media query: the phone layout, without the branch column.
  it('lists each project with its status in German and its number of tasks', async () => {
    show();
    const row = (await screen.findByRole('cell', { name: 'Umbau' })).closest('tr')!;
    await within(row).findByRole('cell', { name: '2' });
    within(row).getByText('Aktiv');
    const other = screen.getByRole('cell', { name: 'Sommerkarte' }).closest('tr')!;
    within(other).getByText('Archiviert');
    within(other).getByRole('cell', { name: '0' });
  });

  it('shows no count when not every task could be loaded', async () => {
    jest.mocked(timeTrackingApi.tasks.list).mockResolvedValue(page([task(1, rebuild)], 2000));
    show();
    const row = (await screen.findByRole('cell', { name: 'Umbau' })).closest('tr')!;
    await within(row).findByRole('cell', { name: '–' });
  });

  it('creates an active project for every branch by default', async () => {
    const create = jest
      .spyOn(timeTrackingApi.projects, 'create')
      .mockResolvedValue({ ...summer, id: 6, name: 'Inventur', status: 'active' });
    show();
    await screen.findByRole('cell', { name: 'Umbau' });
    await click(screen.getByRole('button', { name: /Neues Projekt/ }));
    const drawer = await screen.findByRole('dialog');
    within(drawer).getByText('Neues Projekt');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: ' Inventur ' } });
    await click(within(drawer).getByRole('button', { name: 'Anlegen' }));
    await screen.findByText('Das Projekt wurde angelegt.');
    expect(create).toHaveBeenCalledWith({
      name: 'Inventur',
      description: null,
      status: 'active',
      branch: null,
    });
  });

  it('edits a project with its fields filled in and shows the server’s German error', async () => {
    const update = jest
      .spyOn(timeTrackingApi.projects, 'update')
      .mockRejectedValue(
        new ApiError(403, [{ message: 'Sie haben keine Berechtigung für diese Aktion.' }]),
      );
    show();
    await click(await screen.findByRole('cell', { name: 'Umbau' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Projekt „Umbau“');
    expect((within(drawer).getByLabelText('Beschreibung') as HTMLTextAreaElement).value).toBe(
      'Küche neu',
    );
    await within(drawer).findByText('Graz');
    await click(within(drawer).getByRole('button', { name: 'Speichern' }));
    await within(drawer).findByText('Sie haben keine Berechtigung für diese Aktion.');
    expect(update).toHaveBeenCalledWith(4, {
      name: 'Umbau',
      description: 'Küche neu',
      status: 'active',
      branch: { id: 2 },
    });
  });

  it('deletes a project from the drawer and says its tasks went with it', async () => {
    const remove = jest.spyOn(timeTrackingApi.projects, 'remove').mockResolvedValue({ id: 1 });
    show();
    await click(await screen.findByRole('cell', { name: 'Umbau' }));
    const drawer = await screen.findByRole('dialog');
    await click(await within(drawer).findByRole('button', { name: 'Projekt „Umbau“ löschen' }));
    await screen.findByText('Projekt „Umbau“ löschen?');
    screen.getByText('Seine 2 Aufgaben werden mit gelöscht.');
    await click(screen.getByRole('button', { name: 'Löschen' }));
    await screen.findByText('Das Projekt und seine Aufgaben wurden gelöscht.');
    expect(remove).toHaveBeenCalledWith(4);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  const confirmationOf = async (name: string) => {
    await click(await screen.findByRole('cell', { name }));
    const drawer = await screen.findByRole('dialog');
    await click(await within(drawer).findByRole('button', { name: `Projekt „${name}“ löschen` }));
    const question = await screen.findByText(`Projekt „${name}“ löschen?`);
    return question.closest('.ant-popconfirm') as HTMLElement;
  };

  it('says a single task goes with the project in the singular', async () => {
    jest.mocked(timeTrackingApi.tasks.list).mockResolvedValue(page([task(1, rebuild)]));
    show();
    const confirmation = await confirmationOf('Umbau');
    within(confirmation).getByText('Seine 1 Aufgabe wird mit gelöscht.');
  });

  it('says nothing more when the project has no tasks', async () => {
    jest.mocked(timeTrackingApi.projects.get).mockResolvedValue(summer);
    show();
    const empty = await confirmationOf('Sommerkarte');
    expect(within(empty).queryByText(/mit gelöscht/)).toBeNull();
  });

  it('says nothing more when not every task could be counted', async () => {
    jest.mocked(timeTrackingApi.tasks.list).mockResolvedValue(page([task(1, rebuild)], 2000));
    show();
    const unknown = await confirmationOf('Umbau');
    expect(within(unknown).queryByText(/mit gelöscht/)).toBeNull();
  });
});
