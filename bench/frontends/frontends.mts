/**
 * 4. Front ends: the storefront's own bench (bench/storefront/bench.mts: initial JS, and
 * Lighthouse mobile on the overview, branch and checkout pages — score, LCP, TBT, CLS, each
 * the median of its runs) run as it is and folded in from its RESULTS.md; and the back
 * office's first load: the JavaScript the login page (/backend/login, served by the API from
 * shell/dist/login.html) loads in headless chromium, each script gzipped (level 9, as the
 * storefront's figure), summed against 400 KB. What the back office loads after the login
 * (the shell with the shared antd, up to the dashboard) is noted beside it, not judged.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '@bestellwerk/test-support';
import type { Browser } from 'playwright-core';
import { createDatabase, dropDatabase } from '../lib/database.mts';
import { QUICK, REDIS_URL, ROOT, RUN_ID } from '../lib/env.mts';
import { productEnv, startApi, Started } from '../lib/processes.mts';
import { absoluteRow, fmt, Row, SectionResult } from '../lib/report.mts';

const SECTION = 'frontends';
const BACKOFFICE_BUDGET_KB = 400;

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

async function backoffice(notes: string[]): Promise<Row> {
  const database = await createDatabase('frontends');
  let api: Started | undefined;
  let browser: Browser | undefined;
  try {
    api = await startApi(
      'frontends-api',
      productEnv(database.url, { REDIS_URL, REDIS_PREFIX: `bench_${RUN_ID}_frontends` }),
    );
    browser = await launchChromium();
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; raw: number; gzip: number; wire: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            url: response.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
          };
        })(),
      );
    });
    await page.goto(`${api.url}/backend/login`, { waitUntil: 'networkidle', timeout: 120_000 });
    // The login form is there: the page has loaded what a first visit needs.
    await page.waitForSelector('input[type="password"]', { timeout: 60_000 });
    const loaded = await Promise.all(scripts.splice(0));
    const gzip = loaded.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const wire = loaded.reduce((sum, s) => sum + s.wire, 0) / 1024;
    const raw = loaded.reduce((sum, s) => sum + s.raw, 0) / 1024;
    notes.push(
      `Back office /backend/login loaded ${loaded.length} scripts: ${fmt(gzip)} KB gzip -9, ${fmt(raw)} KB raw, ${fmt(wire)} KB as sent by the server; largest: ` +
        [...loaded]
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 3)
          .map((s) => `\`${new URL(s.url).pathname}\` ${fmt(s.gzip / 1024)} KB`)
          .join(', ') +
        '.',
    );
    // After the login: the shell, its shared antd and the dashboard (noted, not judged).
    await page.fill('input[autocomplete="username"]', 'admin');
    await page.fill('input[type="password"]', 'Demo-Admin-2026!');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/backend\/?(#.*)?$/, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const after = await Promise.all(scripts.splice(0));
    notes.push(
      `After the login, /backend (the shell with the shared antd, up to the dashboard) loaded ${after.length} scripts: ` +
        `${fmt(after.reduce((sum, s) => sum + s.gzip, 0) / 1024)} KB gzip -9 (not judged: the figure is the first load, the login page).`,
    );
    return absoluteRow(
      SECTION,
      'back-office first load: JS of /backend/login, gzip -9',
      gzip,
      'KB',
      { atMost: BACKOFFICE_BUDGET_KB },
      '—',
      1,
    );
  } finally {
    await browser?.close();
    await api?.stop();
    await dropDatabase(database.name);
  }
}

export async function runFrontends(): Promise<SectionResult> {
  const notes: string[] = [];
  const rows = [...(await storefront(notes)), await backoffice(notes)];
  return { rows, notes };
}
