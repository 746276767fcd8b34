/**
 * 4. Front ends: the storefront's own bench (bench/storefront/bench.mts: initial JS, and
 * Lighthouse mobile on the overview, branch and checkout pages — score, LCP, TBT, CLS, each
 * the median of its runs) run as it is and folded in from its RESULTS.md; and the back
 * office's first load: the JavaScript the login page (/backend/login, served by the API from
 * shell/dist/login.html) loads in headless chromium, each script gzipped (level 9, as the
 * storefront's figure), summed against 400 KB; and from the login's submit to the orders board
 * (issue 35: ≤ 500 KB), see backoffice(). Alone, without the storefront's Lighthouse runs:
 * `npx tsx bench/frontends/frontends.mts`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '@bestellwerk/test-support';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { createDatabase, dropDatabase } from '../lib/database.mts';
import { QUICK, REDIS_URL, ROOT, RUN_ID } from '../lib/env.mts';
import { productEnv, startApi, Started } from '../lib/processes.mts';
import { absoluteRow, fmt, Row, SectionResult } from '../lib/report.mts';

const SECTION = 'frontends';
const BACKOFFICE_BUDGET_KB = 400;
/** Issue 35: from the login to the orders board. */
const BOARD_BUDGET_KB = 500;

async function storefront(notes: string[]): Promise<Row[]> {
  const startedAt = Date.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/storefront/bench.mts'], {
      cwd: ROOT,
      env: { ...process.env, ...(QUICK ? { BENCH_RUNS: '1' } : {}) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  const results = readFileSync(join(ROOT, 'bench/storefront/RESULTS.md'), 'utf8');
  const measured = results.match(/^Measured (\S+)/m)?.[1] ?? '?';
  // A failed run leaves the last RESULTS.md behind: never report that as this run's.
  if (!(Date.parse(measured) >= startedAt - 1000))
    throw new Error(`bench/storefront/bench.mts exited ${code} without writing RESULTS.md`);
  notes.push(
    `Storefront: bench/storefront/bench.mts${QUICK ? ' with BENCH_RUNS=1' : ''} exited ${code}; its RESULTS.md (measured ${measured}) holds the runs in detail. ` +
      'Lighthouse ran on the overview, the branch page (open and closed) and the checkout with three espressos in the cart; every figure is the median of its runs.',
  );
  // Its per-run detail (FCP, LCP, TBT, SI, CLS), as it wrote it.
  for (const line of results.split('\n')) {
    if (/^Lighthouse runs/.test(line)) notes.push(line.replace(/:$/, ''));
    else if (/^\d+\. /.test(line)) notes.push(`  run ${line}`);
  }
  const rows: Row[] = [];
  for (const line of results.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | measurement | value | budget | result |
    if (cells.length !== 6 || !/^(initial|Lighthouse)/.test(cells[1])) continue;
    // Each page's own scripts are judged by its row; the index.html figure is the same
    // bundle as the pages' first script.
    rows.push({
      section: SECTION,
      figure: cells[1],
      measured: cells[2],
      reference: '—',
      ratio: null,
      target: cells[3],
      pass: cells[4] === 'ok',
    });
  }
  if (rows.length === 0) throw new Error('bench/storefront/RESULTS.md has no result lines');
  return rows;
}

interface Script {
  url: string;
  raw: number;
  gzip: number;
  wire: number;
}

/** Sizes of a script as loaded: the body gzipped at level 9 (the storefront's measure). */
async function sizeOf(response: Response): Promise<Script> {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: response.url(),
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    wire: sizes.responseBodySize,
  };
}

/**
 * Records the scripts a page asks for: `take()` hands over those asked since the last take,
 * once each has arrived (a script still on its way when the screen shows is counted too).
 */
function recordScripts(page: Page) {
  let asked: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(request);
  });
  return {
    async take(): Promise<Script[]> {
      const requests = asked;
      asked = [];
      const loaded = await Promise.all(
        requests.map(async (request) => {
          const response = await request.response();
          return response ? sizeOf(response) : null;
        }),
      );
      return loaded.filter((script): script is Script => script !== null);
    },
  };
}

const sum = (scripts: Script[], key: 'gzip' | 'raw' | 'wire' = 'gzip') =>
  scripts.reduce((total, script) => total + script[key], 0) / 1024;

