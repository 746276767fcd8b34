import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { ApiError, timeTrackingApi, type WorkingActivity } from '@bestellwerk/api-client';
import { toLocalInput } from '../state/timesheet';
import { CorrectionDrawer } from './CorrectionDrawer';

// antd's drawer renders slowly in jsdom on a busy machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const activity = {
  id: 21,
  user: { id: 7, firstName: 'Anna', lastName: 'Berger', username: 'anna' },
  branch: { id: 2, identifier: 'graz', name: 'Graz' },
  startedAt: '2026-03-02T07:00:00.000Z',
  endedAt: '2026-03-02T15:30:00.000Z',
  pauses: [{ startedAt: '2026-03-02T11:00:00.000Z', endedAt: '2026-03-02T11:30:00.000Z' }],
  state: 'ended',
} as unknown as WorkingActivity;

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

function show() {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(
    <AntApp>
      <CorrectionDrawer activity={activity} onSaved={onSaved} onClose={onClose} />
    </AntApp>,
  );
  return { onSaved, onClose };
}

const value = (drawer: HTMLElement, label: string) =>
  (within(drawer).getByLabelText(label) as HTMLInputElement).value;

describe('the correction drawer', () => {
  beforeEach(() => jest.restoreAllMocks());

  it('starts from the activity’s times and asks for the reason before it sends anything', async () => {
    const correct = jest.spyOn(timeTrackingApi.activities, 'correct');
    show();
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Aktivität korrigieren');
    expect(value(drawer, 'Beginn')).toBe(toLocalInput(activity.startedAt));
    expect(value(drawer, 'Pause von')).toBe(toLocalInput('2026-03-02T11:00:00.000Z'));
    expect(value(drawer, 'Pause bis')).toBe(toLocalInput('2026-03-02T11:30:00.000Z'));
    await click(within(drawer).getByRole('button', { name: 'Korrektur speichern' }));
    await within(drawer).findByText('„Grund der Korrektur“ ist erforderlich.');
    expect(correct).not.toHaveBeenCalled();
  });

  it('sends the corrected times with the reason, shows the server’s error, then saves', async () => {
    const correct = jest
      .spyOn(timeTrackingApi.activities, 'correct')
      .mockRejectedValueOnce(
        new ApiError(422, [{ field: 'endedAt', message: '„Ende“ muss nach „Beginn“ liegen.' }]),
      )
      .mockResolvedValue(activity);
    const { onSaved, onClose } = show();
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(await within(drawer).findByLabelText('Pause bis'), {
      target: { value: '2026-03-02T12:45' },
    });
    fireEvent.change(within(drawer).getByLabelText('Grund der Korrektur'), {
      target: { value: ' Pause vergessen zu beenden ' },
    });
    await click(within(drawer).getByRole('button', { name: 'Korrektur speichern' }));
    await within(drawer).findByText('„Ende“ muss nach „Beginn“ liegen.');
    expect(correct).toHaveBeenCalledWith(21, {
      startedAt: activity.startedAt,
      endedAt: activity.endedAt,
      pauses: [
        {
          startedAt: '2026-03-02T11:00:00.000Z',
          endedAt: new Date('2026-03-02T12:45').toISOString(),
        },
      ],
      correctionReason: 'Pause vergessen zu beenden',
    });
    expect(onSaved).not.toHaveBeenCalled();

    await click(within(drawer).getByRole('button', { name: 'Korrektur speichern' }));
    await screen.findByText('Die Korrektur wurde gespeichert.');
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
