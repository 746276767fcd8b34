import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteBuildResponse, SharedVersionResponse } from './dto/remote-build.response';

/** How long one remote's manifest may take before the list names it unreachable. */
export const MANIFEST_TIMEOUT_MS = 5_000;

const LOCAL = /^\/backend\/remotes\/([a-z][a-z0-9-]*)\/mf-manifest\.json$/;

interface Manifest {
  shared?: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
  metaData?: {
    build?: {
      name?: string;
      version?: string;
      commit?: string | null;
      builtAt?: string;
      shared?: { name: string; contentHash?: string | null }[];
    };
  };
}

/** A manifest served here is read from its dist/; one elsewhere is fetched. */
async function readManifest(
  url: string,
  remoteDir: (name: string) => string,
  fetchImpl: typeof fetch,
): Promise<Manifest> {
  const local = LOCAL.exec(url);
  if (local) {
    const text = await readFile(join(remoteDir(local[1]), 'mf-manifest.json'), 'utf8').catch(() => {
      throw new Error('Das Modul ist hier nicht gebaut (mf-manifest.json fehlt).');
    });
    return JSON.parse(text) as Manifest;
  }
  if (!/^https?:\/\//.test(url)) {
    throw new Error('Die Adresse ist relativ und liegt nicht unter /backend/remotes/.');
  }
  const reply = await fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) }).catch(
    () => {
      throw new Error('Der Server des Moduls antwortet nicht.');
    },
  );
  if (!reply.ok) throw new Error(`Der Server des Moduls antwortet mit ${reply.status}.`);
  return (await reply.json()) as Manifest;
}

/**
 * Which build of each remote runs (GET /api/backoffice/builds): per remote of the list its
 * build record and the shared versions it consumes, read from its mf-manifest.json — from
 * dist/ for the remotes served here, over HTTP for those elsewhere; a manifest that cannot
 * be read names the German reason instead.
 */
export async function remoteBuilds(
  list: Record<string, string>,
  remoteDir: (name: string) => string,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteBuildResponse[]> {
  return Promise.all(
    Object.entries(list).map(async ([name, manifestUrl]) => {
      const empty = {
        name,
        manifestUrl,
        packageName: null,
        version: null,
        commit: null,
        builtAt: null,
        shared: [],
      };
      let manifest: Manifest;
      try {
        manifest = await readManifest(manifestUrl, remoteDir, fetchImpl);
      } catch (error) {
        const message =
          error instanceof SyntaxError
            ? 'Das mf-manifest.json des Moduls ist kein gültiges JSON.'
            : (error as Error).message;
        return { ...empty, error: message };
      }
      const build = manifest.metaData?.build;
      const hashes = new Map((build?.shared ?? []).map((entry) => [entry.name, entry.contentHash]));
      const shared: SharedVersionResponse[] = (manifest.shared ?? [])
        .map((entry) => ({
          name: entry.name,
          version: entry.version,
          requiredVersion: entry.requiredVersion ?? null,
          singleton: Boolean(entry.singleton),
          contentHash: hashes.get(entry.name) ?? null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return {
        ...empty,
        error: null,
        packageName: build?.name ?? null,
        version: build?.version ?? null,
        commit: build?.commit ?? null,
        builtAt: build?.builtAt ?? null,
        shared,
      };
    }),
  );
}
