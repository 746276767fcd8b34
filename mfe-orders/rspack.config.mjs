// @ts-check
import { remoteConfig } from '@bestellwerk/mf/config';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Remote 'orders' (exposes './App', the login-free kitchen board './BranchScreen' and the
 * dashboard's './widgets');
 * deployable alone: build, copy dist/ where BACKOFFICE_REMOTES points.
 */
export default remoteConfig({
  name: 'orders',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './App': './src/App.tsx',
    './BranchScreen': './src/BranchScreen.tsx',
    './widgets': './src/widgets.ts',
  },
  // The board's heading; set at build time, e.g. to mark a test or staging build.
  define: { __ORDERS_TITLE__: process.env.MFE_ORDERS_TITLE || 'Bestellungen' },
});
