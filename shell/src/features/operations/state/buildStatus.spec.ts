import type { SharedRecord } from '../../remotes/state/skew';
import { areaStatus, sharedStatus } from './buildStatus';

const SHELL: SharedRecord[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@bestellwerk/api-client', version: '1.7.2', contentHash: 'aaaa' },
  { name: '@bestellwerk/mf/router', version: '1.7.2', singleton: true, contentHash: 'bbbb' },
];

describe("how a remote's shared modules stand to the shell's", () => {
  it.each([
    [
      'the same version and sources',
      {
        name: '@bestellwerk/api-client',
        version: '1.7.2',
        requiredVersion: '^1.7.2',
        contentHash: 'aaaa',
      },
      'fits',
    ],
    [
      'an older remote the shell still meets',
      {
        name: '@bestellwerk/api-client',
        version: '1.6.0',
        requiredVersion: '^1.6.0',
        contentHash: 'cccc',
      },
      'fits',
    ],
    [
      'a newer stateless library: the remote loads its own',
      { name: '@bestellwerk/api-client', version: '1.8.0', requiredVersion: '^1.8.0' },
      'ownCopy',
    ],
    [
      'the same version from other sources: a bump forgotten',
      {
        name: '@bestellwerk/api-client',
        version: '1.7.2',
        requiredVersion: '^1.7.2',
        contentHash: 'dddd',
      },
      'sameVersionOtherContent',
    ],
    [
      'a newer singleton',
      {
        name: '@bestellwerk/mf/router',
        version: '1.8.0',
        requiredVersion: '^1.8.0',
        singleton: true,
      },
      'unmet',
    ],
    [
      'a module the shell does not share',
      { name: 'left-pad', version: '1.0.0', requiredVersion: '^1.0.0' },
      'fits',
    ],
  ] as const)('%s', (_case, entry, status) => {
    expect(sharedStatus(entry, SHELL)).toBe(status);
  });

  it('gives the area the worst of its modules', () => {
    const newerClient = {
      name: '@bestellwerk/api-client',
      version: '1.8.0',
      requiredVersion: '^1.8.0',
    };
    const newerRouter = {
      name: '@bestellwerk/mf/router',
      version: '1.8.0',
      requiredVersion: '^1.8.0',
      singleton: true,
    };
    expect(areaStatus([], SHELL)).toBe('fits');
    expect(areaStatus([newerClient], SHELL)).toBe('ownCopy');
    expect(areaStatus([newerRouter, newerClient], SHELL)).toBe('unmet');
  });
});
