/** Unit specs in jsdom; the end-to-end suite in node against the real product in chromium. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      setupFiles: ['<rootDir>/../libs/admin-kit/jest.setup.js'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: {
        // @ant-design/icons' CommonJS build requires colors' ES build; jest takes the CommonJS one.
        '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
        '^@bestellwerk/api-client$': '<rootDir>/../libs/api-client/src/index.ts',
        '^@bestellwerk/domain$': '<rootDir>/../libs/domain/src/index.ts',
        '^@bestellwerk/admin-kit$': '<rootDir>/../libs/admin-kit/src/index.ts',
        '^@bestellwerk/markdown$': '<rootDir>/../libs/markdown/src/index.ts',
        '^@bestellwerk/mf/(session|router)$': '<rootDir>/../libs/mf/src/$1',
      },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: { '^.+\\.ts$': swc },
    },
  ],
};
