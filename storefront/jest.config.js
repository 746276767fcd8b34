/** Component and state tests in jsdom, through @swc/jest like the backend. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
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
  // marked and wouter ship as ES modules only: compile them like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(marked|wouter|regexparam|mitt)/)'],
  moduleNameMapper: {
    '^@bestellwerk/domain$': '<rootDir>/../libs/domain/src/index.ts',
    '^@bestellwerk/api-client/envelope$': '<rootDir>/../libs/api-client/src/envelope.ts',
    '^@bestellwerk/markdown$': '<rootDir>/../libs/markdown/src/index.ts',
  },
};
