/**
 * 3. E-mail and print jobs per second through the product's worker (node backend/dist/worker.js,
 * its real handlers: SMTP to a local sink, ESC/POS over TCP to a local printer sink) against
 * the libraries' floor: a BullMQ worker on the same Redis with the product's default
 * concurrency per queue (read from the built worker, so the two always match) whose handler
 * does only the work itself — nodemailer's pooled SMTP sending the same message to the same
 * sink, the receipt rendered by the same encoder and written to the same printer sink over a
 * socket of its own. The ratio is our own overhead: job plumbing, look-ups, checks.
 * Each run adds N jobs at once (addBulk) to an idle, running worker and times the drain:
 * from the add to the last delivery (product) or completion (reference).
 */
import { Queue, Worker, type Job } from 'bullmq';
import { connect as tcpConnect } from 'node:net';
import { createTransport } from 'nodemailer';
import { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { connect, createDatabase, dropDatabase, insertMany, rows } from '../lib/database.mts';
import { QUICK, REDIS_URL, ROOT, RUN_ID, median, waitFor } from '../lib/env.mts';
import { productEnv, startWorker } from '../lib/processes.mts';
import { fmt, ratioRow, Row, SectionResult } from '../lib/report.mts';
import { orderDocument } from '../../backend/test/support/order-document.ts';
import { startPrintSink, startSmtpSink } from '../lib/sinks.mts';

const SECTION = 'jobs';
const JOBS = QUICK ? 300 : 1000;
const ROUNDS = 3;
/** The built worker's jobs at once per queue (WORKER_CONCURRENCY unset), given to the reference too. */
const built = <T,>(path: string) =>
  createRequire(import.meta.url)(join(ROOT, 'backend/dist', path)) as T;
const workerConcurrency = () =>
  built<{ DEFAULT_CONCURRENCY: Record<Kind, number> }>('modules/jobs/worker-concurrency.js')
    .DEFAULT_CONCURRENCY;

/**
 * The floor's handlers: what any sender of these jobs must do. E-mail: nodemailer with the
 * product's pool settings (SMTP_POOL). Print: the product's receipt rendering (its encoder)
 * and the bytes over a fresh connection, done once the printer closed its side.
 */
function floorHandlers(smtpUrl: string, printer: { host: string; port: number }) {
  const { SMTP_POOL } = built<{ SMTP_POOL: { maxConnections: number; maxMessages: number } }>(
    'modules/notifications/mail.service.js',
  );
  const { renderReceipt } = built<{
    renderReceipt: (doc: unknown, options: { columns: number; reprint: boolean }) => Uint8Array;
  }>('modules/devices/receipt.js');
  const mailer = createTransport({ pool: true, ...SMTP_POOL, url: smtpUrl });
  const handlers: Record<Kind, (job: Job) => Promise<void>> = {
    email: async (job) => {
      const { to, subject, text, html } = job.data as Record<string, string>;
      await mailer.sendMail({ from: 'bestellwerk@bench.example.at', to, subject, text, html });
    },
    print: async (job) => {
      const bytes = renderReceipt((job.data as { receipt: unknown }).receipt, {
        columns: 48,
        reprint: false,
      });
      await new Promise<void>((done, fail) => {
        const socket = tcpConnect(printer.port, printer.host, () => socket.end(bytes));
        socket.on('error', fail).on('close', () => done());
      });
    },
  };
  return { handlers, close: () => mailer.close() };
}
/** A drain that takes longer is cut off; its rate is what it did by then (keeps the bench bounded). */
const LIMIT_MS = QUICK ? 30_000 : 60_000;
/**
 * The receipt of an order as the checkout's print job carries it: the order's document
 * (the receipt spec's, with three lines), rendered to ESC/POS at the printer's width by the
 * worker (code page 858: umlauts, ß, €).
 */
const base = orderDocument();
const line = (index: number, name: string, amount: number, unitPriceCents: number) => ({
  ...base.items[0],
  index,
  productId: index + 1,
  name,
  amount,
  parts: index === 0 ? base.items[0].parts : [],
  unitPriceCents,
  totalCents: amount * unitPriceCents,
});
const RECEIPT = orderDocument({
  items: [
    line(0, 'Käsekrainer', 2, 450),
    line(1, 'Wiener Schnitzel mit Erdäpfelsalat', 1, 1490),
    line(2, 'Almdudler 0,5 l', 2, 390),
  ],
  totals: {
    ...base.totals,
    net: 2564,
    tax: 256,
    gross: 2820,
    totalNet: 2856,
    totalTax: 314,
    totalGross: 3170,
    taxes: {
      '10': { net: 2564, tax: 256, gross: 2820 },
      '20': { net: 292, tax: 58, gross: 350 },
    },
  },
});

type Kind = 'email' | 'print';

const payload = (kind: Kind, round: number, i: number, deviceId: number) =>
  kind === 'email'
    ? {
        to: `r${round}j${i}@jobs.example.at`,
        subject: 'Ihre Bestellung Nr. 42',
        text: 'Vielen Dank für Ihre Bestellung.\n'.repeat(20),
        html: `<p>${'Vielen Dank für Ihre Bestellung. '.repeat(20)}</p>`,
      }
    : { deviceId, receipt: RECEIPT };

/** Adds the jobs in one go and resolves with jobs/s once `done()` reaches JOBS. */
async function drain(
  queue: Queue,
  kind: Kind,
  round: number,
  deviceId: number,
  done: () => number,
) {
  const before = done();
  const started = performance.now();
  await queue.addBulk(
    Array.from({ length: JOBS }, (_, i) => ({
      name: kind === 'email' ? 'order-new-order-customer' : 'order-print',
      data: payload(kind, round, i, deviceId),
      opts: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { count: 1000 },
        removeOnFail: { count: 5000 },
      },
    })),
  );
  const finished = await waitFor(() => done() - before >= JOBS, LIMIT_MS, 20);
  const seconds = (performance.now() - started) / 1000;
  if (finished) return JOBS / seconds;
  const rate = (done() - before) / seconds;
  // What is left must not run during the next measurement.
  await queue.drain(true);
  return rate;
}

