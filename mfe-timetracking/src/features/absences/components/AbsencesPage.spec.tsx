import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { ApiError, api, timeTrackingApi, type Absence } from '@bestellwerk/api-client';
import { AbsencesPage } from './AbsencesPage';

// antd's table, selects, date pickers and drawer render slowly in jsdom on a busy machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const anna = { id: 7, firstName: 'Anna', lastName: 'Berger', username: 'anna' };
const vacation: Absence = {
  id: 3,
  user: anna,
  kind: 'vacation',
  fromDay: '2026-03-02',
  toDay: '2026-03-06',
  halfDay: false,
  status: 'requested',
  note: 'Skiurlaub',
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-02-20T07:00:00Z',
} as Absence;
const sickDay: Absence = {
  ...vacation,
  id: 4,
  kind: 'sick',
  fromDay: '2026-03-09',
  toDay: '2026-03-09',
  halfDay: true,
  status: 'approved',
  note: '',
} as Absence;

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const typeDay = async (input: HTMLElement, text: string) => {
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
};

const show = () =>
  render(
    <AntApp>
      <AbsencesPage />
    </AntApp>,
  );

describe('the absences page', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    jest.spyOn(timeTrackingApi.absences, 'list').mockResolvedValue([vacation]);
    jest.spyOn(timeTrackingApi.absences, 'get').mockResolvedValue(vacation);
    jest.spyOn(api.users, 'list').mockResolvedValue({
      items: [anna],
      meta: { page: 1, perPage: 500, total: 1 },
    } as unknown as Awaited<ReturnType<typeof api.users.list>>);
  });

  it('lists the open requests in German with their days as dd.MM.yyyy, and all on „Alle“', async () => {
    const list = jest.mocked(timeTrackingApi.absences.list);
    show();
    const row = (await screen.findByRole('cell', { name: 'Anna Berger' })).closest('tr')!;
    within(row).getByText('Urlaub');
    within(row).getByText('02.03.2026 – 06.03.2026');
    within(row).getByText('Skiurlaub');
    within(row).getByText('Offen');
    expect(list).toHaveBeenLastCalledWith({ status: 'requested' });

    list.mockResolvedValue([vacation, sickDay]);
    await click(screen.getByText('Alle'));
    await screen.findByText('Krankenstand (halber Tag)');
    screen.getByText('09.03.2026');
    screen.getByText('Genehmigt', { selector: '.ant-tag' });
    expect(list).toHaveBeenLastCalledWith({});
  });

  it('says so when there is nothing, and when the list fails', async () => {
    jest.mocked(timeTrackingApi.absences.list).mockResolvedValueOnce([]);
    show();
    await screen.findByText('Keine Abwesenheiten gefunden.');
    jest.mocked(timeTrackingApi.absences.list).mockRejectedValueOnce(new ApiError(0, []));
    await click(screen.getByText('Abgelehnt'));
    await screen.findByText('Abwesenheiten konnten nicht geladen werden.');
  });

  it('approves a request from its row without opening it, and loads the list again', async () => {
    const approve = jest
      .spyOn(timeTrackingApi.absences, 'approve')
      .mockResolvedValue({ ...vacation, status: 'approved' } as Absence);
    show();
    const row = (await screen.findByRole('cell', { name: 'Anna Berger' })).closest('tr')!;
    const calls = jest.mocked(timeTrackingApi.absences.list).mock.calls.length;
    await click(within(row).getByRole('button', { name: 'Genehmigen' }));
    await screen.findByText('Die Abwesenheit wurde genehmigt.');
    expect(approve).toHaveBeenCalledWith(3);
    await waitFor(() =>
      expect(jest.mocked(timeTrackingApi.absences.list).mock.calls.length).toBeGreaterThan(calls),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a failed rejection in German with its retry', async () => {
    const reject = jest
      .spyOn(timeTrackingApi.absences, 'reject')
      .mockRejectedValueOnce(
        new ApiError(409, [
          {
            message: 'Abwesenheit konnte nicht aktualisiert werden. Sie wurde bereits entschieden.',
          },
        ]),
      )
      .mockResolvedValue({ ...vacation, status: 'rejected' } as Absence);
    show();
    const row = (await screen.findByRole('cell', { name: 'Anna Berger' })).closest('tr')!;
    await click(within(row).getByRole('button', { name: 'Ablehnen' }));
    await screen.findByText(/Sie wurde bereits entschieden/);
    await click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByText('Die Abwesenheit wurde abgelehnt.');
    expect(reject).toHaveBeenCalledTimes(2);
    expect(reject).toHaveBeenLastCalledWith(3);
  });

  it('enters a sick day for an employee with the payload the server takes', async () => {
    const create = jest
      .spyOn(timeTrackingApi.absences, 'create')
      .mockRejectedValueOnce(
        new ApiError(422, [{ field: 'toDay', message: '„Bis“ darf nicht vor „Von“ liegen.' }]),
      )
      .mockResolvedValue({ ...sickDay, status: 'requested' } as Absence);
    show();
    await screen.findByRole('cell', { name: 'Anna Berger' });
    await click(screen.getByRole('button', { name: /Abwesenheit anlegen/ }));
    const drawer = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Mitarbeiter' }));
    });
    await click(await screen.findByTitle('Anna Berger'));
    await typeDay(within(drawer).getByLabelText('Von'), '09.03.2026');
    expect((within(drawer).getByLabelText('Bis') as HTMLInputElement).value).toBe('09.03.2026');
    await click(within(drawer).getByRole('checkbox', { name: 'halber Tag' }));
    fireEvent.change(within(drawer).getByLabelText('Bemerkung'), {
      target: { value: ' Arzt ' },
    });
    await click(within(drawer).getByRole('button', { name: 'Anlegen' }));
    await within(drawer).findByText('„Bis“ darf nicht vor „Von“ liegen.');
    expect(create).toHaveBeenCalledWith({
      user: { id: 7 },
      kind: 'sick',
      fromDay: '2026-03-09',
      toDay: '2026-03-09',
      halfDay: true,
      note: 'Arzt',
    });
    await click(within(drawer).getByRole('button', { name: 'Anlegen' }));
    await screen.findByText('Die Abwesenheit wurde eingetragen.');
  });

  it('edits an absence with its fields filled in, its employee fixed', async () => {
    const update = jest
      .spyOn(timeTrackingApi.absences, 'update')
      .mockResolvedValue({ ...vacation, toDay: '2026-03-05' } as Absence);
    show();
    await click(await screen.findByRole('cell', { name: 'Anna Berger' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Abwesenheit von Anna Berger, 02.03.2026 – 06.03.2026');
    expect(timeTrackingApi.absences.get).toHaveBeenCalledWith(3);
    expect((within(drawer).getByLabelText('Von') as HTMLInputElement).value).toBe('02.03.2026');
    expect(within(drawer).getByRole('combobox', { name: 'Mitarbeiter' })).toHaveProperty(
      'disabled',
      true,
    );
    await typeDay(within(drawer).getByLabelText('Bis'), '05.03.2026');
    await click(within(drawer).getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Die Abwesenheit wurde gespeichert.');
    expect(update).toHaveBeenCalledWith(3, {
      kind: 'vacation',
      fromDay: '2026-03-02',
      toDay: '2026-03-05',
      halfDay: false,
      note: 'Skiurlaub',
    });
  });

  it('deletes an absence after the confirmation naming it', async () => {
    const remove = jest.spyOn(timeTrackingApi.absences, 'remove').mockResolvedValue({ id: 1 });
    show();
    await click(await screen.findByRole('cell', { name: 'Anna Berger' }));
    const drawer = await screen.findByRole('dialog');
    await click(
      await within(drawer).findByRole('button', {
        name: 'Abwesenheit von Anna Berger, 02.03.2026 – 06.03.2026 löschen',
      }),
    );
    await screen.findByText('Abwesenheit von Anna Berger, 02.03.2026 – 06.03.2026 löschen?');
    await click(screen.getByRole('button', { name: 'Löschen' }));
    await screen.findByText('Die Abwesenheit wurde gelöscht.');
    expect(remove).toHaveBeenCalledWith(3);
  });
});
