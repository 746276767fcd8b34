/** Pure string rendering in Node, compiled by @swc/jest. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  // marked ships as an ES module only: compile it like our sources.
  transformIgnorePatterns: ['/node_modules/(?!marked/)'],
  moduleNameMapper: { '^@bestellwerk/domain$': '<rootDir>/../domain/src/index.ts' },
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
};
