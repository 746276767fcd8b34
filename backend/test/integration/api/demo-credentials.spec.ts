import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../src/config/app-config';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  DEMO_LOGIN_REFUSED,
  DEMO_PIN_REFUSED,
  DEMO_TERMINAL,
} from '../../../src/config/demo-credentials';
import { dataSourceOptions, runMigrations } from '../../../src/database/data-source';

import { seedDemoShop } from '../../../src/database/seeds/demo-shop.seed';
import { TerminalToken } from '../../../src/modules/time-tracking/entities/terminal-token.entity';
import { hashToken } from '../../../src/modules/time-tracking/terminal-auth.service';
import { User, UsersService } from '../../../src/modules/users';
import { TestApi, startTestApi } from './harness';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'production-test-secret-0123456789abcdef0123',
};

/** The demo shop's public logins open nothing in production (issue 33). */
describe(`demo credentials in production (${process.env.TEST_DATABASE})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(PRODUCTION);
  });
  afterAll(() => api.close());

  it('refuses the demo passwords at the login, in German; an own password works', async () => {
    for (const demo of [DEMO_ADMIN, DEMO_EMPLOYEE]) {
      const reply = await api.client().post('/api/auth/login', demo);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ errors: [{ message: DEMO_LOGIN_REFUSED }] });
    }
    await api.dataSource
      .getRepository(User)
      .update(
        { username: DEMO_ADMIN.username },
        { passwordHash: await UsersService.hashPassword('Eigenes-Passwort-2026') },
      );
    const own = await api.client().post('/api/auth/login', {
      username: DEMO_ADMIN.username,
      password: 'Eigenes-Passwort-2026',
    });
    expect(own.status).toBe(200);
  });

  it('refuses the demo terminal token and the demo PIN', async () => {
    const employee = await api.dataSource
      .getRepository(User)
      .findOneByOrFail({ username: DEMO_TERMINAL.username });
    await api.dataSource.getRepository(TerminalToken).save({
      user: employee,
      tokenHash: hashToken(DEMO_TERMINAL.token),
      tokenPrefix: DEMO_TERMINAL.token.slice(0, 8),
      label: 'Demo',
    } as Partial<TerminalToken>);
    const me = await api
      .client()
      .get(`/api/time-tracking/${DEMO_TERMINAL.token}/${DEMO_TERMINAL.username}/me`);
    expect(me.status).toBe(401);

    const admin = api.client();
    await admin.login(DEMO_ADMIN.username, 'Eigenes-Passwort-2026');
    const pin = await admin.put(`/api/terminal-tokens/pin/${employee.id}`, {
      pin: DEMO_TERMINAL.pin,
    });
    expect(pin.status).toBe(422);
    expect(pin.body).toEqual({ errors: [{ field: 'pin', message: DEMO_PIN_REFUSED }] });
    expect(
      (await admin.put(`/api/terminal-tokens/pin/${employee.id}`, { pin: '4711' })).status,
    ).toBe(200);
  });
});

describe('seed in production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bestellwerk-seed-production-'));
  // Its own embedded database, whatever the suite above pointed the process at.
  const env = {
    ...PRODUCTION,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    REDIS_URL: '',
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates no demo logins: without SEED_ADMIN_* it stops in German, with them only that administrator', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const config = AppConfig.fromProcess(env);
    await runMigrations(config);
    await expect(seedDemoShop(config)).rejects.toThrow(
      'Im Produktivbetrieb legt seed keine Demodaten an: setzen Sie SEED_ADMIN_USERNAME und SEED_ADMIN_PASSWORD für den ersten Administrator.',
    );
    await expect(
      seedDemoShop(
        AppConfig.fromProcess({
          ...env,
          SEED_ADMIN_USERNAME: 'chefin',
          SEED_ADMIN_PASSWORD: DEMO_ADMIN.password,
        }),
      ),
    ).rejects.toThrow('SEED_ADMIN_PASSWORD darf im Produktivbetrieb kein Demo-Passwort sein.');
    await seedDemoShop(
      AppConfig.fromProcess({
        ...env,
        SEED_ADMIN_USERNAME: 'chefin',
        SEED_ADMIN_PASSWORD: 'Ein-langes-eigenes-Passwort',
      }),
    );
    const source = new DataSource(dataSourceOptions(config));
    await source.initialize();
    try {
      const users = await source.getRepository(User).find();
      expect(users.map((user) => [user.username, user.roles])).toEqual([
        ['chefin', ['ROLE_ADMIN']],
      ]);
      expect(await source.getRepository(TerminalToken).count()).toBe(0);
      expect(Number((await source.query('SELECT COUNT(*) AS n FROM branch'))[0].n)).toBe(0);
    } finally {
      await source.destroy();
    }
  });
});
