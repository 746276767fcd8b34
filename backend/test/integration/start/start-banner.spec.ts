import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../src/config/app-config';
import { dataSourceOptions, runMigrations } from '../../../src/database/data-source';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE,
  seedDemoShop,
} from '../../../src/database/seeds/demo-shop.seed';
import { User } from '../../../src/modules/users/entities/user.entity';
import { UsersService } from '../../../src/modules/users/users.service';
import { ProductProcess } from '../../faults/stack';
import { freePort } from '../../support/redis-server';
import { freePortRun } from '../../support/free-ports';

/**
 * `npm start` on the embedded defaults: what a new user sees at the end of the output is
 * where the shop and the back office are and how to log in, not a wall of JSON.
 */
describe('the API start on the embedded defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bestellwerk-start-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let api: ProductProcess | undefined;

  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    // The demo printer is on, as for `npm start`, on ports no one else here uses.
    env.DEMO_PRINTER_PORT = String(await freePortRun(3));
    const config = AppConfig.fromProcess(env);
    await runMigrations(config);
    await seedDemoShop(config);
  }, 120_000);

  afterEach(async () => {
    await api?.kill('SIGTERM');
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = async (extra: Record<string, string>): Promise<string[]> => {
    // Free now, but not one of the demo printer's ports: those are free between the tests,
    // and the API binds them before its own port.
    const printer = Number(env.DEMO_PRINTER_PORT);
    let port = await freePort();
    while (port >= printer && port < printer + 3) port = await freePort();
    api = new ProductProcess('api', 'src/main.ts', {
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      ...extra,
    });
    api.start();
    await api.waitFor('API:');
    // The banner is written at once; wait until its last line (the employee's login) is in.
    await api.waitFor(`${DEMO_EMPLOYEE.username} / ${DEMO_EMPLOYEE.password}`);
    return api.output.split('\n');
  };

  it('ends with the addresses and the demo logins, after one readable line per log entry', async () => {
    const lines = await start({});
    const port = /localhost:(\d+)/.exec(lines.join('\n'))![1];
    const tail = lines.filter((line) => line.trim()).slice(-8);
    const printer = Number(env.DEMO_PRINTER_PORT);
    expect(tail).toEqual([
      'Bestellwerk läuft:',
      `  Shop:          http://localhost:${port}/`,
      `  Back-Office:   http://localhost:${port}/backend`,
      `  API:           http://localhost:${port}/api (Dokumentation: http://localhost:${port}/api/docs)`,
      `  Demodrucker:   127.0.0.1:${printer}, ${printer + 1}, ${printer + 2} (Ausdrucke im Back-Office unter Bestellungen → Geräte)`,
      'Anmeldung im Back-Office (Demoshop):',
      `  Administrator: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`,
      `  Mitarbeiter:   ${DEMO_EMPLOYEE.username} / ${DEMO_EMPLOYEE.password}`,
    ]);
    const logLines = lines.slice(0, lines.indexOf('Bestellwerk läuft:')).filter((l) => l.trim());
    expect(logLines.length).toBeGreaterThan(0);
    // Nest's start-up chatter (a line per module and per route) is debug, not info.
    expect(logLines.length).toBeLessThan(10);
    for (const line of logLines) expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] [A-Z]+: /);
  }, 240_000);

  it('writes JSON lines when asked and never shows a demo password that was changed', async () => {
    const dataSource = new DataSource(dataSourceOptions(AppConfig.fromProcess(env)));
    await dataSource.initialize();
    await dataSource
      .getRepository(User)
      .update(
        { username: DEMO_ADMIN.username },
        { passwordHash: await UsersService.hashPassword('Ein-anderes-Passwort-1') },
      );
    await dataSource.destroy();

    const lines = await start({ LOG_FORMAT: 'json' });
    const banner = lines.indexOf('Bestellwerk läuft:');
    const logLines = lines.slice(0, banner).filter((l) => l.trim());
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(() => JSON.parse(line)).not.toThrow();
    const after = lines.slice(banner).join('\n');
    expect(after).toContain(`${DEMO_EMPLOYEE.username} / ${DEMO_EMPLOYEE.password}`);
    expect(after).not.toContain(DEMO_ADMIN.password);
  }, 240_000);
});
