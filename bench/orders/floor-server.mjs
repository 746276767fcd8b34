// The floor under an order's CPU on this machine: a bare Fastify server on mysql2 that does
// only what every order must, in one transaction like the product's: the branch's row
// locked with the next ticket number read (one statement), the order's row, one job row,
// COMMIT; then the 201. No validation, no prices, no session, no log, no Redis, no relay.
// Whatever the API spends beyond this per order is its own cost; what this spends is the
// machine's (round trips, wake-ups, the HTTP exchange).
import Fastify from 'fastify';
import mysql from 'mysql2/promise';

const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10 });
await pool.query(
  'CREATE TABLE IF NOT EXISTS bench_floor_order (id INT AUTO_INCREMENT PRIMARY KEY, ' +
    'branchId INT NOT NULL, ticket INT NOT NULL, body MEDIUMTEXT NOT NULL, ' +
    'createdAt DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), KEY (branchId, ticket))',
);
await pool.query(
  'CREATE TABLE IF NOT EXISTS bench_floor_job (id INT AUTO_INCREMENT PRIMARY KEY, ' +
    'orderId INT NOT NULL, payload MEDIUMTEXT NOT NULL)',
);

const app = Fastify({ logger: false });
app.get('/__ready', async () => 'ok');
app.post('/api/orders', async (request, reply) => {
  const body = request.body;
  const branchId = Number(body?.branch?.id);
  const connection = await pool.getConnection();
  try {
    await connection.beginTransaction();
    const [[locked]] = await connection.query(
      'SELECT b.id, (SELECT MAX(o.ticket) FROM bench_floor_order o WHERE o.branchId = b.id) AS last ' +
        'FROM branch b WHERE b.id = ? FOR UPDATE',
      [branchId],
    );
    const ticket = Number(locked?.last ?? 0) + 1;
    const text = JSON.stringify(body);
    const [inserted] = await connection.query(
      'INSERT INTO bench_floor_order (branchId, ticket, body) VALUES (?, ?, ?)',
      [branchId, ticket, text],
    );
    await connection.query('INSERT INTO bench_floor_job (orderId, payload) VALUES (?, ?)', [
      inserted.insertId,
      text,
    ]);
    await connection.commit();
    return reply.code(201).send({ data: { id: inserted.insertId, ticketNumber: ticket } });
  } catch (error) {
    await connection.rollback().catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
