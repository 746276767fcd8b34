import { subjects, type Subject } from './kv-subjects';

describe.each(Object.keys(subjects))('key-value store: incrementWithTtl on %s', (name) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await subjects[name]();
  });
  afterAll(() => subject.close());

  it('gives 40 parallel increments (4× the MariaDB pool) each its own count', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => subject.store.incrementWithTtl('parallel', 60)),
    );
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const { ttlSeconds } of results) {
      expect(ttlSeconds).toBeGreaterThan(0);
      expect(ttlSeconds).toBeLessThanOrEqual(60);
    }
    expect(await subject.store.get('parallel')).toBe('40');
  });

  it('keeps the first expiry, counts down with a negative step and starts over once expired', async () => {
    expect(await subject.store.incrementWithTtl('window', 600)).toEqual({
      count: 1,
      ttlSeconds: expect.any(Number),
    });
    const second = await subject.store.incrementWithTtl('window', 5);
    expect(second.count).toBe(2);
    expect(second.ttlSeconds).toBeGreaterThan(5);
    expect((await subject.store.incrementWithTtl('window', 600, -1)).count).toBe(1);
    await subject.expire('window');
    const fresh = await subject.store.incrementWithTtl('window', 30);
    expect(fresh.count).toBe(1);
    expect(fresh.ttlSeconds).toBeLessThanOrEqual(30);
  });

  it('gives a counter set without expiry one with its first increment', async () => {
    await subject.store.set('lasting', '5');
    const result = await subject.store.incrementWithTtl('lasting', 30);
    expect(result.count).toBe(6);
    expect(await subject.store.ttl('lasting')).toBeLessThanOrEqual(30);
  });
});
