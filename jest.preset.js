/**
 * The one jest preset of the front-end projects (shell, the mfe-* remotes, the storefront
 * and libs/*): specs beside the code under src/, compiled by @swc/jest (TypeScript, JSX
 * with React's automatic runtime), our libraries taken from their source. A project's
 * jest.config.js names it (`preset: '../jest.preset.js'`) and adds only what it does
 * differently: the test environment (jsdom here, node for pure libraries), antd's jsdom
 * stand-ins (libs/admin-kit/jest.setup.js) or a second project for browser e2e suites.
 */
const { join } = require('node:path');

const lib = (name, file = 'index.ts') => join(__dirname, 'libs', name, 'src', file);

/** @swc/jest options; .ts files are parsed without JSX, as tsc does. */
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: {
    '^.+\\.(tsx|jsx)$': swc(true),
    '^.+\\.(ts|js|mjs|cjs)$': swc(false),
  },
  // These ship as ES modules only: compile them like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(marked|wouter|regexparam|mitt)/)'],
  moduleNameMapper: {
    // @ant-design/icons' CommonJS build requires colors' ES build; jest takes the CommonJS one.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '^@bestellwerk/domain$': lib('domain'),
    '^@bestellwerk/api-client$': lib('api-client'),
    '^@bestellwerk/admin-kit$': lib('admin-kit'),
    '^@bestellwerk/markdown$': lib('markdown'),
    '^@bestellwerk/test-support$': lib('test-support'),
    '^@bestellwerk/mf/(session|router)$': lib('mf', '$1'),
  },
};
