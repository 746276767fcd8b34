// @ts-check
import { remoteConfig } from '@bestellwerk/mf/config';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Remote 'cms' (exposes './App' and the dashboard's visitor './widgets'); deployable alone:
 * build, copy dist/ where BACKOFFICE_REMOTES points.
 */
export default remoteConfig({
  name: 'cms',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './App': './src/App.tsx',
    './widgets': './src/widgets.ts',
  },
});
