import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { ApiError, api, timeTrackingApi, type WorkingSchedule } from '@bestellwerk/api-client';
import { ShiftDrawer, type ShiftTarget } from './ShiftDrawer';

// antd's drawer and selects render slowly in jsdom on a busy machine.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });

const anna = { id: 7, firstName: 'Anna', lastName: 'Berger', username: 'anna' };
const shift = {
  id: 11,
  user: anna,
  branch: { id: 2, identifier: 'graz', name: 'Graz' },
  kind: 'single',
  date: '2026-03-04',
  weekday: null,
  startTime: '08:00',
  endTime: '16:00',
  note: '',
  department: null,
  validFrom: null,
  validUntil: null,
} as WorkingSchedule;

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

function show(target: ShiftTarget) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(
    <AntApp>
      <ShiftDrawer target={target} onSaved={onSaved} onClose={onClose} />
    </AntApp>,
  );
  return { onSaved, onClose };
}

describe('the shift drawer', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    jest.spyOn(timeTrackingApi.schedules, 'get').mockResolvedValue(shift);
    jest.spyOn(api.users, 'list').mockResolvedValue({
      items: [anna],
      meta: { page: 1, perPage: 500, total: 1 },
    } as unknown as Awaited<ReturnType<typeof api.users.list>>);
    jest.spyOn(api.branches, 'list').mockResolvedValue({
      items: [{ id: 2, name: 'Graz' }],
      meta: { page: 1, perPage: 200, total: 1 },
    } as unknown as Awaited<ReturnType<typeof api.branches.list>>);
  });

  it('plans a new shift on the clicked cell and shows the server’s German error under its field', async () => {
    const create = jest
      .spyOn(timeTrackingApi.schedules, 'create')
      .mockRejectedValue(
        new ApiError(422, [{ field: 'branch', message: '„Filiale“ ist erforderlich.' }]),
      );
    const { onSaved } = show({ schedule: null, userId: 7, day: '2026-03-05' });
    const drawer = await screen.findByRole('dialog');
    within(drawer).getByText('Neue Schicht');
    await within(drawer).findByText('Anna Berger');
    expect((within(drawer).getByLabelText('Datum') as HTMLInputElement).value).toBe('2026-03-05');
    await click(within(drawer).getByRole('button', { name: 'Speichern' }));
    await within(drawer).findByText('„Filiale“ ist erforderlich.');
    expect(create).toHaveBeenCalledWith({
      user: { id: 7 },
      branch: undefined,
      kind: 'single',
      date: '2026-03-05',
      weekday: null,
      startTime: '08:00',
      endTime: '16:00',
      note: '',
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a shift, turns it into a weekly one and says it was saved', async () => {
    const update = jest.spyOn(timeTrackingApi.schedules, 'update').mockResolvedValue(shift);
    const { onSaved, onClose } = show({ schedule: shift });
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Schicht bearbeiten');
    expect(timeTrackingApi.schedules.get).toHaveBeenCalledWith(11);
    await click(within(drawer).getByText('Jede Woche'));
    await within(drawer).findByLabelText('Wochentag');
    await click(within(drawer).getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Die Schicht wurde gespeichert.');
    expect(update).toHaveBeenCalledWith(11, {
      user: { id: 7 },
      branch: { id: 2 },
      kind: 'weekly',
      date: null,
      weekday: 3,
      startTime: '08:00',
      endTime: '16:00',
      note: '',
    });
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('deletes a shift after the confirmation; a failure stays with its retry', async () => {
    const remove = jest
      .spyOn(timeTrackingApi.schedules, 'remove')
      .mockRejectedValueOnce(new ApiError(0, []))
      .mockResolvedValue({ id: 1 });
    const { onSaved } = show({ schedule: shift });
    const drawer = await screen.findByRole('dialog');
    await click(await within(drawer).findByRole('button', { name: 'Schicht 08:00–16:00 löschen' }));
    await screen.findByText('Schicht 08:00–16:00 löschen?');
    await click(screen.getByRole('button', { name: 'Löschen' }));
    await within(drawer).findByText('Planung konnte nicht gelöscht werden.');
    expect(onSaved).not.toHaveBeenCalled();
    await click(within(drawer).getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByText('Die Schicht wurde gelöscht.');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledTimes(2);
    expect(remove).toHaveBeenLastCalledWith(11);
  });
});
