import { EnvironmentError, validateEnvironment } from './env.schema';

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

  it('accepts the worker layout the README shows (timers among the queues)', () => {
    expect(validateEnvironment({ WORKER_QUEUES: 'sms,email,timers' }).WORKER_QUEUES).toBe(
      'sms,email,timers',
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
});
