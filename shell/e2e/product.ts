import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  freePort,
  freePortRun,
  launchChromium as launchBrowser,
  stopProcess,
  untilHealthy,
} from '@bestellwerk/test-support';
import {
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { TEMPLATE_ENV, productEnvironment } from './product-template';

export const ROOT = resolve(__dirname, '../..');
/** Screenshots land here (gitignored). */
export const OUTPUT = join(ROOT, 'shell/test-output');

/** What the failure report of e2e/environment.js reads (the test's own global scope). */
const report = globalThis as typeof globalThis & {
  __browserEvents?: string[];
  __browserPages?: Set<Page>;
  __productLogs?: (() => string)[];
  __browserPending?: Map<Request, number>;
};

/** Records what a failed test's report shows: API errors, failed requests, page errors. */
function watch(context: BrowserContext): BrowserContext {
  const note = (line: string) =>
    (report.__browserEvents ??= []).push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  context.on('page', (page) => {
    (report.__browserPages ??= new Set()).add(page);
    page.on('close', () => report.__browserPages?.delete(page));
    page.on('pageerror', (error) => note(`Fehler in der Seite: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') note(`console.error: ${message.text().slice(0, 300)}`);
    });
  });
  // Requests still unanswered when a test fails: a wait that never ends often waits on one.
  const pending = (report.__browserPending ??= new Map());
  context.on('request', (request) => pending.set(request, Date.now()));
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('response', (response) => {
    if (response.status() >= 400) {
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  context.on('requestfailed', (request) => {
    pending.delete(request);
    note(`abgebrochen: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  return context;
}

/**
 * Debian's chromium with the flags of @bestellwerk/test-support; every context it opens is
 * watched for the failure report (API errors, failed requests, page errors).
 */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const browser = await launchBrowser({ args: extraArgs });
  // browser.newPage() opens its context through newContext as well.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watch(await newContext(options));
  return browser;
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

/**
 * Picks an option of an antd Select as a person does, and waits until the select shows it:
 * opens it, types `search` into its search field (where given), and clicks the option in
 * this select's own dropdown once that has finished opening. (A page-wide option locator
 * can meet the dropdown of the select used just before, still closing; an option clicked
 * while its dropdown still moves in is not always taken.)
 */
export async function choose(
  combobox: Locator,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  const page = combobox.page();
  await combobox.click();
  if (search !== undefined) await combobox.fill(search);
  const id = await combobox.getAttribute('id');
  const dropdown = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ has: page.locator(`[id="${id}_list"]`) })
    .and(page.locator(':not([class*="-appear"]):not([class*="-enter"])'));
  const target = dropdown.locator('.ant-select-item-option', { hasText: option }).first();
  const label = (await target.innerText()).trim().split('\n')[0];
  await target.click();
  const select = combobox.locator('xpath=ancestor::div[contains(@class, "ant-select ")][1]');
  await select.filter({ hasText: label }).waitFor();
}

/**
 * Picks an entry of a dropdown menu that opens on hover (antd's Dropdown, e.g. „Block
 * hinzufügen“): hovers its trigger and clicks the entry once the menu has finished moving in.
 * A click while the menu still zooms in can meet what lies beneath it (a drawer's save
 * button), and the menu closes when the pointer has left it: then the trigger is hovered again.
 */
export async function pickFromMenu(trigger: Locator, entry: string): Promise<void> {
  const page = trigger.page();
  const menu = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .and(page.locator(':not([class*="-appear"]):not([class*="-enter"])'));
  for (let attempt = 1; ; attempt++) {
    await trigger.hover();
    try {
      await menu.getByRole('menuitem', { name: entry }).click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export { freePort };

export interface Product {
  url: string;
  /** The product's DATA_DIR: without SMTP_URL every e-mail is an .eml file in mail/. */
  dataDir: string;
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
  const demoPrinterPort = await freePortRun(4);
  const processEnv: NodeJS.ProcessEnv = productEnvironment({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_PRINTER_PORT: String(demoPrinterPort),
    ...env,
  });
  const cli = (command: string) =>
    execFileSync(process.execPath, ['backend/dist/cli.js', command], {
      cwd: ROOT,
      env: processEnv,
      stdio: 'pipe',
    });
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(join(template, 'bestellwerk.sqlite'))) {
    // The run's seeded product (global-setup.js); `seed` on it only moves the demo printers
    // to this product's ports, as `npm start` does on a database seeded before.
    cpSync(template, dataDir, { recursive: true });
  } else {
    cli('migrate');
  }
  cli('seed');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: processEnv,
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(url, child, { interval: 250, log: () => output });
  (report.__productLogs ??= []).push(() => output);
  return {
    url,
    dataDir,
    log: () => output,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a test may change on the order {@link placeOrder} places; the rest is Lena's. */
export interface OrderOptions {
  /** The slot; tomorrow 12:00 in Vienna unless given. */
  appointmentDate?: Date;
  /** „So bald wie möglich“: no slot (the kitchen's queue decides when it is ready). */
  asap?: boolean;
  email?: string;
  /** Null: the customer left no phone number. */
  phone?: string | null;
  comment?: string;
}

/** Tomorrow 12:00 in Vienna, whatever the offset (CET or CEST) is then. */
function tomorrowNoonInVienna(): Date {
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
  return ['+01:00', '+02:00']
    .map((offset) => new Date(`${tomorrow}T12:00:00${offset}`))
    .find((date) => hourInVienna(date) === '12')!;
}

/**
 * A takeaway preorder of two espressos, cash, at Wien Neubau (open every day): by default
 * for tomorrow 12:00 in Vienna, with a phone number and a comment.
 */
export async function placeOrder(
  url: string,
  options: OrderOptions = {},
): Promise<{ id: number; ticketNumber: number; uid: string; hash: string }> {
  const branches = (await (await fetch(`${url}/api/branches?perPage=100`)).json()) as {
    data: { id: number; identifier: string }[];
  };
  const wien = branches.data.find((branch) => branch.identifier === 'wien-neubau')!;
  const products = (await (await fetch(`${url}/api/products?perPage=1000`)).json()) as {
    data: { id: number; name: string }[];
  };
  const espresso = products.data.find((product) => product.name === 'Espresso')!;
  const phone = options.phone === undefined ? '+436641234567' : options.phone;
  const reply = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      branch: { id: wien.id },
      isDelivery: false,
      isDineIn: false,
      firstName: 'Lena',
      lastName: 'Gruber',
      email: options.email ?? 'lena.gruber@example.at',
      ...(phone === null ? {} : { phone }),
      country: 'AT',
      comment: options.comment ?? 'Bitte ohne Zucker.',
      ...(options.asap
        ? {}
        : { appointmentDate: (options.appointmentDate ?? tomorrowNoonInVienna()).toISOString() }),
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: { id: espresso.id }, amount: 2, unit: 'piece', parts: [] }],
    }),
  });
  const body = (await reply.json()) as {
    data: { id: number; ticketNumber: number; uid: string; hash: string };
    errors?: unknown;
  };
  if (reply.status !== 201)
    throw new Error(`Bestellung abgelehnt: ${reply.status} ${JSON.stringify(body)}`);
  return body.data;
}
