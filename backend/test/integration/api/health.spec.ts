import { OwnRedis } from '../../support/redis-server';
import { TestApi, startTestApi } from './harness';

type Health = {
  data: {
    status: string;
    redis: {
      status: string;
      appendonly?: string;
      maxmemoryPolicy?: string;
      persistent?: boolean | null;
    };
    warnings: { code: string; message: string }[];
  };
};

/**
 * Production needs Redis to keep what it holds (AOF, no eviction): the health check reads
 * the settings (never sets them) and warns in German when they would lose jobs. Each case
 * runs against a redis-server of its own, configured as the case needs.
 */
describe('GET /api/health and the Redis persistence settings (mariadb)', () => {
  const cases: [string, string[], Partial<Health['data']['redis']>, boolean][] = [
    [
      'AOF on and noeviction: no warning',
      ['--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction'],
      { appendonly: 'yes', maxmemoryPolicy: 'noeviction', persistent: true },
      false,
    ],
    [
      'AOF off: a warning',
      ['--maxmemory-policy', 'noeviction'],
      { appendonly: 'no', maxmemoryPolicy: 'noeviction', persistent: false },
      true,
    ],
    [
      'an evicting policy: a warning',
      ['--appendonly', 'yes', '--maxmemory-policy', 'allkeys-lru'],
      { appendonly: 'yes', maxmemoryPolicy: 'allkeys-lru', persistent: false },
      true,
    ],
    [
      'CONFIG forbidden: „unbekannt“, no verdict',
      ['--rename-command', 'CONFIG', ''],
      { appendonly: 'unbekannt', maxmemoryPolicy: 'unbekannt', persistent: null },
      false,
    ],
  ];

  if (process.env.TEST_DATABASE !== 'mariadb') {
    it.skip('needs Redis (the mariadb project)', () => undefined);
    return;
  }

  it.each(cases)(
    '%s',
    async (_name, args, expected, warns) => {
      const redis = await OwnRedis.start(args);
      let api: TestApi | null = null;
      try {
        api = await startTestApi({ REDIS_URL: redis.url });
        const reply = await api.client().get<Health>('/api/health');
        expect(reply.status).toBe(200);
        expect(reply.body.data.status).toBe('ok');
        expect(reply.body.data.redis).toEqual({ status: 'up', ...expected });
        if (warns) {
          expect(reply.body.data.warnings).toEqual([
            { code: 'redis-persistence', message: expect.stringContaining('noeviction') },
          ]);
          expect(reply.body.data.warnings[0].message).toMatch(
            /^Redis ist nicht für den Produktivbetrieb/,
          );
        } else {
          expect(reply.body.data.warnings).toEqual([]);
        }
      } finally {
        await api?.close();
        await redis.stop();
      }
    },
    60_000,
  );
});
