import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { VersionSkewError } from '../state/skew';
import { RemoteArea } from './RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;
const REMOTES = { catalog: '/backend/remotes/catalog/mf-manifest.json' };

describe('a remote area', () => {
  beforeEach(() => {
    load.mockReset();
    register.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("shows the remote's App once its './App' has loaded", async () => {
    load.mockResolvedValue({ default: () => <p>Katalog geladen</p> });
    render(<RemoteArea name="catalog" remotes={REMOTES} />);
    expect(await screen.findByText('Katalog geladen')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('catalog/App');
  });

  it('shows a German error with a retry that registers the remote afresh and loads again', async () => {
    load
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValueOnce({ default: () => <p>Katalog geladen</p> });
    render(<RemoteArea name="catalog" remotes={REMOTES} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Das Modul „Produktkataloge“ konnte nicht geladen werden.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    });
    expect(await screen.findByText('Katalog geladen')).toBeTruthy();
    expect(register).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://localhost/backend/remotes/catalog/mf-manifest.json' }],
      { force: true },
    );
  });

  it('ends a remote host that never answers in the same German error', async () => {
    load.mockReturnValue(new Promise(() => {}));
    render(<RemoteArea name="catalog" remotes={REMOTES} timeoutMs={50} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Das Modul „Produktkataloge“ konnte nicht geladen werden.',
    );
  });

  it('explains a remote refused for its versions in German, with „Neu laden“ instead of a blank area', async () => {
    load.mockRejectedValue(
      new VersionSkewError('catalog', [
        { name: '@bestellwerk/mf/router', required: '^1.8.0', present: '1.7.2', needsNewer: true },
      ]),
    );
    render(<RemoteArea name="catalog" remotes={REMOTES} />);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(
      'Der Bereich „Produktkataloge“ braucht eine neuere Version des Back-Office.',
    );
    expect(notice.textContent).toContain(
      '@bestellwerk/mf/router: gebaut für ^1.8.0, das Back-Office hat 1.7.2',
    );
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });
});
