/**
 * Storefront budgets, measured on the built product (`npm run bench` builds first):
 *  1. initial JavaScript: every script storefront/dist/index.html loads, gzipped with
 *     node:zlib (level 9), against 130 KB (1 KB = 1024 bytes); and per page, the scripts the
 *     page itself loaded in the first Lighthouse run (the main bundle plus its route's chunk);
 *  2. Lighthouse mobile (default mobile emulation and simulated throttling) in Debian
 *     chromium, RUNS runs per page, each figure the median of its runs: performance score
 *     ≥ 0.95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.05 — on the overview (/), the branch page
 *     (/store/graz-hauptplatz) open and closed (its banner and the preorder hint: the page
 *     differs between the two, and the bench must not depend on the time of day), and the
 *     checkout with three espressos in the cart (written to the tab's session storage
 *     before Lighthouse loads the page; Lighthouse clears the cache and the service worker
 *     as for every page, session storage it leaves).
 * Lighthouse 12.8 is the newest that supports Node 20 (13 requires Node 22.19).
 * The server is the e2e harness's: seeded demo shop on a temp SQLite dir, a free port; the
 * branch's hours are set through the API for each state. Lighthouse's throttling is
 * simulated from a trace taken at full speed, so a busy machine inflates TBT and can move
 * the first paint behind the script: the load average is written beside the figures.
 * Writes bench/storefront/RESULTS.md, prints the same, exits 1 if a budget is missed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@bestellwerk/test-support';
import {
  adminClient,
  branchOf,
  loadMenu,
  loadShop,
  productOf,
} from '../../storefront/e2e/support/api.ts';
import { startServer, stopServer } from '../../storefront/e2e/support/server.ts';
import { cartStorageKey, defaultLine } from '../../storefront/src/features/cart/state/cart.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const dist = join(root, 'storefront/dist');
const JS_BUDGET_KB = 130;
const BUDGETS = { score: 0.95, LCP: 1500, TBT: 150, CLS: 0.05 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BRANCH = 'graz-hauptplatz';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The branch's week for a state: open around the clock, or closed today (open 07–19 else). */
function weekFor(state: 'open' | 'closed', timezone: string) {
  const today = new Date().toLocaleDateString('en-US', { weekday: 'long', timeZone: timezone });
  return WEEKDAYS.map((type) =>
    state === 'open'
      ? { type, isClosed: false, from: '00:00', to: '23:59' }
      : type === today.toLowerCase()
        ? { type, isClosed: true, from: null, to: null }
        : { type, isClosed: false, from: '07:00', to: '19:00' },
  );
}

/** Puts the demo branch into a state through the back office's API (as the admin). */
async function setBranchState(state: 'open' | 'closed') {
  const branch = branchOf(await loadShop(), BRANCH);
  const week = weekFor(state, branch.timezone);
  const admin = await adminClient();
  await admin.data('PUT', `/api/branches/${branch.id}`, {
    openingHours: week,
    deliveryHours: week,
  });
}

/** The cart the checkout is measured with: three espressos, as the branch page stores it. */
async function espressoCart(): Promise<{ key: string; value: string }> {
  const branch = branchOf(await loadShop(), BRANCH);
  const espresso = productOf(await loadMenu(branch.id), 'Espresso');
  const line = { ...defaultLine(espresso as never), amount: 3 };
  return {
    key: cartStorageKey(BRANCH),
    value: JSON.stringify({ items: [line], orderType: 'takeaway', deliveryAreaId: null }),
  };
}

