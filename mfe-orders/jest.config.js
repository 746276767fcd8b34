/** Unit specs in jsdom through @swc/jest; the libraries from their source. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFiles: ['<rootDir>/../libs/admin-kit/jest.setup.js'],
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
    '^@bestellwerk/domain$': '<rootDir>/../libs/domain/src/index.ts',
    '^@bestellwerk/api-client$': '<rootDir>/../libs/api-client/src/index.ts',
    '^@bestellwerk/admin-kit$': '<rootDir>/../libs/admin-kit/src/index.ts',
    '^@bestellwerk/mf/(session|router)$': '<rootDir>/../libs/mf/src/$1',
  },
};
