import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer, stopServer } from '../../storefront/e2e/support/server.ts';
const server = await startServer();
const base = server.state.baseUrl;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--no-first-run'] });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
for (const path of (process.env.PATHS ?? '/store/graz-hauptplatz,/').split(',')) for (let i = 0; i < 2; i++) {
  const page = await browser.newPage();
  const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page as never);
  const lhr = result!.lhr;
  const m = (lhr.audits.metrics.details as any).items[0];
  console.log(path, 'LCP', Math.round(lhr.audits['largest-contentful-paint'].numericValue!), 'FCP', Math.round(lhr.audits['first-contentful-paint'].numericValue!), 'TBT', Math.round(lhr.audits['total-blocking-time'].numericValue!));
  console.log(' observed', JSON.stringify({ fcp: m.observedFirstContentfulPaint, lcp: m.observedLargestContentfulPaint, dcl: m.observedDomContentLoaded, load: m.observedLoad }));
  for (const r of (lhr.audits['network-requests'].details as any).items) console.log('  ', Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.resourceType, r.priority, r.transferSize, r.url.replace(base, ''));
  const lt = lhr.audits['long-tasks']?.details as any;
  for (const t of lt?.items ?? []) console.log('  longtask', Math.round(t.startTime), Math.round(t.duration), t.url?.replace(base, ''));
  const bt = lhr.audits['bootup-time']?.details as any;
  for (const t of bt?.items ?? []) console.log('  bootup', t.url?.replace(base, ''), Math.round(t.total), Math.round(t.scripting), Math.round(t.scriptParseCompile));
  await page.close();
}
await browser.disconnect(); await chrome.kill(); await stopServer(server);
