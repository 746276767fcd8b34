// @ts-check
import { remoteConfig } from '@bestellwerk/mf/config';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const config = remoteConfig({ name: 'catalog', dir: here });

/** Remote 'catalog' (exposes './App'); deployable alone: build, copy dist/ where BACKOFFICE_REMOTES points. */
export default {
  ...config,
  // The unit names come from libs/domain's source, as in the storefront (no prior build).
  resolve: {
    ...config.resolve,
    alias: { '@bestellwerk/domain$': resolve(here, '../libs/domain/src/index.ts') },
  },
};
