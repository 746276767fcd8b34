import { chromium } from 'playwright-core';
import { startServer, stopServer } from '../../storefront/e2e/support/server.ts';
const server = await startServer();
const base = server.state.baseUrl;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of ['/', '/store/graz-hauptplatz']) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
  await page.addInitScript(() => {
    (window as any).__lcp = [];
    (window as any).__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element?.outerHTML?.slice(0, 80), url: e.url }); }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lt.push({ t: Math.round(e.startTime), d: Math.round(e.duration) }); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log(path, JSON.stringify(await page.evaluate(() => ({ lcp: (window as any).__lcp, lt: (window as any).__lt, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime })), null, 1));
  await context.close();
}
await browser.close();
await stopServer(server);
