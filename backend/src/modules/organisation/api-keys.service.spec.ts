import { DataSource, Repository } from 'typeorm';
import { AuditService } from '../audit';
import { ApiKeysService, hashApiKey } from './api-keys.service';
import { ApiKey } from './entities/api-key.entity';

const KEY = 'bh_QVBKOGnXozTq9n7mr5q7VPtp73Z1j';

function setup(stored: Partial<ApiKey> | null) {
  const updates: { id: number; changes: Partial<ApiKey> }[] = [];
  const lookups: unknown[] = [];
  const repo = {
    findOne: async (options: { where: { keyHash: string } }) => {
      lookups.push(options.where);
      return stored && options.where.keyHash === stored.keyHash ? stored : null;
    },
    update: async (id: number, changes: Partial<ApiKey>) => void updates.push({ id, changes }),
  } as unknown as Repository<ApiKey>;
  const service = new ApiKeysService(repo, {} as DataSource, {} as AuditService);
  return { service, updates, lookups };
}

const liveKey = (changes: Partial<ApiKey> = {}): Partial<ApiKey> => ({
  id: 7,
  keyHash: hashApiKey(KEY),
  branch: { id: 1 } as ApiKey['branch'],
  revokedAt: null,
  lastUsedAt: null,
  ...changes,
});

describe('branch API keys', () => {
  it('stores the SHA-256 of a key as hex', () => {
    expect(hashApiKey('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('accepts a live key of the branch and notes its use', async () => {
    const { service, updates, lookups } = setup(liveKey());
    expect(await service.verify(1, KEY)).toBe(true);
    expect(lookups).toEqual([{ keyHash: hashApiKey(KEY) }]);
    expect(updates).toEqual([{ id: 7, changes: { lastUsedAt: expect.any(Date) } }]);
  });

  it('refuses the key for another branch, a revoked key and an unknown key', async () => {
    expect(await setup(liveKey()).service.verify(2, KEY)).toBe(false);
    expect(await setup(liveKey({ revokedAt: new Date() })).service.verify(1, KEY)).toBe(false);
    expect(await setup(liveKey()).service.verify(1, 'wrong')).toBe(false);
  });

  it('does not look up empty or oversized keys', async () => {
    const { service, lookups } = setup(liveKey());
    expect(await service.verify(1, '')).toBe(false);
    expect(await service.verify(1, 'x'.repeat(500))).toBe(false);
    expect(lookups).toEqual([]);
  });

  it('writes lastUsedAt at most once a minute, as the front desk polls every few seconds', async () => {
    const { service, updates } = setup(liveKey({ lastUsedAt: new Date(Date.now() - 5_000) }));
    expect(await service.verify(1, KEY)).toBe(true);
    expect(updates).toEqual([]);
  });
});
