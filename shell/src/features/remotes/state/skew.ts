import type { Schemas } from '@bestellwerk/api-client';
import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * One shared module of a build (what it was built with and what it requires of others) as a
 * build records it: the shape the server's Betrieb answer documents
 * (SharedVersionResponse), all but name and version optional in a manifest built earlier.
 */
export type SharedRecord = Pick<SharedVersion, 'name' | 'version'> &
  Partial<Omit<SharedVersion, 'name' | 'version'>>;
type SharedVersion = Schemas['SharedVersionResponse'];

/** What a build records about itself (libs/mf/config buildInfo). */
export interface BuildRecord {
  name: string;
  version: string;
  commit: string | null;
  builtAt: string;
  shared: SharedRecord[];
}

/** The shell's own build record (hostConfig compiles it in); null where it is not built (tests). */
export const SHELL_BUILD: BuildRecord | null =
  typeof __BACKOFFICE_BUILD__ === 'undefined' ? null : __BACKOFFICE_BUILD__;

/** A singleton a remote requires in a range the shell's copy does not meet. */
export interface UnmetSingleton {
  name: string;
  required: string;
  present: string;
  /** true: the remote needs a newer copy than the shell has; false: it was built for an older one. */
  needsNewer: boolean;
}

/**
 * The shell's entry for a module a remote consumes: by its name, or by a prefix key of the
 * map ('react-dom/' covers 'react-dom/client').
 */
export function shellEntry(name: string, shell: SharedRecord[]): SharedRecord | undefined {
  return (
    shell.find((entry) => entry.name === name) ??
    shell.find((entry) => entry.name.endsWith('/') && name.startsWith(entry.name))
  );
}

/** The lowest version a range admits ('^1.8.0' → [1, 8, 0]). */
const lowestOf = (range: string) =>
  (range.match(/\d+(\.\d+){0,2}/)?.[0] ?? '0').split('.').map(Number);

const isBelow = (version: string, range: string) => {
  const have = version.split(/[.+-]/).map(Number);
  const need = lowestOf(range);
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) !== (need[i] ?? 0)) return (have[i] ?? 0) < (need[i] ?? 0);
  }
  return false;
};

/**
 * The singletons a remote consumes (its mf-manifest.json's `shared`) whose range the shell's
 * copy does not satisfy. Those are one instance for all, so the remote cannot bring its own:
 * its area shows a notice instead of running with a copy that lacks what it needs. Modules the
 * shell does not share, and non-singletons (the remote loads its own copy), pass.
 */
export function unmetSingletons(remote: SharedRecord[], shell: SharedRecord[]): UnmetSingleton[] {
  const unmet: UnmetSingleton[] = [];
  for (const entry of remote) {
    const required = entry.requiredVersion;
    if (!entry.singleton || typeof required !== 'string' || required === '*') continue;
    const present = shellEntry(entry.name, shell)?.version;
    if (!present || satisfy(present, required)) continue;
    unmet.push({ name: entry.name, required, present, needsNewer: isBelow(present, required) });
  }
  return unmet;
}

/** Thrown instead of loading a remote whose singletons the shell cannot give it. */
export class VersionSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly unmet: UnmetSingleton[],
  ) {
    super(
      `Modul ${remote}: ${unmet.map((u) => `${u.name} ${u.required} (hier ${u.present})`).join(', ')}`,
    );
    this.name = 'VersionSkewError';
  }
}

/**
 * Reads the remote's manifest and refuses it when its singletons do not fit the shell
 * (VersionSkewError). A manifest that cannot be read is left to the loader, whose error the
 * area shows as usual.
 */
export async function checkRemoteVersions(
  name: string,
  manifestUrl: string,
  shell: BuildRecord | null = SHELL_BUILD,
  load: (url: string) => Promise<Response> = (url) => fetch(url, { cache: 'no-cache' }),
): Promise<void> {
  if (!shell) return;
  let shared: SharedRecord[];
  try {
    const response = await load(manifestUrl);
    if (!response.ok) return;
    shared = sharedOf(await response.json());
  } catch {
    return;
  }
  const unmet = unmetSingletons(shared, shell.shared);
  if (unmet.length > 0) throw new VersionSkewError(name, unmet);
}

/** The shared records of a manifest read as unknown JSON: those with a name and a version. */
export function sharedOf(manifest: unknown): SharedRecord[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  return shared.filter(
    (entry): entry is SharedRecord =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as SharedRecord).name === 'string' &&
      typeof (entry as SharedRecord).version === 'string',
  );
}
