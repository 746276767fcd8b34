// @ts-check
import { remoteConfig } from '@bestellwerk/mf/config';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Remote 'cms' (exposes './App'); deployable alone: build, copy dist/ where BACKOFFICE_REMOTES points. */
export default remoteConfig({ name: 'cms', dir: dirname(fileURLToPath(import.meta.url)) });
