// @ts-check
// Root ESLint flat config, shared by every workspace project (`nx run-many -t lint`
// runs `eslint` inside each project; ESLint finds this file by walking up).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
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

// Import boundaries (CONVENTIONS.md "nx module boundaries enforced by lint"). Relative paths
// that climb out of a project count as well as package names.
const NO_BACKEND = {
  regex: '^(@bestellwerk/backend(/|$)|backend/|(\\.\\./)+backend(/|$))',
  message:
    'The storefront and the back-office remotes never import backend/; they talk to the API.',
};
const NO_OTHER_APP = {
  regex: '^(@bestellwerk/(shell|mfe-[\\w-]+)(/|$)|(\\.\\./)+(shell|mfe-[\\w-]+|storefront)(/|$))',
  message: 'A remote never imports another remote or the shell; share code through libs/.',
};
const NO_ANTD = {
  regex: '^(antd|@ant-design/[\\w-]+|@bestellwerk/(admin-kit|mf))(/|$)',
  message: 'The storefront has no UI kit: no antd, no back-office libraries.',
};
const NO_OWN_CODE = {
  regex: '^(@bestellwerk/|\\.\\./)',
  message: 'libs/domain is pure rules: it imports nothing of ours (only its own ./ modules).',
};

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
    files: ['storefront/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_BACKEND, NO_ANTD] }] },
  },
  {
    files: ['mfe-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_BACKEND, NO_OTHER_APP] }] },
  },
  {
    files: ['libs/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_OWN_CODE] }] },
  },
);
