/**
 * `npm run bench [-- section …]`: builds what it measures (see package.json), runs the
 * sections (all, or those named: reads orders jobs frontends lists statistics renders board pacing printer) one after another and
 * writes bench/results/latest.md. `BENCH_QUICK=1` is the short smoke run. Loopback only:
 * every server, sink and load generator runs on 127.0.0.1; databases and Redis prefixes
 * are the bench's own (bench_<label>_<run>) and are removed afterwards.
 * Exits 1 when a figure misses its target, as the storefront bench does.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { runFrontends } from './frontends/frontends.mts';
import { deleteKeys, runJobs } from './jobs/jobs.mts';
import { QUICK, ROOT, RUN_ID } from './lib/env.mts';
import { LOG_DIR } from './lib/processes.mts';
import { failedSection, fmt, SectionResult, table } from './lib/report.mts';
import { runLists } from './lists/lists.mts';
import { runOrders } from './orders/orders.mts';
import { runPacing } from './pacing/pacing.mts';
import { runPrinter } from './printer/printer.mts';
import { runBoard } from './frontends/board.mts';
import { runReads } from './reads/reads.mts';
import { runRenders } from './renders/renders.mts';
import { runStatistics } from './statistics/statistics.mts';

const SECTIONS: Record<string, { title: string; run: () => Promise<SectionResult> }> = {
  reads: { title: '1. Reads of a large shop against a bare Fastify server', run: runReads },
  orders: { title: '2. Orders on MariaDB with the worker', run: runOrders },
  jobs: { title: '3. E-mail and print jobs against the libraries alone', run: runJobs },
  frontends: { title: '4. Storefront and back-office first load', run: runFrontends },
  lists: { title: '5. Order lists and the front-desk feed at 10k and 1M orders', run: runLists },
  statistics: {
    title: '6. Statistics reports at 10M events / 1M orders against 100k / 10k',
    run: runStatistics,
  },
  renders: {
    title:
      '7. Image template renders: first and cached per size, /api/health under 20 cold renders',
    run: runRenders,
  },
  board: {
    title: '8. The orders board with 50 and 500 open orders: interactive, longest task',
    run: runBoard,
  },
  pacing: {
    title:
      '9. A lunch of the demo history: promises kept, learned times + queue against a fixed lead time',
    run: runPacing,
  },
  printer: {
    title:
      '10. Printer health: from paper-out to the board alarm, 50-order burst across printer faults',
    run: runPrinter,
  },
};

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !SECTIONS[name]);
if (unknown.length) {
  console.error(
    `Unbekannter Abschnitt: ${unknown.join(', ')} (bekannt: ${Object.keys(SECTIONS).join(', ')})`,
  );
  process.exit(2);
}
const chosen = asked.length ? asked : Object.keys(SECTIONS);

console.log(`[bench] logs of the processes it starts: ${LOG_DIR}`);
const started = new Date();
const loadBefore = loadavg();
const results: {
  name: string;
  title: string;
  result: SectionResult;
  seconds: number;
  load: number;
}[] = [];
for (const name of chosen) {
  const section = SECTIONS[name];
  console.log(`[bench] ${section.title} …`);
  const t0 = Date.now();
  let result: SectionResult;
  try {
    result = await section.run();
  } catch (error) {
    console.error(error);
    result = failedSection(name, error);
  }
  results.push({
    name,
    title: section.title,
    result,
    seconds: (Date.now() - t0) / 1000,
    load: loadavg()[0],
  });
  console.log(table(result.rows).join('\n'));
}
await deleteKeys(`bench_${RUN_ID}*`);

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const rows = results.flatMap((entry) => entry.result.rows);
const failed = rows.filter((row) => !row.pass).length;
const command = `${QUICK ? 'BENCH_QUICK=1 ' : ''}npm run bench${asked.length ? ` -- ${asked.join(' ')}` : ''}`;
const report = [
  '# Bench results',
  '',
  `Measured ${started.toISOString()} on commit ${commit} by \`${command}\`${QUICK ? ' (quick smoke run: shorter steps, fewer rows)' : ''}, ` +
    `Node ${process.version}, ${cpus().length} cores, ${Math.round((Date.now() - started.getTime()) / 1000)} s in all.`,
  `Load average (1/5/15 min) before the bench: ${loadBefore.map((v) => fmt(v, 2)).join(' / ')}; after: ${loadavg()
    .map((v) => fmt(v, 2))
    .join(' / ')}. ` +
    'The machine may be shared: each figure is a ratio against a reference measured in the same run, interleaved, where one makes sense.',
  '',
  `${rows.length - failed} of ${rows.length} figures pass.`,
  '',
  ...table(rows),
  '',
  ...results.flatMap((entry) => [
    `## ${entry.title}`,
    '',
    `${fmt(entry.seconds, 0)} s, load average (1 min) at its end ${fmt(entry.load, 2)}.`,
    '',
    ...entry.result.notes.map((note) => `- ${note}`),
    '',
  ]),
].join('\n');
const dir = join(ROOT, 'bench/results');
mkdirSync(dir, { recursive: true });
// A run of some sections does not replace the complete table.
const path = join(dir, asked.length ? `latest-${asked.join('-')}.md` : 'latest.md');
const options = (await prettier.resolveConfig(path)) ?? {};
writeFileSync(path, await prettier.format(report, { ...options, parser: 'markdown' }));
console.log(`\n[bench] ${rows.length - failed} of ${rows.length} figures pass; written to ${path}`);
process.exit(failed === 0 ? 0 : 1);
