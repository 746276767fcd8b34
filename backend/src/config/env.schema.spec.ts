import { AppConfig } from './app-config';
import { EnvironmentError, validateEnvironment } from './env.schema';
import { QUEUE_NAMES } from './queues';

describe('environment validation', () => {
  it('starts the embedded mode with no variables at all', () => {
    const env = validateEnvironment({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('reads PORT as a number', () => {
    expect(validateEnvironment({ PORT: '8080' }).PORT).toBe(8080);
  });

  it('stops with a German message naming a wrong PORT', () => {
    expect(() => validateEnvironment({ PORT: 'abc' })).toThrow(EnvironmentError);
    expect(() => validateEnvironment({ PORT: 'abc' })).toThrow(/PORT muss eine ganze Zahl sein/);
  });

  it('refuses a DATABASE_URL that is not MySQL/MariaDB', () => {
    expect(() => validateEnvironment({ DATABASE_URL: 'postgres://x/y' })).toThrow(
      /DATABASE_URL muss mit mysql:\/\/ oder mariadb:\/\/ beginnen/,
    );
  });

  it('demands a session secret of 32 characters in production', () => {
    expect(() => validateEnvironment({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET fehlt/);
    expect(() => validateEnvironment({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /mindestens 32 Zeichen/,
    );
    expect(
      validateEnvironment({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })
        .SESSION_SECRET,
    ).toHaveLength(32);
  });

  it('takes every queue of the one queue list in WORKER_QUEUES, as the Procfile does', () => {
    expect(validateEnvironment({ WORKER_QUEUES: 'sms,email,timers' }).WORKER_QUEUES).toBe(
      'sms,email,timers',
    );
    expect(() => validateEnvironment({ WORKER_QUEUES: 'print,fax' })).toThrow(
      'WORKER_QUEUES darf nur print, sms, email, timers, content und statistics (durch Komma getrennt) enthalten.',
    );
  });

  it('lists every wrong variable at once', () => {
    try {
      validateEnvironment({ PORT: '0', REDIS_URL: 'http://nope', WORKER_QUEUES: 'print,fax' });
      throw new Error('should have thrown');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('REDIS_URL');
      expect(message).toContain('WORKER_QUEUES');
    }
  });

  it('trusts no proxy by default and takes TRUSTED_PROXIES as addresses and subnets', () => {
    expect(new AppConfig(validateEnvironment({})).trustedProxies).toBe(false);
    expect(
      new AppConfig(validateEnvironment({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1' }))
        .trustedProxies,
    ).toEqual(['127.0.0.1/32', '10.0.0.0/8', '::1/128']);
    for (const wrong of ['true', '*', '10.0.0.0/33', '127.0.0.1,', 'nginx']) {
      expect(() => validateEnvironment({ TRUSTED_PROXIES: wrong })).toThrow(
        /TRUSTED_PROXIES muss eine durch Komma getrennte Liste von IP-Adressen oder Netzen sein/,
      );
    }
  });

  it('allows printers in the private networks on port 9100 unless told otherwise', () => {
    // As in production: no demo printer on the loopback address.
    const config = new AppConfig(validateEnvironment({ DEMO_PRINTER: 'false' }));
    for (const address of [
      '10.1.2.3',
      '172.16.0.9',
      '192.168.178.20',
      '::ffff:192.168.0.5',
      'fd12::1',
    ]) {
      expect(config.isPrinterAddressAllowed(address, 9100)).toBe(true);
    }
    for (const address of ['127.0.0.1', '169.254.169.254', '8.8.8.8', '172.32.0.1', '::1']) {
      expect(config.isPrinterAddressAllowed(address, 9100)).toBe(false);
    }
    expect(config.isPrinterAddressAllowed('10.1.2.3', 6379)).toBe(false);

    const widened = new AppConfig(
      validateEnvironment({
        PRINTER_ALLOWED_NETWORKS: '127.0.0.1',
        PRINTER_ALLOWED_PORTS: '9100,9200-9202',
      }),
    );
    expect(widened.isPrinterAddressAllowed('127.0.0.1', 9201)).toBe(true);
    expect(widened.isPrinterAddressAllowed('127.0.0.1', 9203)).toBe(false);
    expect(() => validateEnvironment({ PRINTER_ALLOWED_PORTS: '9100-80' })).toThrow(
      /PRINTER_ALLOWED_PORTS muss eine durch Komma getrennte Liste von Ports/,
    );
    expect(() => validateEnvironment({ PRINTER_ALLOWED_NETWORKS: 'lan' })).toThrow(
      /PRINTER_ALLOWED_NETWORKS muss/,
    );
  });

  it('sizes the database pool and its waits, with defaults', () => {
    const defaults = validateEnvironment({});
    expect(defaults).toMatchObject({
      DB_POOL_SIZE: 10,
      DB_POOL_QUEUE_LIMIT: 200,
      DB_ACQUIRE_TIMEOUT_MS: 3000,
      DB_LOCK_WAIT_TIMEOUT_SECONDS: 5,
    });
    expect(validateEnvironment({ DB_POOL_SIZE: '25' }).DB_POOL_SIZE).toBe(25);
    expect(() => validateEnvironment({ DB_POOL_SIZE: '0' })).toThrow(
      'DB_POOL_SIZE muss mindestens 1 sein.',
    );
    expect(() => validateEnvironment({ DB_LOCK_WAIT_TIMEOUT_SECONDS: 'lang' })).toThrow(
      'DB_LOCK_WAIT_TIMEOUT_SECONDS muss eine ganze Zahl sein.',
    );
  });

  it('reads the worker concurrency per queue, and refuses unknown queues', () => {
    const config = new AppConfig(validateEnvironment({ WORKER_CONCURRENCY: 'print=2,email=32' }));
    expect(config.workerConcurrency).toEqual({ print: 2, email: 32 });
    expect(new AppConfig(validateEnvironment({})).workerConcurrency).toEqual({});
    expect(() => validateEnvironment({ WORKER_CONCURRENCY: 'fax=3' })).toThrow(
      'WORKER_CONCURRENCY muss die Form queue=n',
    );
    expect(() => validateEnvironment({ WORKER_CONCURRENCY: 'email=0' })).toThrow(EnvironmentError);
  });

  it('takes a concurrency for every queue of the one queue list', () => {
    const every = QUEUE_NAMES.map((queue, index) => `${queue}=${index + 1}`).join(',');
    const config = new AppConfig(validateEnvironment({ WORKER_CONCURRENCY: every }));
    expect(config.workerConcurrency).toEqual(
      Object.fromEntries(QUEUE_NAMES.map((queue, index) => [queue, index + 1])),
    );
    expect(config.workerConcurrency.statistics).toBe(6);
    expect(() => validateEnvironment({ WORKER_CONCURRENCY: 'statistics=2,fax=1' })).toThrow(
      'WORKER_CONCURRENCY muss die Form queue=n[,queue=n…] haben (print, sms, email, timers, content, statistics;',
    );
  });

  it('reads the escalation sweep interval, 20 s unless set, and refuses 0', () => {
    expect(validateEnvironment({}).ORDER_SWEEP_INTERVAL_SECONDS).toBe(20);
    expect(
      validateEnvironment({ ORDER_SWEEP_INTERVAL_SECONDS: '5' }).ORDER_SWEEP_INTERVAL_SECONDS,
    ).toBe(5);
    expect(() => validateEnvironment({ ORDER_SWEEP_INTERVAL_SECONDS: '0' })).toThrow(
      'ORDER_SWEEP_INTERVAL_SECONDS',
    );
  });

  describe('the demo printer', () => {
    const ports = (env: Record<string, string>) =>
      new AppConfig(validateEnvironment(env)).demoPrinterPorts;
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };

    it('is on by default only for the embedded development start, one port per demo branch and a spare', () => {
      expect(ports({})).toEqual([9100, 9101, 9102, 9103]);
      expect(ports({ DEMO_PRINTER_PORT: '42010' })).toEqual([42010, 42011, 42012, 42013]);
      expect(ports({ DATABASE_URL: 'mysql://root@127.0.0.1/shop' })).toEqual([]);
      expect(ports({ NODE_ENV: 'test' })).toEqual([]);
      expect(ports(production)).toEqual([]);
      expect(ports({ DEMO_PRINTER: 'false' })).toEqual([]);
      expect(ports({ NODE_ENV: 'test', DEMO_PRINTER: 'true' })).toEqual([9100, 9101, 9102, 9103]);
    });

    it('cannot be switched on in production', () => {
      expect(() => validateEnvironment({ ...production, DEMO_PRINTER: 'true' })).toThrow(
        'DEMO_PRINTER darf im Produktivbetrieb (NODE_ENV=production) nicht eingeschaltet sein.',
      );
      expect(ports({ ...production, DEMO_PRINTER: 'false' })).toEqual([]);
    });

    it('lets printing reach 127.0.0.1 only on its own ports, and only while it is on', () => {
      const on = new AppConfig(validateEnvironment({}));
      expect(on.isPrinterAddressAllowed('127.0.0.1', 9101)).toBe(true);
      expect(on.isPrinterAddressAllowed('127.0.0.1', 22)).toBe(false);
      const off = new AppConfig(validateEnvironment({ DEMO_PRINTER: 'false' }));
      expect(off.isPrinterAddressAllowed('127.0.0.1', 9100)).toBe(false);
    });
  });
});
