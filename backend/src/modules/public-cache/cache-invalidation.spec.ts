import { CacheInvalidation } from './cache-invalidation';

describe('CacheInvalidation.memo', () => {
  const setUp = () => {
    const invalidation = new CacheInvalidation();
    const reads: number[] = [];
    let answer = 'A';
    const read = invalidation.memo('devices', async (key: number) => {
      reads.push(key);
      return `${answer}${key}`;
    });
    return { invalidation, reads, read, setAnswer: (next: string) => (answer = next) };
  };

  it('reads a key once, also for calls while the read is under way', async () => {
    const { reads, read } = setUp();
    expect(await Promise.all([read(1), read(1), read(2)])).toEqual(['A1', 'A1', 'A2']);
    expect(await read(1)).toBe('A1');
    expect(reads).toEqual([1, 2]);
  });

  it('reads again once its topic changed, and only then', async () => {
    const { invalidation, reads, read, setAnswer } = setUp();
    await read(1);
    await invalidation.invalidate(['catalog']);
    expect(await read(1)).toBe('A1');
    setAnswer('B');
    await invalidation.invalidate(['devices']);
    expect(await read(1)).toBe('B1');
    expect(reads).toEqual([1, 1]);
  });

  it('does not keep what was read while the topic changed', async () => {
    const invalidation = new CacheInvalidation();
    let release!: () => void;
    let reads = 0;
    const read = invalidation.memo('devices', async () => {
      reads += 1;
      if (reads === 1) await new Promise<void>((done) => (release = done));
      return reads;
    });
    const first = read('x');
    await invalidation.invalidate(['devices']);
    release();
    expect(await first).toBe(1);
    expect(await read('x')).toBe(2);
  });

  it('keeps no failed read', async () => {
    const invalidation = new CacheInvalidation();
    let fail = true;
    const read = invalidation.memo('devices', async () => {
      if (fail) throw new Error('Datenbank weg');
      return 'da';
    });
    await expect(read(1)).rejects.toThrow('Datenbank weg');
    fail = false;
    expect(await read(1)).toBe('da');
  });
});