/** '/backend/remotes/orders/__federation_expose_App.f3abcc46f7.js 41.2 KB', largest first. */
function largest(scripts: Script[], count: number): string {
  return [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
    .map((s) => `\`${new URL(s.url).pathname}\` ${fmt(s.gzip / 1024)} KB`)
    .join(', ');
}

async function logIn(page: Page) {
  await page.fill('input[autocomplete="username"]', 'admin');
  await page.fill('input[type="password"]', 'Demo-Admin-2026!');
  await page.click('button[type="submit"]');
}

/** The orders board is on the screen: its columns (mfe-orders' OrderBoard). */
const boardShown = (page: Page) =>
  page.waitForSelector('[data-testid="board-column-pending"]', { timeout: 120_000 });

/**
 * The back office in chromium, each path in a fresh browser context (nothing cached):
 * - the login page's first load (judged: ≤ BACKOFFICE_BUDGET_KB);
 * - from the login's submit to the orders board (#/orders, where the login sends back a user
 *   who came from there, ?next=#/orders): the shell, the shared libraries and the orders
 *   remote (judged: ≤ BOARD_BUDGET_KB);
 * - from the submit to the dashboard, then by the menu to the board (noted).
 */
export async function backoffice(notes: string[]): Promise<Row[]> {
  const database = await createDatabase('frontends');
  let api: Started | undefined;
  let browser: Browser | undefined;
  try {
    api = await startApi(
      'frontends-api',
      // The demo admin logs in outside production only (as in the board's bench and the
      // shell's walks); the front ends are the same built files either way.
      productEnv(database.url, {
        REDIS_URL,
        REDIS_PREFIX: `bench_${RUN_ID}_frontends`,
        NODE_ENV: 'development',
      }),
    );
    browser = await launchChromium();
    const fresh = async () => {
      const context = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      return { context, page, scripts: recordScripts(page) };
    };

    // 1. The login page.
    let { context, page, scripts } = await fresh();
    await page.goto(`${api.url}/backend/login`, { waitUntil: 'networkidle', timeout: 120_000 });
    // The login form is there: the page has loaded what a first visit needs.
    await page.waitForSelector('input[type="password"]', { timeout: 60_000 });
    const login = await scripts.take();
    const loginKb = sum(login);
    notes.push(
      `Back office /backend/login loaded ${login.length} scripts: ${fmt(loginKb)} KB gzip -9, ${fmt(sum(login, 'raw'))} KB raw, ${fmt(sum(login, 'wire'))} KB as sent by the server; largest: ` +
        `${largest(login, 3)}.`,
    );
    await context.close();

    // 2. Login → the orders board.
    ({ context, page, scripts } = await fresh());
    await page.goto(`${api.url}/backend/login?next=${encodeURIComponent('#/orders')}`, {
      waitUntil: 'networkidle',
      timeout: 120_000,
    });
    await scripts.take();
    await logIn(page);
    await boardShown(page);
    const toBoard = await scripts.take();
    const boardKb = sum(toBoard);
    notes.push(
      `Login → orders board (submit on /backend/login?next=#/orders until the board's columns show) loaded ${toBoard.length} scripts: ` +
        `${fmt(boardKb)} KB gzip -9, ${fmt(sum(toBoard, 'raw'))} KB raw; largest: ${largest(toBoard, 6)}.`,
    );
    await context.close();

    // 3. Login → dashboard → board (by the menu).
    ({ context, page, scripts } = await fresh());
    await page.goto(`${api.url}/backend/login`, { waitUntil: 'networkidle', timeout: 120_000 });
    await scripts.take();
    await logIn(page);
    await page.waitForURL(/\/backend\/?#\/dashboard$/, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const dashboard = await scripts.take();
    await page.getByRole('menuitem', { name: 'Bestellungen' }).click();
    await boardShown(page);
    const thenBoard = await scripts.take();
    notes.push(
      `Login → dashboard (its widgets and charts, until the network is idle) loaded ${dashboard.length} scripts: ${fmt(sum(dashboard))} KB gzip -9; ` +
        `then the menu → orders board ${thenBoard.length} more: ${fmt(sum(thenBoard))} KB, together ${fmt(sum(dashboard) + sum(thenBoard))} KB (noted, not judged); ` +
        `largest on the dashboard: ${largest(dashboard, 4)}.`,
    );
    await context.close();

    return [
      absoluteRow(
        SECTION,
        'back-office first load: JS of /backend/login, gzip -9',
        loginKb,
        'KB',
        { atMost: BACKOFFICE_BUDGET_KB },
        '—',
        1,
      ),
      absoluteRow(
        SECTION,
        'login → orders board: JS gzip -9',
        boardKb,
        'KB',
        { atMost: BOARD_BUDGET_KB },
        '—',
        1,
      ),
    ];
  } finally {
    await browser?.close();
    await api?.stop();
    await dropDatabase(database.name);
  }
}

export async function runFrontends(): Promise<SectionResult> {
  const notes: string[] = [];
  const rows = [...(await storefront(notes)), ...(await backoffice(notes))];
  return { rows, notes };
}

// The back office alone (npx tsx bench/frontends/frontends.mts): its figures printed, without
// the storefront's Lighthouse runs.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const notes: string[] = [];
  const rows = await backoffice(notes);
  for (const row of rows)
    console.log(`${row.figure}: ${row.measured} (${row.target}) ${row.pass ? 'ok' : 'MISSED'}`);
  for (const note of notes) console.log(`- ${note}`);
}
