import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import {
  ApiError,
  api,
  formatDateTime,
  timeTrackingApi,
  type Page,
  type Project,
  type Task,
} from '@bestellwerk/api-client';
import { TasksBoard } from './TasksBoard';

// antd's cards, selects and drawer render slowly in jsdom on a busy 2-core machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const page = <T,>(items: T[]): Page<T> => ({
  items,
  meta: { page: 1, perPage: 500, total: items.length },
});

const lena = { id: 2, firstName: 'Lena', lastName: 'Gruber', username: 'lena' };
const cleaning: Task = {
  id: 9,
  title: 'Kühlraum putzen',
  description: 'Mit Desinfektion',
  status: 'open',
  dueDate: '2026-04-30',
  project: { id: 4, name: 'Umbau' },
  assignees: [lena],
  createdAt: '2026-04-01T08:00:00Z',
};
const rebuild: Project = {
  id: 4,
  name: 'Umbau',
  description: null,
  status: 'active',
  branch: null,
  createdAt: '2026-03-01T08:00:00Z',
};

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const show = () =>
  render(
    <AntApp>
      <TasksBoard />
    </AntApp>,
  );

/** The form item around a field's label, where antd shows that field's errors. */
const fieldOf = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label).closest<HTMLElement>('.ant-form-item')!;

const seenBy = (id: number, viewedAt: string) => ({ id, user: lena, viewedAt });

describe('the tasks board with its drawer', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    jest.spyOn(timeTrackingApi.tasks, 'list').mockResolvedValue(page([cleaning]));
    jest.spyOn(timeTrackingApi.tasks, 'get').mockResolvedValue(cleaning);
    jest
      .spyOn(timeTrackingApi.tasks, 'logView')
      .mockResolvedValue(seenBy(1, '2026-04-02T07:15:00Z'));
    jest
      .spyOn(timeTrackingApi.tasks, 'views')
      .mockResolvedValue([seenBy(2, '2026-04-02T07:15:00Z'), seenBy(1, '2026-04-01T16:05:00Z')]);
    jest.spyOn(timeTrackingApi.projects, 'list').mockResolvedValue(page([rebuild]));
    jest
      .spyOn(api.users, 'list')
      .mockResolvedValue(page([lena]) as Awaited<ReturnType<typeof api.users.list>>);
  });

  it('opens a card in the drawer with its fields and logs that it was opened', async () => {
    show();
    await click(await screen.findByText('Kühlraum putzen'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Aufgabe „Kühlraum putzen“');
    expect(timeTrackingApi.tasks.logView).toHaveBeenCalledWith(9);
    expect(timeTrackingApi.tasks.get).toHaveBeenCalledWith(9);
    expect((within(drawer).getByLabelText('Titel') as HTMLInputElement).value).toBe(
      'Kühlraum putzen',
    );
    expect((within(drawer).getByLabelText('Fällig am') as HTMLInputElement).value).toBe(
      '2026-04-30',
    );
    await within(fieldOf(drawer, 'Projekt')).findByText('Umbau');
    await within(fieldOf(drawer, 'Zuständig')).findByText('Lena Gruber');
    within(fieldOf(drawer, 'Status')).getByText('Offen');
    // Who opened it lately, newest first.
    expect(timeTrackingApi.tasks.views).toHaveBeenCalledWith(9);
    const seen = await within(drawer).findAllByText(/^Zuletzt geöffnet von/);
    expect(seen.map((line) => line.textContent)).toEqual([
      `Zuletzt geöffnet von Lena Gruber, ${formatDateTime('2026-04-02T07:15:00Z')}`,
      `Zuletzt geöffnet von Lena Gruber, ${formatDateTime('2026-04-01T16:05:00Z')}`,
    ]);
  });

  it('shows the server’s German error under „Projekt“ when the task’s project was deleted', async () => {
    const update = jest.spyOn(timeTrackingApi.tasks, 'update').mockRejectedValue(
      new ApiError(422, [
        {
          field: 'project',
          message: '„Projekt“ verweist auf einen Eintrag, der nicht existiert.',
        },
      ]),
    );
    show();
    await click(await screen.findByText('Kühlraum putzen'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Aufgabe „Kühlraum putzen“');
    await click(within(drawer).getByRole('button', { name: 'Speichern' }));
    await within(fieldOf(drawer, 'Projekt')).findByText(
      '„Projekt“ verweist auf einen Eintrag, der nicht existiert.',
    );
    expect(update).toHaveBeenCalledWith(9, {
      title: 'Kühlraum putzen',
      description: 'Mit Desinfektion',
      project: { id: 4 },
      assignees: [{ id: 2 }],
      status: 'open',
      dueDate: '2026-04-30',
    });
  });

  it('creates a task from „Neue Aufgabe“ and loads the board again', async () => {
    const create = jest
      .spyOn(timeTrackingApi.tasks, 'create')
      .mockResolvedValue({ ...cleaning, id: 10, title: 'Inventur' });
    show();
    await screen.findByText('Kühlraum putzen');
    await click(screen.getByRole('button', { name: /Neue Aufgabe/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Titel'), { target: { value: ' Inventur ' } });
    const loads = jest.mocked(timeTrackingApi.tasks.list).mock.calls.length;
    await click(within(drawer).getByRole('button', { name: 'Anlegen' }));
    await screen.findByText('Die Aufgabe wurde angelegt.');
    expect(create).toHaveBeenCalledWith({
      title: 'Inventur',
      description: null,
      project: null,
      assignees: [],
      status: 'open',
      dueDate: null,
    });
    expect(timeTrackingApi.tasks.logView).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(jest.mocked(timeTrackingApi.tasks.list).mock.calls.length).toBeGreaterThan(loads),
    );
  });

  it('deletes a task from the drawer after the confirmation', async () => {
    const remove = jest.spyOn(timeTrackingApi.tasks, 'remove').mockResolvedValue({ id: 1 });
    show();
    await click(await screen.findByText('Kühlraum putzen'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Aufgabe „Kühlraum putzen“');
    // jsdom matches no media query: the phone layout, an icon button named after the entry.
    await click(within(drawer).getByRole('button', { name: 'Aufgabe „Kühlraum putzen“ löschen' }));
    await screen.findByText('Aufgabe „Kühlraum putzen“ löschen?');
    await click(screen.getByRole('button', { name: 'Löschen' }));
    await screen.findByText('Die Aufgabe wurde gelöscht.');
    expect(remove).toHaveBeenCalledWith(9);
  });

  it('still moves a card on with „Weiter“, without opening it', async () => {
    const update = jest
      .spyOn(timeTrackingApi.tasks, 'update')
      .mockResolvedValue({ ...cleaning, status: 'in-progress' });
    show();
    await screen.findByText('Kühlraum putzen');
    await click(screen.getByRole('button', { name: 'Weiter' }));
    expect(update).toHaveBeenCalledWith(9, { status: 'in-progress' });
    expect(timeTrackingApi.tasks.logView).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
