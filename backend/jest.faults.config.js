/**
 * `npm run test:faults`: the fault suite. Real processes (API and worker from source, a
 * redis-server of its own, MariaDB through a TCP proxy where a scenario cuts it), so it runs
 * apart from the integration projects, one scenario at a time.
 */
const base = require('./jest.config.js');
const integration = base.projects.find((project) => project.displayName === 'integration:mariadb');

module.exports = {
  ...integration,
  displayName: 'faults',
  rootDir: __dirname,
  roots: ['<rootDir>/test/faults'],
  testMatch: ['**/*.spec.ts'],
  // Each scenario starts its own stack (compiling API and worker on the fly): minutes, not seconds.
  testTimeout: 300_000,
};