const gzipOf = (file: string) => {
  const bytes = readFileSync(join(dist, file.replace(/^\//, '')));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/** 1. The scripts index.html references (src="/build/…"), each gzipped. */
function initialJavaScript() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="(?:module)?preload"[^>]*href="([^"]+\.js)"/g)];
  const files = [...sources, ...preloads.map((match) => match[1])].map((src) => ({
    src,
    ...gzipOf(src),
  }));
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  return { files, gzip, raw, kb: gzip / 1024, ok: gzip / 1024 <= JS_BUDGET_KB };
}

interface Run {
  score: number;
  metrics: { FCP: number; LCP: number; TBT: number; CLS: number; SI: number };
  lcpElement: string;
  /** The page's own scripts (/build/…) as loaded, gzip -9 from dist. */
  scripts: { src: string; gzip: number }[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** 2. Lighthouse's performance category, mobile, RUNS times, each in a fresh tab. */
async function lighthouseRuns(url: string, storage?: { key: string; value: string }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const runs: Run[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      if (storage) {
        // Session storage belongs to the tab and the origin: written on a same-origin page
        // that loads nothing of the app, it is there when Lighthouse opens the checkout.
        await page.goto(new URL('/robots.txt', url).href);
        await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), storage);
      }
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
        page as never,
      );
      if (storage) {
        const filled = await page.evaluate(
          () => document.querySelector('form .summary li') !== null,
        );
        if (!filled) throw new Error(`Lighthouse: ${url} ohne Warenkorb geladen.`);
      }
      await page.close();
      if (!result) throw new Error('Lighthouse lieferte kein Ergebnis.');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      const lcpAudit =
        lhr.audits['largest-contentful-paint-element'] ?? lhr.audits['lcp-breakdown-insight'];
      const lcpDetails = JSON.stringify(lcpAudit?.details ?? {});
      const field = (name: string) =>
        lcpDetails.match(new RegExp(`"${name}":"((?:[^"\\\\]|\\\\.)*)"`))?.[1];
      // The element and the start of its text, e.g. <p> "Wir verwenden Cookies, …".
      const lcpElement = `${field('snippet') ?? '?'}${field('nodeLabel') ? ` "${field('nodeLabel')!.slice(0, 40)}"` : ''}`;
      const requests =
        (
          lhr.audits['network-requests']?.details as {
            items?: { url: string; resourceType?: string }[];
          }
        )?.items ?? [];
      const scripts = requests
        .filter((request) => request.resourceType === 'Script')
        .map((request) => new URL(request.url).pathname)
        .filter((path) => path.startsWith('/build/') && !path.endsWith('service-worker.js'))
        .map((src) => ({ src, gzip: gzipOf(src).gzip }));
      runs.push({
        lcpElement,
        scripts,
        score: lhr.categories.performance.score ?? 0,
        metrics: {
          FCP: metric('first-contentful-paint'),
          LCP: metric('largest-contentful-paint'),
          TBT: metric('total-blocking-time'),
          CLS: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          SI: metric('speed-index'),
        },
      });
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  const medians = {
    score: median(runs.map((run) => run.score)),
    LCP: median(runs.map((run) => run.metrics.LCP)),
    TBT: median(runs.map((run) => run.metrics.TBT)),
    CLS: median(runs.map((run) => run.metrics.CLS)),
  };
  const pageJs = runs[0].scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  return { runs, medians, pageJs };
}

const started = Date.now();
const loadAtStart = loadavg()[0];
const js = initialJavaScript();
const server = await startServer();
const base = server.state.baseUrl;
// The API helpers of the e2e harness talk to E2E_BASE_URL.
process.env.E2E_BASE_URL = base;
const PAGES = [
  { label: 'overview /', path: '/', state: 'open' },
  { label: `branch /store/${BRANCH} (geöffnet)`, path: `/store/${BRANCH}`, state: 'open' },
  {
    label: `checkout /store/${BRANCH}/checkout`,
    path: `/store/${BRANCH}/checkout`,
    state: 'open',
    cart: true,
  },
  { label: `branch /store/${BRANCH} (geschlossen)`, path: `/store/${BRANCH}`, state: 'closed' },
] as const;
const measured: { label: string; lh: Awaited<ReturnType<typeof lighthouseRuns>> }[] = [];
let lighthouseVersion = '?';
try {
  const cart = await espressoCart();
  for (const page of PAGES) {
    await setBranchState(page.state);
    const lh = await lighthouseRuns(`${base}${page.path}`, 'cart' in page ? cart : undefined);
    measured.push({ label: page.label, lh });
  }
  lighthouseVersion = JSON.parse(
    readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
} finally {
  await stopServer(server.child, server.state);
}
const loadAtEnd = loadavg()[0];
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unbekannt';
  }
})();
const mark = (ok: boolean) => (ok ? 'ok' : 'ÜBER BUDGET');
/** Each judged figure: | measurement | value | budget | result |. */
const figures: { name: string; value: string; budget: string; ok: boolean }[] = [
  {
    name: 'initial JavaScript of every page (storefront/dist/index.html), gzip -9',
    value: `${js.kb.toFixed(1)} KB (${js.gzip} bytes; ${(js.raw / 1024).toFixed(1)} KB raw)`,
    budget: `≤ ${JS_BUDGET_KB} KB`,
    ok: js.ok,
  },
];
for (const { label, lh } of measured) {
  const lhName = `Lighthouse ${lighthouseVersion} mobile, ${label}, median of ${lh.runs.length}`;
  figures.push(
    {
      name: `initial JavaScript loaded by ${label}, gzip -9`,
      value: `${lh.pageJs.toFixed(1)} KB`,
      budget: `≤ ${JS_BUDGET_KB} KB`,
      ok: lh.pageJs <= JS_BUDGET_KB,
    },
    {
      name: `${lhName}: performance score`,
      value: lh.medians.score.toFixed(2),
      budget: `≥ ${BUDGETS.score}`,
      ok: lh.medians.score >= BUDGETS.score,
    },
    {
      name: `${lhName}: LCP`,
      value: `${lh.medians.LCP} ms`,
      budget: `≤ ${BUDGETS.LCP} ms`,
      ok: lh.medians.LCP <= BUDGETS.LCP,
    },
    {
      name: `${lhName}: TBT`,
      value: `${lh.medians.TBT} ms`,
      budget: `≤ ${BUDGETS.TBT} ms`,
      ok: lh.medians.TBT <= BUDGETS.TBT,
    },
    {
      name: `${lhName}: CLS`,
      value: String(lh.medians.CLS),
      budget: `≤ ${BUDGETS.CLS}`,
      ok: lh.medians.CLS <= BUDGETS.CLS,
    },
  );
}
const report = [
  '# Storefront measurements',
  '',
  `Measured ${new Date().toISOString()} on commit ${commit} by \`npm run bench\` (bench/storefront/bench.mts),`,
  `Node ${process.version}, Lighthouse ${lighthouseVersion}, Debian chromium, ${Math.round((Date.now() - started) / 1000)} s.`,
  `Load average (1 min) on ${cpus().length} cores: ${loadAtStart.toFixed(2)} before the bench started anything,`,
  `${loadAtEnd.toFixed(2)} at its end (with its own server and browser).`,
  '',
  '| measurement | value | budget | result |',
  '| --- | --- | --- | --- |',
  ...figures.map((f) => `| ${f.name} | ${f.value} | ${f.budget} | ${mark(f.ok)} |`),
  '',
  'Scripts in storefront/dist/index.html:',
  '',
  ...js.files.map(
    (file) =>
      `- \`${file.src}\`: ${(file.gzip / 1024).toFixed(1)} KB gzipped, ${(file.raw / 1024).toFixed(1)} KB raw`,
  ),
  '',
  ...measured.flatMap(({ label, lh }) => [
    `Lighthouse runs, ${label} (score; FCP, LCP, TBT, SI in ms; CLS; scripts loaded):`,
    '',
    ...lh.runs.map(
      (run, index) =>
        `${index + 1}. ${run.score.toFixed(2)}; FCP ${run.metrics.FCP}, LCP ${run.metrics.LCP}, TBT ${run.metrics.TBT}, SI ${run.metrics.SI}, CLS ${run.metrics.CLS}; LCP element \`${run.lcpElement.replace(/\\"/g, '"')}\`; ${run.scripts.map((script) => `\`${script.src}\` ${(script.gzip / 1024).toFixed(1)} KB`).join(', ')}`,
    ),
    '',
  ]),
].join('\n');
const resultsPath = join(here, 'RESULTS.md');
// Formatted like the rest of the repository, so `npm run format` leaves it alone.
const options = (await prettier.resolveConfig(resultsPath)) ?? {};
writeFileSync(resultsPath, await prettier.format(report, { ...options, parser: 'markdown' }));
console.log(report);
process.exit(figures.every((figure) => figure.ok) ? 0 : 1);
