import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ROOT = resolve(__dirname, '../..');
/** Screenshots land here (gitignored). */
export const OUTPUT = join(ROOT, 'shell/test-output');

/** Debian's chromium, headless, without the background traffic this closed network refuses. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A desktop page of staff in Vienna, logged in as the seeded admin, on the dashboard. */
export async function adminPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  const page = await context.newPage();
  await page.goto(`${url}/backend/login`);
  await page.getByLabel('Benutzername oder E-Mail').fill('admin');
  await page.getByLabel('Passwort').fill('Demo-Admin-2026!');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/backend#\/dashboard$/);
  return page;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** A free port whose next `count - 1` are free too: the demo printer takes one per branch. */
export async function freePortRun(count: number): Promise<number> {
  const listenable = (port: number) =>
    new Promise<boolean>((done) => {
      const server = createServer();
      server.once('error', () => done(false));
      server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
    });
  for (;;) {
    const first = await freePort();
    if (first + count > 65530) continue;
    let free = true;
    for (let next = 1; next < count && free; next++) free = await listenable(first + next);
    if (free) return first;
  }
}

export interface Product {
  url: string;
  stop(): Promise<void>;
  log(): string;
}

/**
 * The real product as `npm start` runs it, on a temporary embedded database: the built
 * backend, `cli.js migrate` and `seed`, then `main.js` on a free port.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  for (const built of [
    'backend/dist/main.js',
    'shell/dist/index.html',
    'mfe-orders/dist/mf-manifest.json',
  ]) {
    if (!existsSync(join(ROOT, built))) {
      throw new Error(
        `${built} fehlt – zuerst bauen: npx nx run-many -t build -p backend shell mfe-orders`,
      );
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bestellwerk-e2e-'));
  const port = await freePort();
  // The demo printer starts as with `npm start`, on ports of this run's own.
  const demoPrinterPort = await freePortRun(3);
  const processEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'BACKOFFICE_REMOTES', 'NODE_ENV'])
    delete processEnv[key];
  Object.assign(processEnv, {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_PRINTER_PORT: String(demoPrinterPort),
    ...env,
  });
  const cli = (command: string) =>
    execFileSync(process.execPath, ['backend/dist/cli.js', command], {
      cwd: ROOT,
      env: processEnv,
      stdio: 'pipe',
    });
  cli('migrate');
  cli('seed');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: processEnv,
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API beendet:\n${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((reply) => reply.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`API startet nicht:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        // unref: a process that exits at once must not leave jest waiting for the timer.
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5000).unref())]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A takeaway preorder for tomorrow 12:00 in Vienna at Wien Neubau (open every day). */
export async function placeOrder(url: string): Promise<{ id: number; ticketNumber: number }> {
  const branches = (await (await fetch(`${url}/api/branches?perPage=100`)).json()) as {
    data: { id: number; identifier: string }[];
  };
  const wien = branches.data.find((branch) => branch.identifier === 'wien-neubau')!;
  const products = (await (await fetch(`${url}/api/products?perPage=1000`)).json()) as {
    data: { id: number; name: string }[];
  };
  const espresso = products.data.find((product) => product.name === 'Espresso')!;
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(
    new Date(Date.now() + 24 * 3600 * 1000),
  );
  const hourInVienna = (date: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Vienna',
      hour: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .find((part) => part.type === 'hour')?.value;
  const appointment = ['+01:00', '+02:00']
    .map((offset) => new Date(`${tomorrow}T12:00:00${offset}`))
    .find((date) => hourInVienna(date) === '12')!;
  const reply = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      branch: { id: wien.id },
      isDelivery: false,
      isDineIn: false,
      firstName: 'Lena',
      lastName: 'Gruber',
      email: 'lena.gruber@example.at',
      phone: '+436641234567',
      country: 'AT',
      comment: 'Bitte ohne Zucker.',
      appointmentDate: appointment.toISOString(),
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: { id: espresso.id }, amount: 2, unit: 'piece', parts: [] }],
    }),
  });
  const body = (await reply.json()) as {
    data: { id: number; ticketNumber: number };
    errors?: unknown;
  };
  if (reply.status !== 201)
    throw new Error(`Bestellung abgelehnt: ${reply.status} ${JSON.stringify(body)}`);
  return body.data;
}
