/**
 * The browser suite: the real product (built backend + storefront, embedded SQLite in a temp
 * data dir) started once for the whole run by support/global-setup.ts, driven by Debian
 * chromium through playwright-core. Run after `nx run-many -t build -p backend storefront`
 * (nx does that before storefront:test).
 */
module.exports = {
  rootDir: '..',
  preset: '../jest.preset.js',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
};
