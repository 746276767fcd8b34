import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type Redis from 'ioredis';
import { REDIS } from '../../../src/common/kv/redis.provider';
import { AppConfig } from '../../../src/config/app-config';
import { UsersService } from '../../../src/modules/users/users.service';
import { DEMO_EMPLOYEE, TestApi, startTestApi } from './harness';

const MAX = 3;
const ADDRESS_LIMIT = MAX * 4;
const wait = (minutes: number) =>
  `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}.`;

interface Attempt {
  username: string;
  password: string;
  /** The TCP peer (inject's default is 127.0.0.1, where nginx would sit). */
  remoteAddress?: string;
  forwardedFor?: string;
}

async function login(app: NestFastifyApplication, attempt: Attempt) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: attempt.remoteAddress ?? '127.0.0.1',
    headers: attempt.forwardedFor ? { 'x-forwarded-for': attempt.forwardedFor } : {},
    payload: { username: attempt.username, password: attempt.password },
  });
  const body = response.json() as { errors?: { message: string }[] };
  return { status: response.statusCode, message: body.errors?.[0]?.message };
}

describe(`login throttle (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;
  /** The same store behind a proxy on 127.0.0.1 whose X-Forwarded-For is believed. */
  let proxied: NestFastifyApplication;

  beforeAll(async () => {
    api = await startTestApi({ LOGIN_MAX_ATTEMPTS: String(MAX), LOGIN_LOCK_MINUTES: '15' });
    proxied = await api.startSecondApp({ TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(() => api.close());

  /** Lets the account's current lock run out, as if its minutes had passed. */
  async function expireLock(username: string): Promise<void> {
    const user = await api.app.get(UsersService).findForLogin(username);
    const key = `login-account:user:${user!.id}`;
    const redis = api.app.get<symbol, Redis | null>(REDIS);
    if (redis) await redis.del(`${api.app.get(AppConfig).redisPrefix}:kv:${key}`);
    else await api.dataSource.query('DELETE FROM kv_entry WHERE `key` = ?', [key]);
  }

  async function createUser(username: string): Promise<void> {
    const admin = await api.admin();
    const created = await admin.post('/api/users', {
      username,
      password: 'ein-langes-passwort',
      roles: ['ROLE_EMPLOYEE'],
    });
    expect(created.status).toBe(201);
  }

  it('ignores a forged X-Forwarded-For without TRUSTED_PROXIES: no fresh budget per header', async () => {
    const replies = [];
    for (let i = 1; i <= ADDRESS_LIMIT + 1; i += 1) {
      replies.push(
        await login(api.app, {
          username: `niemand-${i}`,
          password: 'falsch-falsch',
          remoteAddress: '10.20.30.40',
          forwardedFor: `203.0.113.${i}`,
        }),
      );
    }
    expect(replies.slice(0, ADDRESS_LIMIT).every((reply) => reply.status === 401)).toBe(true);
    expect(replies[ADDRESS_LIMIT]).toEqual({ status: 429, message: wait(15) });
  });

  it('uses the forwarded address behind a trusted proxy', async () => {
    for (let i = 1; i <= ADDRESS_LIMIT; i += 1) {
      const reply = await login(proxied, {
        username: `keiner-${i}`,
        password: 'falsch-falsch',
        forwardedFor: '198.51.100.1',
      });
      expect(reply.status).toBe(401);
    }
    const again = { username: 'keiner-x', password: 'falsch-falsch' };
    expect(await login(proxied, { ...again, forwardedFor: '198.51.100.1' })).toEqual({
      status: 429,
      message: wait(15),
    });
    // Only the proxy's own entry counts: what the client wrote before it is not believed.
    expect(
      (await login(proxied, { ...again, forwardedFor: '198.51.100.1, 198.51.100.2' })).status,
    ).toBe(401);
    expect((await login(proxied, { ...again, forwardedFor: '198.51.100.3' })).status).toBe(401);
  });

  it('checks at most the limit of 30 parallel wrong passwords from one address', async () => {
    const verify = jest.spyOn(proxied.get(UsersService), 'verifyPassword');
    try {
      const replies = await Promise.all(
        Array.from({ length: 30 }, () =>
          login(proxied, {
            username: DEMO_EMPLOYEE.username,
            password: 'falsch-falsch',
            forwardedFor: '198.51.100.10',
          }),
        ),
      );
      expect(verify).toHaveBeenCalledTimes(MAX);
      expect(replies.filter((reply) => reply.status === 401)).toHaveLength(MAX);
      expect(replies.filter((reply) => reply.status === 429)).toHaveLength(30 - MAX);
      // The right password waits out the lock too, and is not checked either.
      const right = await login(proxied, {
        ...DEMO_EMPLOYEE,
        forwardedFor: '198.51.100.11',
      });
      expect(right).toEqual({ status: 429, message: wait(1) });
      expect(verify).toHaveBeenCalledTimes(MAX);
    } finally {
      verify.mockRestore();
      await expireLock(DEMO_EMPLOYEE.username);
    }
  });

  it('counts an account’s failures across addresses, by name or e-mail alike', async () => {
    await createUser('wandernd');
    for (const [i, username] of ['wandernd', 'WANDERND', ' wandernd '].entries()) {
      const reply = await login(proxied, {
        username,
        password: 'falsch-falsch',
        forwardedFor: `192.0.2.${i + 1}`,
      });
      expect(reply.status).toBe(401);
    }
    const fromElsewhere = await login(proxied, {
      username: 'wandernd',
      password: 'ein-langes-passwort',
      forwardedFor: '192.0.2.99',
    });
    expect(fromElsewhere).toEqual({ status: 429, message: wait(1) });
  });

  // A dozen sequential argon2 checks, hence the longer timeout for a busy machine.
  it('doubles the lock with each failure after it, up to LOGIN_LOCK_MINUTES, and a success starts over', async () => {
    await createUser('vergesslich');
    // Each try from another address, so only the account's counter is at work.
    let from = 0;
    const attempt = (password: string) =>
      login(proxied, {
        username: 'vergesslich',
        password,
        forwardedFor: `192.0.2.${100 + ++from}`,
      });
    const wrong = () => attempt('falsch');
    const right = () => attempt('ein-langes-passwort');
    for (let i = 0; i < MAX; i += 1) expect((await wrong()).status).toBe(401);
    expect(await right()).toEqual({ status: 429, message: wait(1) });
    const waits: string[] = [];
    for (let lock = 2; lock <= 6; lock += 1) {
      await expireLock('vergesslich');
      // Within a day of a lock, a single failure locks again, for twice as long.
      expect((await wrong()).status).toBe(401);
      waits.push((await right()).message!);
    }
    expect(waits).toEqual([wait(2), wait(4), wait(8), wait(15), wait(15)]);

    await expireLock('vergesslich');
    expect((await right()).status).toBe(200);
    // The slate is clean: MAX failures again before the first, one-minute lock.
    for (let i = 0; i < MAX; i += 1) expect((await wrong()).status).toBe(401);
    expect(await right()).toEqual({ status: 429, message: wait(1) });
  }, 90_000);
});
