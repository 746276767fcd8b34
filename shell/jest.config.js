/** Unit specs in jsdom; the end-to-end suite in node against the real product in chromium. */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      preset: '../jest.preset.js',
      setupFiles: ['<rootDir>/../libs/admin-kit/jest.setup.js'],
    },
    {
      displayName: 'e2e',
      preset: '../jest.preset.js',
      testEnvironment: '<rootDir>/e2e/environment.js',
      // One seeded product per run, copied for each suite (e2e/product-template.ts).
      globalSetup: '<rootDir>/e2e/global-setup.js',
      globalTeardown: '<rootDir>/e2e/global-teardown.js',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
    },
  ],
};