export async function runJobs(): Promise<SectionResult> {
  const rows_: Row[] = [];
  const notes: string[] = [];
  const CONCURRENCY = workerConcurrency();
  const database = await createDatabase('jobs');
  const smtp = await startSmtpSink();
  const printer = await startPrintSink();
  const productPrefix = `bench_${RUN_ID}_jobs`;
  const referencePrefix = `bench_${RUN_ID}_jobs_noop`;
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queues: Queue[] = [];
  const noop: Worker[] = [];
  const floor = floorHandlers(smtp.url, printer);
  let worker;
  try {
    const db = await connect(database.url);
    const [branch] = await rows<{ id: number }>(
      db,
      "SELECT id FROM branch WHERE identifier = 'graz-hauptplatz'",
    );
    await insertMany(db, 'device', [
      {
        identifier: 'bench-jobs-printer',
        name: 'Bondrucker Bench',
        type: 'printer',
        host: printer.host,
        port: printer.port,
        columns: 48,
        isEnabled: 1,
        isAutoPrint: 0,
        branchId: branch.id,
      },
    ]);
    const [device] = await rows<{ id: number }>(
      db,
      "SELECT id FROM device WHERE identifier = 'bench-jobs-printer'",
    );
    await db.end();

    worker = await startWorker(
      'jobs-worker',
      productEnv(database.url, {
        REDIS_URL,
        REDIS_PREFIX: productPrefix,
        SMTP_URL: smtp.url,
        WORKER_QUEUES: 'email,print',
      }),
    );
    const queue = (kind: Kind, prefix: string) => {
      const created = new Queue(kind, { connection, prefix });
      queues.push(created);
      return created;
    };
    // AppConfig.redisPrefix: REDIS_PREFIX, then the environment.
    const queuePrefix = `${productPrefix}:production`;
    const product = { email: queue('email', queuePrefix), print: queue('print', queuePrefix) };
    const reference = {
      email: queue('email', referencePrefix),
      print: queue('print', referencePrefix),
    };
    const completed = { email: 0, print: 0 };
    for (const kind of ['email', 'print'] as const) {
      const consumer = new Worker(kind, floor.handlers[kind], {
        connection: new Redis(REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: referencePrefix,
        concurrency: CONCURRENCY[kind],
      });
      consumer.on('completed', () => (completed[kind] += 1));
      noop.push(consumer);
    }
    // The worker is up once it has delivered a first job of each kind.
    await product.email.add('warm-up', payload('email', -1, 0, device.id));
    await product.print.add('warm-up', payload('print', -1, 0, device.id));
    const up = await waitFor(() => smtp.messages >= 1 && printer.receipts.length >= 1, 60_000, 100);
    if (!up) throw new Error('the worker delivered no first e-mail and receipt within 60 s');

    const delivered = { email: () => smtp.messages, print: () => printer.receipts.length };
    const results = {
      email: { app: [] as number[], ref: [] as number[] },
      print: { app: [] as number[], ref: [] as number[] },
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['email', 'print'] as const) {
        results[kind].app.push(await drain(product[kind], kind, round, device.id, delivered[kind]));
        results[kind].ref.push(
          await drain(reference[kind], kind, round, device.id, () => completed[kind]),
        );
      }
    }
    for (const kind of ['email', 'print'] as const) {
      const { app, ref } = results[kind];
      rows_.push(
        ratioRow(
          SECTION,
          `${kind === 'email' ? 'e-mail' : 'print'} jobs/s, ${JOBS} jobs drained by the worker, against ${kind === 'email' ? 'nodemailer alone' : 'the encoder and a socket write alone'}`,
          median(app),
          median(ref),
          'jobs/s',
          { atLeast: 0.75 },
        ),
      );
      notes.push(
        `${kind} jobs/s per round: product ${app.map((v) => fmt(v)).join(' / ')}, the floor ${ref.map((v) => fmt(v)).join(' / ')}.`,
      );
    }
    notes.push(
      `Product: worker.js with WORKER_QUEUES=email,print, SMTP to a local smtp-server sink, receipts (an order's document with three lines, rendered to ESC/POS by the worker as at checkout) to a local TCP sink; ` +
        `reference: a BullMQ Worker on the same Redis (prefix of its own) sending the same e-mails with nodemailer (the product's pool settings) to the same sink and the same receipts (the product's encoder) over a socket each to the same printer sink; both with the worker's default concurrency, e-mail ${CONCURRENCY.email}, print ${CONCURRENCY.print}. ` +
        `${ROUNDS} rounds, product and reference alternating, medians taken.`,
    );
  } finally {
    await Promise.all(noop.map((w) => w.close()));
    floor.close();
    for (const q of queues) await q.obliterate({ force: true }).catch(() => undefined);
    await Promise.all(queues.map((q) => q.close()));
    await worker?.stop();
    await connection.quit();
    await smtp.close();
    await printer.close();
    await dropDatabase(database.name);
    await deleteKeys(`bench_${RUN_ID}_jobs*`);
  }
  return { rows: rows_, notes };
}

/** Leaves nothing of the bench in the shared Redis. */
export async function deleteKeys(pattern: string) {
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}
