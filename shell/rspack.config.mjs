// @ts-check
import { hostConfig, pageConfig } from '@bestellwerk/mf/config';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));

/**
 * The back-office host (no remote URL in the build, they come from /api/backoffice/remotes)
 * and its login page, built on its own (dist/login.html, served at /backend/login).
 */
export default [
  hostConfig({ name: 'shell', dir, publicPath: '/backend/', template: './src/index.html' }),
  pageConfig({
    name: 'login',
    dir,
    publicPath: '/backend/',
    entry: './src/login.tsx',
    template: './src/index.html',
    after: 'shell',
  }),
];
