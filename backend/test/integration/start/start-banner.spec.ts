import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
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
import { Device } from '../../../src/modules/devices/entities/device.entity';
import { User } from '../../../src/modules/users/entities/user.entity';
import { UsersService } from '../../../src/modules/users/users.service';
import { ProductProcess } from '../../faults/stack';
import { freePort, freePortRun } from '@bestellwerk/test-support';

/**
 * `npm start` on the embedded defaults: what a new user sees at the end of the output is
 * where the shop and the back office are and how to log in, not a wall of JSON.
 */
describe('the API start on the embedded defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bestellwerk-start-'));
  // As `npm start` runs migrate and seed: development, embedded, the demo printer on.
  const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: 'development' };
  let api: ProductProcess | undefined;

  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    // The demo printer is on, as for `npm start`, on ports no one else here uses.
    env.DEMO_PRINTER_PORT = String(await freePortRun(4));
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
    const printers = [env.DEMO_PRINTER_PORT, extra.DEMO_PRINTER_PORT].filter(Boolean).map(Number);
    let port = await freePort();
    while (printers.some((printer) => port >= printer && port < printer + 3)) {
      port = await freePort();
    }
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

  /** The demo printers as the database has them: name and port, by port. */
  const demoPrinters = async (): Promise<[string, string | null, number][]> => {
    const dataSource = new DataSource(dataSourceOptions(AppConfig.fromProcess(env)));
    await dataSource.initialize();
    try {
      const devices = await dataSource.getRepository(Device).find({ order: { port: 'ASC' } });
      return devices.map((device) => [device.name, device.host, device.port]);
    } finally {
      await dataSource.destroy();
    }
  };
  const seedWith = async (port: number) =>
    seedDemoShop(AppConfig.fromProcess({ ...env, DEMO_PRINTER_PORT: String(port) }));

  it('seeds a demo printer per branch on DEMO_PRINTER_PORT and the next two ports, and Wien’s backup on the third', async () => {
    const printer = Number(env.DEMO_PRINTER_PORT);
    expect(printer).not.toBe(9100);
    expect(await demoPrinters()).toEqual([
      ['Demodrucker Graz Hauptplatz', '127.0.0.1', printer],
      ['Demodrucker Wien Neubau', '127.0.0.1', printer + 1],
      ['Demodrucker Linz Landstraße', '127.0.0.1', printer + 2],
      ['Ersatzdrucker Wien Neubau', '127.0.0.1', printer + 3],
    ]);
  });

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
      `  Demodrucker:   127.0.0.1:${printer}, ${printer + 1}, ${printer + 2}, ${printer + 3} (Ausdrucke im Back-Office unter Bestellungen → Geräte)`,
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
  it('names the ports the demo printer really listens on, and the printers that print elsewhere, until npm start moves them', async () => {
    const seeded = Number(env.DEMO_PRINTER_PORT);
    const other = await freePortRun(4);
    // Another program holds the first of the new ports.
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(other, '127.0.0.1', resolve));
    try {
      const lines = await start({ DEMO_PRINTER_PORT: String(other) });
      const after = lines.slice(lines.indexOf('Bestellwerk läuft:'));
      const printerLines = after.filter((line) => /^ {2}(Demodrucker|Achtung):/.test(line));
      expect(printerLines).toEqual([
        `  Demodrucker:   127.0.0.1:${other + 1}, ${other + 2}, ${other + 3} (Ausdrucke im Back-Office unter Bestellungen → Geräte)`,
        `  Achtung:       127.0.0.1:${other} ist belegt, dort empfängt kein Demodrucker. Mit freien Ports neu starten, z. B. DEMO_PRINTER_PORT=${other + 100} npm start`,
        ...[
          ['Demodrucker Graz Hauptplatz', seeded],
          ['Demodrucker Wien Neubau', seeded + 1],
          ['Demodrucker Linz Landstraße', seeded + 2],
          ['Ersatzdrucker Wien Neubau', seeded + 3],
        ].map(
          ([name, port]) =>
            `  Achtung:       „${name}“ druckt an 127.0.0.1:${port}, dort empfängt kein Demodrucker (npm start stellt die Demodrucker auf DEMO_PRINTER_PORT um; sonst unter Bestellungen → Geräte ändern).`,
        ),
      ]);
    } finally {
      await api?.kill('SIGTERM');
      api = undefined;
      await new Promise((resolve) => squatter.close(resolve));
    }

    // `npm start` seeds before it starts: on a seeded database that moves the demo printers.
    await seedWith(other);
    expect(console.log).toHaveBeenCalledWith(
      `Demodrucker Graz Hauptplatz: Port ${seeded} → ${other} (DEMO_PRINTER_PORT=${other}).`,
    );
    expect((await demoPrinters()).map(([, host, port]) => [host, port])).toEqual([
      ['127.0.0.1', other],
      ['127.0.0.1', other + 1],
      ['127.0.0.1', other + 2],
      ['127.0.0.1', other + 3],
    ]);
    const lines = await start({ DEMO_PRINTER_PORT: String(other) });
    const after = lines.slice(lines.indexOf('Bestellwerk läuft:'));
    expect(after.filter((line) => /^ {2}(Demodrucker|Achtung):/.test(line))).toEqual([
      `  Demodrucker:   127.0.0.1:${other}, ${other + 1}, ${other + 2}, ${other + 3} (Ausdrucke im Back-Office unter Bestellungen → Geräte)`,
    ]);

    // A printer given a real address is the shop's own: the seed leaves it alone.
    const dataSource = new DataSource(dataSourceOptions(AppConfig.fromProcess(env)));
    await dataSource.initialize();
    await dataSource
      .getRepository(Device)
      .update({ name: 'Demodrucker Linz Landstraße' }, { host: '192.168.1.50', port: 9100 });
    await dataSource.destroy();
    await seedWith(seeded);
    expect(await demoPrinters()).toEqual([
      ['Demodrucker Linz Landstraße', '192.168.1.50', 9100],
      ['Demodrucker Graz Hauptplatz', '127.0.0.1', seeded],
      ['Demodrucker Wien Neubau', '127.0.0.1', seeded + 1],
      ['Ersatzdrucker Wien Neubau', '127.0.0.1', seeded + 3],
    ]);
  }, 240_000);
});
