import { checkRemoteVersions, unmetSingletons, VersionSkewError, type BuildRecord } from './skew';

const SHELL: BuildRecord = {
  name: '@bestellwerk/shell',
  version: '1.7.2-dev',
  commit: 'abc',
  builtAt: '2026-11-29T09:00:00.000Z',
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: 'react-dom/', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: '@bestellwerk/api-client', version: '1.7.2', requiredVersion: '^1.7.2' },
    {
      name: '@bestellwerk/mf/router',
      version: '1.7.2',
      requiredVersion: '^1.7.2',
      singleton: true,
    },
  ],
};

describe("a remote's needs against the shell's singletons", () => {
  it('lets pass what the shell meets, non-singletons (the remote brings its own) and unknown modules', () => {
    expect(
      unmetSingletons(
        [
          { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0', singleton: true },
          {
            name: 'react-dom/client',
            version: '19.3.1',
            requiredVersion: '^19.3.1',
            singleton: true,
          },
          { name: '@bestellwerk/api-client', version: '1.8.0', requiredVersion: '^1.8.0' },
          { name: 'left-pad', version: '2.0.0', requiredVersion: '^2.0.0', singleton: true },
        ],
        SHELL.shared,
      ),
    ).toEqual([]);
  });

  it('names a singleton the remote needs newer, and one it needs older (a major step of the shell)', () => {
    expect(
      unmetSingletons(
        [
          {
            name: '@bestellwerk/mf/router',
            version: '1.8.0',
            requiredVersion: '^1.8.0',
            singleton: true,
          },
          {
            name: 'react-dom/client',
            version: '18.3.0',
            requiredVersion: '^18.3.0',
            singleton: true,
          },
        ],
        SHELL.shared,
      ),
    ).toEqual([
      { name: '@bestellwerk/mf/router', required: '^1.8.0', present: '1.7.2', needsNewer: true },
      { name: 'react-dom/client', required: '^18.3.0', present: '19.3.1', needsNewer: false },
    ]);
  });

  it('refuses the remote by its manifest, and leaves a manifest it cannot read to the loader', async () => {
    // jsdom has no Response: what the check reads of one.
    const answer = (status: number, body: unknown) =>
      ({ ok: status < 400, status, json: async () => body }) as Response;
    const manifest = (shared: unknown) => async () => answer(200, { shared });
    const newer = [
      {
        name: '@bestellwerk/mf/router',
        version: '1.8.0',
        requiredVersion: '^1.8.0',
        singleton: true,
      },
    ];
    const refused = await checkRemoteVersions('catalog', '/m.json', SHELL, manifest(newer)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(VersionSkewError);
    expect((refused as VersionSkewError).remote).toBe('catalog');

    await expect(
      checkRemoteVersions('catalog', '/m.json', SHELL, manifest([])),
    ).resolves.toBeUndefined();
    await expect(
      checkRemoteVersions('catalog', '/m.json', SHELL, async () => answer(404, null)),
    ).resolves.toBeUndefined();
    await expect(
      checkRemoteVersions('catalog', '/m.json', SHELL, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBeUndefined();
    // Without a build record (a development build) nothing is checked.
    await expect(
      checkRemoteVersions('catalog', '/m.json', null, manifest(newer)),
    ).resolves.toBeUndefined();
  });
});
