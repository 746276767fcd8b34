import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import {
  ApiError,
  api,
  timeTrackingApi,
  type EmploymentContract,
  type Page,
  type UserListEntry,
} from '@bestellwerk/api-client';
import { today } from '../../../shared/format';
import { ContractsPage } from './ContractsPage';

// antd's table, select and drawer render slowly in jsdom on a loaded 2-core box.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 20_000 });

const mara = { id: 7, username: 'mara', firstName: 'Mara', lastName: 'Huber' };
const page = <T,>(items: T[]): Page<T> => ({
  items,
  meta: { page: 1, perPage: 20, total: items.length },
});
const contract = (over: Partial<EmploymentContract>): EmploymentContract => ({
  id: 1,
  user: mara,
  validFrom: '2020-01-01',
  weeklyMinutes: 2400,
  workingDays: [1, 2, 3, 4, 5],
  holidayDaysPerYear: 25,
  openingHolidayDays: 0,
  openingOvertimeMinutes: 0,
  holidayCountry: 'AT',
  holidayState: '9',
  ...over,
});
// Newest first, as the server sorts them: one that begins next year, the one valid today.
const nextYear = `${Number(today().slice(0, 4)) + 1}-01-01`;
const future = contract({ id: 2, validFrom: nextYear, weeklyMinutes: 2310, holidayState: '6' });
const valid = contract({ id: 1 });

const show = () =>
  render(
    <AntApp>
      <ContractsPage />
    </AntApp>,
  );

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('the Arbeitsverträge tab', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    jest.spyOn(api.users, 'list').mockResolvedValue(page([mara as unknown as UserListEntry]));
    jest.spyOn(timeTrackingApi.contracts, 'list').mockResolvedValue(page([future, valid]));
  });

  it('lists the chosen employee’s contracts newest first and marks the one valid today', async () => {
    show();
    const current = await rowOf('01.01.2020');
    expect(within(current).getByText('aktuell')).toBeTruthy();
    expect(within(current).getByText('40 h')).toBeTruthy();
    expect(within(current).getByText('Mo, Di, Mi, Do, Fr')).toBeTruthy();
    expect(within(current).getByText('AT · Wien')).toBeTruthy();
    const later = await rowOf(`01.01.${nextYear.slice(0, 4)}`);
    expect(within(later).queryByText('aktuell')).toBeNull();
    expect(within(later).getByText('38,5 h')).toBeTruthy();
    expect(timeTrackingApi.contracts.list).toHaveBeenCalledWith(
      expect.objectContaining({ user: 7, sort: '-validFrom' }),
    );
    expect(screen.getByText(/schreibt die Salden vor diesem Datum nie um/)).toBeTruthy();
  });

  it('creates a contract for the employee with the hours as minutes', async () => {
    const create = jest
      .spyOn(timeTrackingApi.contracts, 'create')
      .mockResolvedValue(contract({ id: 3, validFrom: '2026-03-01', weeklyMinutes: 1200 }));
    show();
    await rowOf('01.01.2020');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Neuer Vertrag/ }));
    });
    const drawer = (await screen.findByText('Neuer Arbeitsvertrag')).closest<HTMLElement>(
      '.ant-drawer',
    )!;
    fireEvent.change(within(drawer).getByLabelText('Gültig ab'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.change(within(drawer).getByLabelText('Wochenstunden'), { target: { value: '20' } });
    await act(async () => {
      fireEvent.click(within(drawer).getByRole('button', { name: 'Anlegen' }));
    });
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toEqual({
      user: { id: 7 },
      validFrom: '2026-03-01',
      weeklyMinutes: 1200,
      workingDays: [1, 2, 3, 4, 5],
      holidayDaysPerYear: 25,
      openingHolidayDays: 0,
      openingOvertimeMinutes: 0,
      holidayCountry: 'AT',
      holidayState: '',
    });
  });

  it('shows the server’s German message under its field', async () => {
    const message = '„Gültig ab“ muss ein Datum (JJJJ-MM-TT) sein.';
    jest
      .spyOn(timeTrackingApi.contracts, 'create')
      .mockRejectedValue(new ApiError(422, [{ field: 'validFrom', message }]));
    show();
    await rowOf('01.01.2020');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Neuer Vertrag/ }));
    });
    const drawer = (await screen.findByText('Neuer Arbeitsvertrag')).closest<HTMLElement>(
      '.ant-drawer',
    )!;
    fireEvent.change(within(drawer).getByLabelText('Wochenstunden'), { target: { value: '20' } });
    await act(async () => {
      fireEvent.click(within(drawer).getByRole('button', { name: 'Anlegen' }));
    });
    expect(await within(drawer).findByText(message)).toBeTruthy();
  });
});
