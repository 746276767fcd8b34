import { mayWaitForRowLock, withLockWait } from './pool';

describe('the session lock wait of a pool connection', () => {
  const SETTING = 'SET SESSION innodb_lock_wait_timeout = 5';

  /** A connection that records what it is sent, in order, as mysql2 would run it. */
  function connection() {
    const sent: string[] = [];
    const conn = {
      query(sql: unknown, ...rest: unknown[]) {
        sent.push(typeof sql === 'string' ? sql : (sql as { sql: string }).sql);
        const callback = rest.find((arg) => typeof arg === 'function') as
          ((error: Error | null) => void) | undefined;
        callback?.(null);
        return undefined;
      },
      release() {},
    };
    return { conn, sent };
  }

  it('tells the statements that can wait for a row lock from those that cannot', () => {
    for (const sql of [
      'START TRANSACTION',
      'INSERT INTO `order` (id) VALUES (1)',
      'UPDATE product SET name = ?',
      'DELETE FROM tag WHERE id = 1',
      'SELECT id FROM branch WHERE id = ? FOR UPDATE',
      'select id from branch where id = ? lock in share mode',
      'SELECT id FROM branch FOR SHARE',
    ])
      expect({ sql, waits: mayWaitForRowLock(sql) }).toEqual({ sql, waits: true });
    for (const sql of [
      'SELECT Product.id AS Product_id FROM product Product',
      '  (SELECT 1) UNION (SELECT 2)',
      'SHOW TABLES',
      'SET TRANSACTION ISOLATION LEVEL READ COMMITTED',
    ])
      expect({ sql, waits: mayWaitForRowLock(sql) }).toEqual({ sql, waits: false });
  });

  it('sends nothing more for reads, and the setting once, just before the first statement that can wait', () => {
    const { conn, sent } = connection();
    const plain = conn.query;
    withLockWait(conn, SETTING, () => undefined);
    conn.query('SELECT 1', [], () => undefined);
    conn.query({ sql: 'SELECT 2' }, () => undefined);
    expect(sent).toEqual(['SELECT 1', 'SELECT 2']);

    conn.query({ sql: 'START TRANSACTION' }, () => undefined);
    conn.query('UPDATE product SET name = ?', ['x'], () => undefined);
    conn.query('COMMIT', () => undefined);
    conn.query('START TRANSACTION', () => undefined);
    expect(sent).toEqual([
      'SELECT 1',
      'SELECT 2',
      SETTING,
      'START TRANSACTION',
      'UPDATE product SET name = ?',
      'COMMIT',
      'START TRANSACTION',
    ]);
    // Once set, the connection is its plain self again: no check per statement.
    expect(conn.query).toBe(plain);
  });

  it('reports a setting that failed', () => {
    const failures: string[] = [];
    const conn = {
      query(sql: unknown, ...rest: unknown[]) {
        const callback = rest.find((arg) => typeof arg === 'function') as (e: Error | null) => void;
        callback(sql === SETTING ? new Error('kaputt') : null);
      },
      release() {},
    };
    withLockWait(conn, SETTING, (error) => failures.push(error.message));
    conn.query('START TRANSACTION', () => undefined);
    expect(failures).toEqual(['kaputt']);
  });
});
