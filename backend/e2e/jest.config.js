/**
 * The player in a real browser: the built backend (embedded SQLite in a temp data dir) and
 * Debian chromium through playwright-core. Run after `nx run backend:build`.
 */
module.exports = {
  rootDir: '..',
  preset: '../jest.preset.js',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
