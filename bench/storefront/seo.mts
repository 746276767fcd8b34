/**
 * `npm run bench:seo`: Lighthouse's SEO category (desktop and mobile settings alike check the
 * same audits) on the server-rendered content pages of the demo shop — the CMS page
 * „Über uns“ and a legal page — against the built product. Target: score ≥ 0.95 on each.
 * Writes bench/storefront/SEO.md, prints the same, exits 1 if a page misses it. Outside CI,
 * never part of `npm test` (it needs chromium, CHROME_PATH, default /usr/bin/chromium).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@bestellwerk/test-support';
import { startServer, stopServer } from '../../storefront/e2e/support/server.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const TARGET = 0.95;
const PAGES = ['/ueber-uns', '/impressum'];

interface Measured {
  path: string;
  score: number;
  /** The audits that did not pass (score below 1), with Lighthouse's title. */
  failed: string[];
}

async function seoOf(url: string, port: number): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['seo'],
  });
  if (!result) throw new Error('Lighthouse lieferte kein Ergebnis.');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const refs = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0);
  const failed = refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.title}`);
  return { path: new URL(url).pathname, score: lhr.categories.seo.score ?? 0, failed };
}

const started = Date.now();
const server = await startServer();
const base = server.state.baseUrl;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const measured: Measured[] = [];
try {
  for (const path of PAGES) measured.push(await seoOf(`${base}${path}`, chrome.port));
} finally {
  await chrome.kill();
  await stopServer(server.child, server.state);
}
const version = JSON.parse(
  readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
const report = [
  '# Storefront SEO (Lighthouse)',
  '',
  `Measured ${new Date().toISOString()} by \`npm run bench:seo\` (bench/storefront/seo.mts), Node ${process.version}, Lighthouse ${version}, Debian chromium, ${Math.round((Date.now() - started) / 1000)} s.`,
  '',
  '| page | SEO score | target | result | audits not passed |',
  '| --- | --- | --- | --- | --- |',
  ...measured.map(
    (page) =>
      `| ${page.path} | ${page.score.toFixed(2)} | ≥ ${TARGET} | ${page.score >= TARGET ? 'ok' : 'UNTER ZIEL'} | ${page.failed.join('; ') || '—'} |`,
  ),
  '',
].join('\n');
writeFileSync(join(here, 'SEO.md'), report);
console.log(report);
process.exit(measured.every((page) => page.score >= TARGET) ? 0 : 1);
