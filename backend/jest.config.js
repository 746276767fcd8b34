/** Unit specs beside the code and integration specs under test/, both through @swc/jest
 * because NestJS 12 ships ES modules that Jest cannot require untransformed. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const shared = {
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|load-esm|uid|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|@fastify/cookie|cookie|content-disposition)/)',
  ],
};

module.exports = {
  // A suite's start (fresh database, migrations, seed, app) takes seconds, and on a machine
  // busy with other suites tens of seconds: hooks and tests get a minute.
  testTimeout: 60_000,
  projects: [
    { ...shared, displayName: 'unit', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration:mariadb',
      roots: ['<rootDir>/test'],
      testMatch: ['**/integration/**/*.spec.ts'],
      // The fuzz suite's thousands of requests run on SQLite (bounded time); the access
      // matrix runs on both.
      testPathIgnorePatterns: ['/node_modules/', '/integration/access/fuzz\\.spec\\.ts$'],
      setupFiles: ['reflect-metadata', '<rootDir>/test/setup/mariadb.env.js'],
    },
    {
      ...shared,
      displayName: 'integration:sqlite',
      roots: ['<rootDir>/test'],
      testMatch: [
        '**/integration/api/**/*.spec.ts',
        '**/integration/orders/**/*.spec.ts',
        '**/integration/access/**/*.spec.ts',
      ],
      setupFiles: ['reflect-metadata', '<rootDir>/test/setup/sqlite.env.js'],
    },
  ],
};
