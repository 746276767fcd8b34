// @ts-check
import { hostConfig } from '@bestellwerk/mf/config';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The back-office host: no remote URL in the build, they come from /api/backoffice/remotes. */
export default hostConfig({
  name: 'shell',
  dir: dirname(fileURLToPath(import.meta.url)),
  publicPath: '/backend/',
  template: './src/index.html',
});
