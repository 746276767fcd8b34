/**
 * Memory of the signage player over 2,000 segment changes (issue 18: "runs for days without
 * leaking"). Starts the built product (embedded SQLite, port 42320), makes a scene whose one
 * zone cycles an image-free playlist (clock, ticker, menu board: the segments that build the
 * most DOM), opens it in Debian chromium at 20× speed, and reads the JS heap after a forced
 * garbage collection after 500 (warm) and after 2,000 changes, plus the DOM node count.
 * Writes bench/results/signage-player-memory.md. Run: npx tsx bench/signage/player-memory.mts
 * (after `npx nx run backend:build`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventually, launchChromium } from '@bestellwerk/test-support';
import { Admin, ProductServer, ROOT } from '../../backend/e2e/server.ts';

const CHANGES = Number(process.env.SIGNAGE_BENCH_CHANGES ?? 2000);
/** Changes before the first reading: code compiled, caches of fonts and time zones warm. */
const WARM = 500;
const server = new ProductServer(Number(process.env.SIGNAGE_BENCH_PORT ?? 42320));
server.prepare();
await server.start();
const browser = await launchChromium({
  args: ['--js-flags=--expose-gc', '--enable-precise-memory-info'],
});
try {
  const admin = await new Admin(server.baseUrl).login();
  const branch = (await admin.call<{ id: number }[]>('GET', '/api/branches?search=graz')).data[0]
    .id;
  const segment = async (body: object) =>
    (
      await admin.call<{ id: number }>('POST', '/api/digital-signage-segments', {
        duration: 1,
        branch: { id: branch },
        ...body,
      })
    ).data.id;
  const ids = [
    await segment({ name: 'Uhr', type: 'clock' }),
    await segment({ name: 'Laufschrift', type: 'ticker', content: { text: 'Bench '.repeat(40) } }),
    await segment({ name: 'Speisekarte', type: 'menu-board', content: { branchId: branch } }),
  ];
  const stream = (
    await admin.call<{ id: number }>('POST', '/api/digital-signage-streams', {
      name: 'Bench',
      segmentIds: ids,
      branch: { id: branch },
    })
  ).data.id;
  await admin.call('POST', '/api/scenes', {
    identifier: 'bench',
    name: 'Bench',
    path: 'bench',
    zones: [
      { key: 'main', name: 'Main', x: 0, y: 0, width: 100, height: 100, streamIds: [stream] },
    ],
    branch: { id: branch },
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${server.baseUrl}/signage/bench?rate=20`);
  const changes = () => page.evaluate(() => Number(document.body.dataset.segmentChanges ?? 0));
  const measure = async () => {
    await page.evaluate(() => (globalThis as unknown as { gc: () => void }).gc());
    return page.evaluate(() => ({
      heap: (performance as unknown as { memory: { usedJSHeapSize: number } }).memory
        .usedJSHeapSize,
      nodes: document.getElementsByTagName('*').length,
    }));
  };
  const waitFor = (count: number) =>
    eventually(async () => ((await changes()) >= count ? true : undefined), {
      timeout: Infinity,
      interval: 250,
    });
  const started = Date.now();
  await waitFor(WARM);
  const early = await measure();
  await waitFor(CHANGES);
  const late = await measure();
  const seconds = Math.round((Date.now() - started) / 1000);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
  const growth = ((late.heap - early.heap) / early.heap) * 100;
  const report = `# Signage player memory over ${CHANGES} segment changes

Measured ${new Date().toISOString()} on this machine (2 cores), Debian chromium, playback at 20× (each
segment 50 ms plus its 600 ms cross-fade), one zone cycling clock, ticker and the live menu board.
Heap after a forced GC.

| after | JS heap | DOM elements |
|---|---|---|
| ${WARM} changes (warm) | ${mb(early.heap)} MB | ${early.nodes} |
| ${CHANGES} changes | ${mb(late.heap)} MB | ${late.nodes} |

Growth ${growth.toFixed(1)} % in ${seconds} s (target: flat, under 10 %).
`;
  writeFileSync(join(ROOT, 'bench/results/signage-player-memory.md'), report);
  console.log(report);
  if (growth > 10) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
