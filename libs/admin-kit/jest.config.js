/** Component and hook tests in jsdom, through @swc/jest like the other projects. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFiles: ['<rootDir>/jest.setup.js'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // @ant-design/icons' CommonJS build requires colors' ES build; jest takes the CommonJS one.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '^@bestellwerk/api-client$': '<rootDir>/../api-client/src/index.ts',
    '^@bestellwerk/domain$': '<rootDir>/../domain/src/index.ts',
  },
};
