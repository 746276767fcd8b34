import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import {
  ApiError,
  api,
  timeTrackingApi,
  type ApiKeyInfo,
  type Branch,
  type Page,
  type TerminalToken,
  type UserListEntry,
} from '@bestellwerk/api-client';
import { TerminalPage } from './TerminalPage';

// antd's table, select and cards render slowly in jsdom on a loaded 2-core box.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 20_000 });

const page = <T,>(items: T[]): Page<T> => ({
  items,
  meta: { page: 1, perPage: 20, total: items.length },
});
const mara = { id: 7, username: 'mara', firstName: 'Mara', lastName: 'Huber' };
const phone: TerminalToken = {
  id: 3,
  user: { id: 7 },
  tokenPrefix: 'Ab12Cd34',
  label: 'Handy',
  createdAt: '2026-11-02T08:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
};
const frontdesk: ApiKeyInfo = {
  id: 5,
  name: 'Theke',
  keyPrefix: 'k9x',
  createdAt: '2026-10-01T08:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
};

const show = () =>
  render(
    <AntApp>
      <TerminalPage />
    </AntApp>,
  );

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const card = async (title: string) =>
  (await screen.findByText(title)).closest<HTMLElement>('.ant-card')!;

describe('the Stempeln tab', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    jest.spyOn(api.users, 'list').mockResolvedValue(page([mara as unknown as UserListEntry]));
    jest
      .spyOn(api.branches, 'list')
      .mockResolvedValue(page([{ id: 4, name: 'Graz Hauptplatz' } as unknown as Branch]));
    jest.spyOn(api.branches, 'apiKeys').mockResolvedValue([frontdesk]);
    jest.spyOn(timeTrackingApi.terminalTokens, 'list').mockResolvedValue([phone]);
  });

  it('sets the employee’s PIN and shows it once', async () => {
    const setPin = jest
      .spyOn(timeTrackingApi.terminalTokens, 'setPin')
      .mockResolvedValue({ ok: true });
    show();
    const pin = await card('PIN für das Filial-Terminal');
    await within(pin).findByText(/Mit der PIN stempelt Mara Huber/);
    fireEvent.change(within(pin).getByLabelText('PIN'), { target: { value: '4711' } });
    await click(within(pin).getByRole('button', { name: 'PIN speichern' }));
    await waitFor(() => expect(setPin).toHaveBeenCalledWith(7, '4711'));
    expect(await within(pin).findByText('4711')).toBeTruthy();
    expect(within(pin).getByText('Die PIN wird nur jetzt angezeigt.')).toBeTruthy();
  });

  it('shows the server’s German message when it refuses the PIN', async () => {
    const message = '„PIN“ muss aus 4 bis 8 Ziffern bestehen.';
    jest
      .spyOn(timeTrackingApi.terminalTokens, 'setPin')
      .mockRejectedValue(new ApiError(422, [{ field: 'pin', message }]));
    show();
    const pin = await card('PIN für das Filial-Terminal');
    await within(pin).findByText(/Mit der PIN stempelt Mara Huber/);
    fireEvent.change(within(pin).getByLabelText('PIN'), { target: { value: '12' } });
    await click(within(pin).getByRole('button', { name: 'PIN speichern' }));
    expect(await within(pin).findByText(message)).toBeTruthy();
    expect(within(pin).queryByText('Die PIN wird nur jetzt angezeigt.')).toBeNull();
  });

  it('issues a personal access, shows its full address once, and revokes after asking', async () => {
    const issue = jest.spyOn(timeTrackingApi.terminalTokens, 'issue').mockResolvedValue({
      ...phone,
      id: 4,
      label: 'Tablet',
      token: 'secret-token',
      address: '/api/time-tracking/secret-token/mara',
    });
    const revoke = jest
      .spyOn(timeTrackingApi.terminalTokens, 'revoke')
      .mockResolvedValue({ ...phone, revokedAt: '2026-11-28T10:00:00Z' });
    show();
    const tokens = await card('Persönliche Stempel-Zugänge');
    const row = (await within(tokens).findByText('Handy')).closest('tr')!;
    expect(within(row).getByText('/api/time-tracking/Ab12Cd34…')).toBeTruthy();
    expect(within(row).getByText('aktiv')).toBeTruthy();

    fireEvent.change(within(tokens).getByLabelText('Bezeichnung des Zugangs'), {
      target: { value: 'Tablet' },
    });
    await click(within(tokens).getByRole('button', { name: 'Zugang ausgeben' }));
    expect(issue).toHaveBeenCalledWith(7, 'Tablet');
    const address = `${window.location.origin}/api/time-tracking/secret-token/mara`;
    expect(await within(tokens).findByText(address)).toBeTruthy();
    expect(within(tokens).getByRole('link', { name: 'Öffnen' }).getAttribute('href')).toBe(address);
    expect(
      within(tokens)
        .getByRole('figure', { name: 'QR-Code der Adresse zum Scannen mit dem eigenen Handy' })
        .querySelector('svg path'),
    ).not.toBeNull();

    await click(within(row).getByRole('button', { name: 'Widerrufen' }));
    const question = (await screen.findByText('Zugang widerrufen?')).closest<HTMLElement>(
      '.ant-popover',
    )!;
    await click(within(question).getByRole('button', { name: 'Widerrufen' }));
    expect(revoke).toHaveBeenCalledWith(3);
  });

  it('sets up a branch terminal with a new branch key and shows its address once', async () => {
    const createApiKey = jest
      .spyOn(api.branches, 'createApiKey')
      .mockResolvedValue({ ...frontdesk, id: 6, name: 'Stempel-Terminal', key: 'k9x/secret' });
    show();
    const branch = await card('Filial-Terminal');
    const row = (await within(branch).findByText('Theke')).closest('tr')!;
    expect(within(row).getByText('/api/time-tracking-terminal/4/k9x…')).toBeTruthy();
    expect(within(row).getByText('aktiv')).toBeTruthy();
    await click(within(branch).getByRole('button', { name: 'Terminal einrichten' }));
    expect(createApiKey).toHaveBeenCalledWith(4, 'Stempel-Terminal Graz Hauptplatz');
    const address = `${window.location.origin}/api/time-tracking-terminal/4/k9x%2Fsecret`;
    expect(await within(branch).findByText(address)).toBeTruthy();
    expect(within(branch).getByRole('link', { name: 'Öffnen' }).getAttribute('href')).toBe(address);
    // The tablet scans it instead of typing it.
    const qr = within(branch).getByRole('figure', {
      name: 'QR-Code der Adresse zum Scannen mit dem Tablet der Filiale',
    });
    expect(qr.querySelector('svg path')).not.toBeNull();
  });
});
