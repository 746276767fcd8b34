import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { api, ApiError } from '@bestellwerk/api-client';
import { BackOffice, USER_LOAD_ERROR } from './BackOffice';

jest.mock('@bestellwerk/api-client', () => {
  const actual = jest.requireActual('@bestellwerk/api-client');
  return {
    ...actual,
    ensureCsrfToken: jest.fn().mockResolvedValue(undefined),
    api: {
      init: jest.fn(),
      auth: { me: jest.fn(), logout: jest.fn() },
      backoffice: { remotes: jest.fn().mockRejectedValue(new actual.ApiError(0, [])) },
    },
  };
});

const mocked = api as unknown as {
  init: jest.Mock;
  auth: { me: jest.Mock };
};

describe('the back office start without a user in the start data', () => {
  beforeEach(() => {
    mocked.init.mockResolvedValue({
      user: null,
      version: '1.7.2-dev',
      branches: [],
      config: { dateLocale: 'fr' },
    });
  });

  it('says the user could not be loaded when the user call fails without a 401, with a retry', async () => {
    mocked.auth.me.mockRejectedValue(new ApiError(0, []));
    render(<BackOffice />);
    expect(await screen.findByText(USER_LOAD_ERROR)).toBeTruthy();
    expect(USER_LOAD_ERROR).toBe('Benutzer konnte nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('shows the server’s message when it sent one', async () => {
    mocked.auth.me.mockRejectedValue(new ApiError(503, [{ message: 'Wartung bis 14 Uhr.' }]));
    render(<BackOffice />);
    expect(await screen.findByText('Wartung bis 14 Uhr.')).toBeTruthy();
  });

  it('puts the calendars into the shop’s date locale', async () => {
    mocked.auth.me.mockRejectedValue(new ApiError(401, []));
    render(<BackOffice />);
    await screen.findByText('Sie sind nicht angemeldet.');
    expect(dayjs.locale()).toBe('fr');
    expect(dayjs('2026-01-15').format('MMMM')).toBe('janvier');
  });

  it('leaves a 401 to the login redirect and shows no load error', async () => {
    mocked.auth.me.mockRejectedValue(new ApiError(401, []));
    render(<BackOffice />);
    expect(await screen.findByText('Sie sind nicht angemeldet.')).toBeTruthy();
    expect(screen.queryByText(USER_LOAD_ERROR)).toBeNull();
  });
});
