import { CacheInvalidation } from './cache-invalidation';
import { PUBLIC_CACHE_MAX_AGE_MS, PublicAnswer, PublicReadCache } from './public-read-cache';
import { chooseCoding } from './ready-bytes';

describe('PublicReadCache', () => {
  function setup() {
    let now = Date.parse('2026-03-24T11:00:00Z');
    const invalidation = new CacheInvalidation();
    const cache = new PublicReadCache(invalidation, () => now);
    let builds = 0;
    let answer: PublicAnswer = { data: { name: 'eins' }, validUntil: null };
    const build = async () => {
      builds += 1;
      return answer;
    };
    const read = async () => JSON.parse((await cache.get('init', build)).identity.toString());
    return {
      invalidation,
      read,
      builds: () => builds,
      answer: (next: PublicAnswer) => (answer = next),
      advance: (ms: number) => (now += ms),
      at: () => now,
      cache,
      build,
    };
  }

  it('builds once for concurrent readers and answers from memory afterwards', async () => {
    const { read, builds } = setup();
    const answers = await Promise.all([read(), read(), read()]);
    expect(answers).toEqual([
      { data: { name: 'eins' } },
      { data: { name: 'eins' } },
      { data: { name: 'eins' } },
    ]);
    await read();
    expect(builds()).toBe(1);
  });

  it('builds again after a change to the catalogue, not after one to settings alone', async () => {
    const { read, builds, invalidation, answer } = setup();
    await read();
    await invalidation.invalidate(['settings']);
    await read();
    expect(builds()).toBe(1);
    answer({ data: { name: 'zwei' }, validUntil: null });
    await invalidation.invalidate(['settings', 'catalog']);
    expect(await read()).toEqual({ data: { name: 'zwei' } });
    expect(builds()).toBe(2);
  });

  it('ends an answer at the instant it stops being true (a schedule opens or closes)', async () => {
    const { read, builds, answer, advance, at } = setup();
    answer({ data: { open: true }, validUntil: new Date(at() + 5_000) });
    await read();
    advance(4_999);
    await read();
    expect(builds()).toBe(1);
    advance(1);
    answer({ data: { open: false }, validUntil: null });
    expect(await read()).toEqual({ data: { open: false } });
    expect(builds()).toBe(2);
  });

  it('rebuilds an answer after the maximum age (a lost invalidation message), answering the old one meanwhile', async () => {
    const { cache, read, builds, advance, answer } = setup();
    await read();
    advance(PUBLIC_CACHE_MAX_AGE_MS - 1);
    await read();
    expect(builds()).toBe(1);
    advance(1);
    answer({ data: { name: 'zwei' }, validUntil: null });
    // The reader that finds it old gets it at once; the rebuild runs behind it.
    expect(await read()).toEqual({ data: { name: 'eins' } });
    expect(builds()).toBe(2);
    // Compressing the new answer takes a turn of the thread pool or two.
    while (!cache.peek('init')) await new Promise((resolve) => setImmediate(resolve));
    expect(await read()).toEqual({ data: { name: 'zwei' } });
    expect(builds()).toBe(2);
  });

  it('answers nothing older than twice the maximum age: a reader then waits for the build', async () => {
    const { cache, read, advance, answer } = setup();
    await read();
    advance(PUBLIC_CACHE_MAX_AGE_MS);
    // The rebuild fails (the database is away): the old answer is still given …
    const failing = async (): Promise<PublicAnswer> => {
      throw new Error('weg');
    };
    expect((await cache.get('init', failing)).identity.toString()).toBe('{"data":{"name":"eins"}}');
    advance(PUBLIC_CACHE_MAX_AGE_MS);
    // … but not any more at twice the age.
    await expect(cache.get('init', failing)).rejects.toThrow('weg');
    answer({ data: { name: 'drei' }, validUntil: null });
    expect(await read()).toEqual({ data: { name: 'drei' } });
  });

  it('never answers an entry past its own time boundary, not even while rebuilding', async () => {
    const { read, advance, answer, at } = setup();
    answer({ data: { open: true }, validUntil: new Date(at() + PUBLIC_CACHE_MAX_AGE_MS + 10) });
    await read();
    advance(PUBLIC_CACHE_MAX_AGE_MS + 10);
    answer({ data: { open: false }, validUntil: null });
    expect(await read()).toEqual({ data: { open: false } });
  });

  it('keeps nothing built while a change came in (it may have read the old rows)', async () => {
    const { cache, invalidation, builds } = setup();
    let release!: () => void;
    const slow = () =>
      new Promise<PublicAnswer>((resolve) => {
        release = () => resolve({ data: 'alt', validUntil: null });
      });
    const first = cache.get('init', slow);
    await new Promise((resolve) => setImmediate(resolve));
    await invalidation.invalidate(['catalog']);
    release();
    expect((await first).identity.toString()).toBe('{"data":"alt"}');
    const fresh = await cache.get('init', async () => ({ data: 'neu', validUntil: null }));
    expect(fresh.identity.toString()).toBe('{"data":"neu"}');
    expect(builds()).toBe(0);
  });

  it('does not keep a failed build', async () => {
    const { cache } = setup();
    await expect(
      cache.get('menus:9', async () => {
        throw new Error('Die Filiale wurde nicht gefunden.');
      }),
    ).rejects.toThrow('Die Filiale');
    const bytes = await cache.get('menus:9', async () => ({ data: [], validUntil: null }));
    expect(bytes.identity.toString()).toBe('{"data":[]}');
  });
});

describe('chooseCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
  ])('Accept-Encoding %j → %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });

  it('keeps at most its bound of answers, dropping the least recently asked', async () => {
    const invalidation = new CacheInvalidation();
    const cache = new PublicReadCache(invalidation, Date.now, ['catalog'], 2);
    let builds = 0;
    const build = (name: string) => async (): Promise<PublicAnswer> => {
      builds += 1;
      return { data: { name }, validUntil: null };
    };
    for (const name of ['a', 'b', 'a', 'c']) await cache.get(name, build(name));
    expect(builds).toBe(3);
    // 'b' was the least recently asked when 'c' came: gone; 'a' and 'c' kept.
    expect(cache.peek('a')).toBeDefined();
    expect(cache.peek('c')).toBeDefined();
    expect(cache.peek('b')).toBeUndefined();
  });

  it('drops its answers on a write to any of its topics only', async () => {
    const invalidation = new CacheInvalidation();
    const cache = new PublicReadCache(invalidation, Date.now, ['signage', 'catalog']);
    await cache.get('tv', async () => ({ data: 1, validUntil: null }));
    await invalidation.invalidate(['devices']);
    expect(cache.peek('tv')).toBeDefined();
    await invalidation.invalidate(['signage']);
    expect(cache.peek('tv')).toBeUndefined();
  });
});
