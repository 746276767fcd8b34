// @ts-check
// Root ESLint flat config, shared by every workspace project (`nx run-many -t lint`
// runs `eslint` inside each project; ESLint finds this file by walking up).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { defineConfig } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

// Node's CommonJS globals for plain .js/.cjs tool configs (jest.config.js, rspack.config.js).
// Listed here rather than importing the `globals` package, which is not a direct dependency.
const nodeGlobals = {
  require: 'readonly',
  module: 'writable',
  exports: 'writable',
  __dirname: 'readonly',
  __filename: 'readonly',
  process: 'readonly',
  console: 'readonly',
  Buffer: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
  setInterval: 'readonly',
  clearInterval: 'readonly',
  URL: 'readonly',
};

// The storefront has no UI kit (an external package, so not a matter of nx tags).
const NO_ANTD = {
  regex: '^(antd|@ant-design/[\\w-]+)(/|$)',
  message: 'The storefront has no UI kit: no antd.',
};

// Project boundaries from the nx tags in each package.json (CONVENTIONS.md "Module boundaries
// enforced by lint"): apps and remotes use libs, never another app or remote (the shell loads
// remotes at run time, it never imports them); libs never apps; libs/domain nothing of ours.
// Scopes keep the back-office libraries out of the storefront and the backend.
const PROJECT_BOUNDARIES = {
  enforceBuildableLibDependency: false,
  allow: [],
  depConstraints: [
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:domain'] },
    { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib', 'type:domain'] },
    { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:domain'] },
    { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'] },
    {
      sourceTag: 'scope:storefront',
      onlyDependOnLibsWithTags: ['scope:storefront', 'scope:shared'],
    },
    {
      sourceTag: 'scope:backoffice',
      onlyDependOnLibsWithTags: ['scope:backoffice', 'scope:shared'],
    },
  ],
};

// Inside backend/src (one nx project, so by path): common/ never imports modules/, and a module
// imports another only through its public index.ts or its contracts/ (orders: contracts/ only).
const BACKEND = fileURLToPath(new URL('./backend', import.meta.url));
const BACKEND_MODULES = readdirSync(`${BACKEND}/src/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const BACKEND_ZONES = [
  {
    target: './src/common',
    from: './src/modules',
    message: 'common/ is shared by every module and never imports modules/ (give it a port).',
  },
  ...BACKEND_MODULES.map((name) => ({
    target: `./src/modules/!(${name})/**/*`,
    from: `./src/modules/${name}`,
    except: name === 'orders' ? ['./contracts'] : ['./index.ts', './contracts'],
    message: `Import the ${name} module through its public index.ts or contracts/ only.`,
  })),
];

export default defineConfig(
  {
    // Build output, caches, runtime data (embedded SQLite, mails) and coverage reports.
    ignores: ['**/dist/', '**/node_modules/', '**/.nx/', '**/data/', '**/coverage/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names mark parameters/values that are intentionally unused (e.g. the
      // signature of an interface method, or destructuring a field away).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      // `any` switches the type checker off; use `unknown` and narrow instead.
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: nodeGlobals },
    rules: {
      // CommonJS tool configs have to use require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {
      sourceType: 'module',
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    plugins: { '@nx': nx },
    rules: { '@nx/enforce-module-boundaries': ['error', PROJECT_BOUNDARIES] },
  },
  {
    files: ['backend/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: BACKEND, zones: BACKEND_ZONES }],
    },
  },
  {
    files: ['storefront/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_ANTD] }] },
  },
  {
    // Files stay readable as a whole (CONVENTIONS.md): split by topic past 450 lines.
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 450, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Written by openapi-typescript from the OpenAPI document (api-client:generate), not by
    // hand: its length follows the API.
    files: ['libs/api-client/src/generated/**'],
    rules: { 'max-lines': 'off' },
  },
);
