import { remoteRouteOf, withTimeout } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('the remote routes', () => {
  it("gives the toolbar's #/sites and #/navigations, and the other content routes, to the cms remote", () => {
    expect(remoteRouteOf('/sites')).toEqual({ remote: 'cms', label: 'Seiten' });
    expect(remoteRouteOf('/navigations/4')).toEqual({ remote: 'cms', label: 'Navigationen' });
    for (const route of ['/blocks', '/nodes', '/redirects']) {
      expect(remoteRouteOf(route)?.remote).toBe('cms');
    }
  });

  it("names a remote's own route, and nothing for the shell's routes or unknown ones", () => {
    expect(remoteRouteOf('/catalog/products')).toEqual({
      remote: 'catalog',
      label: 'Produktkataloge',
    });
    expect(remoteRouteOf('/branches')).toBeNull();
    expect(remoteRouteOf('/gibts-nicht')).toBeNull();
    expect(remoteRouteOf('/')).toBeNull();
  });
});

describe('a load with a time limit', () => {
  afterEach(() => jest.useRealTimers());

  it('ends a host that never answers in an error', async () => {
    jest.useFakeTimers();
    const hanging = withTimeout(new Promise(() => {}), 20_000, 'zu langsam');
    jest.advanceTimersByTime(20_000);
    await expect(hanging).rejects.toThrow('zu langsam');
  });

  it('passes an answer in time through', async () => {
    await expect(withTimeout(Promise.resolve('App'), 20_000, 'zu langsam')).resolves.toBe('App');
  });
});
