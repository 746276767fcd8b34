/**
 * The browser suites' jest environment: node, plus a report when a test fails. A failed
 * wait says only what did not appear; the report says why: the API answers of 400 and
 * more, failed requests, uncaught errors and console errors of the test's pages (recorded
 * by launchChromium in product.ts), requests still without an answer, the address, alerts,
 * open dialogs (their accessibility tree) and busy elements (aria-busy, antd's loading
 * buttons) of each page, and the tail of the API's log (startProduct).
 */
const { TestEnvironment } = require('jest-environment-node');

class BrowserSuiteEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__browserEvents = [];
    if (event.name !== 'test_fn_failure') return;
    const events = this.global.__browserEvents ?? [];
    const pages = this.global.__browserPages ?? new Set();
    const shown = [];
    for (const page of pages) {
      if (page.isClosed()) continue;
      const alerts = await page
        .locator('[role="alert"], .ant-message-notice, .ant-form-item-explain-error')
        .allInnerTexts()
        .catch(() => []);
      // Each open dialog as the accessibility tree has it: the names a test looks for by role
      // (a button's name can carry an icon's label, „loading Abschließen“).
      const dialogs = [];
      const open = await page
        .locator('[role="dialog"]:visible')
        .all()
        .catch(() => []);
      for (const dialog of open) {
        dialogs.push(await dialog.ariaSnapshot({ timeout: 2_000 }).catch((error) => String(error)));
      }
      // A busy button swallows clicks: which ones were busy when the wait ran out.
      const busy = await page
        .locator('[aria-busy="true"]:visible, .ant-btn-loading:visible, .ant-spin-spinning:visible')
        .evaluateAll((elements) =>
          elements.map(
            (element) =>
              `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} „${(element.textContent ?? '').trim().slice(0, 60)}“`,
          ),
        )
        .catch(() => []);
      shown.push(`  ${page.url()}${alerts.length ? `\n    ${alerts.join('\n    ')}` : ''}`);
      for (const dialog of dialogs) {
        shown.push(`    Dialog:\n      ${dialog.slice(0, 2_000).split('\n').join('\n      ')}`);
      }
      for (const element of busy) shown.push(`    Busy: ${element}`);
    }
    const now = Date.now();
    const unanswered = [...(this.global.__browserPending ?? new Map())]
      .filter(([request]) => request.resourceType() !== 'eventsource')
      .map(([request, since]) => `  ${request.method()} ${request.url()} seit ${now - since} ms`);
    process.stderr.write(
      [
        `Browser report for „${event.test.name}“:`,
        'Pages (address, alerts shown):',
        ...shown,
        `Requests without an answer (${unanswered.length}):`,
        ...unanswered,
        `Browser events (${events.length}, last 40):`,
        ...events.slice(-40).map((line) => `  ${line}`),
        'The API log (warnings and errors, last 20 lines):',
        ...(this.global.__productLogs ?? []).flatMap((log) =>
          log()
            .split('\n')
            .filter(Boolean)
            .slice(-20)
            .map((line) => `  ${line.slice(0, 400)}`),
        ),
        '',
      ].join('\n'),
    );
  }
}

module.exports = BrowserSuiteEnvironment;
