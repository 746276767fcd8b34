import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteList } from '@bestellwerk/api-client';
import { checkRemoteVersions } from './skew';

/** The back-office areas served by remotes, by remote name: route and menu label. */
export const REMOTE_LABELS: Record<string, string> = {
  orders: 'Bestellungen',
  catalog: 'Produktkataloge',
  cms: 'Website & Medien',
  signage: 'Digital Signage',
  timetracking: 'Zeiterfassung',
};

export const remoteLabel = (name: string) => REMOTE_LABELS[name] ?? name;

/**
 * Routes a remote serves under its own names (storefront.md §2: the staff toolbar links
 * #/sites and #/navigations): the route, its German name and the remote that owns it.
 */
export const REMOTE_ROUTES: Record<string, { remote: string; label: string }> = {
  sites: { remote: 'cms', label: 'Seiten' },
  navigations: { remote: 'cms', label: 'Navigationen' },
  blocks: { remote: 'cms', label: 'Blöcke' },
  nodes: { remote: 'cms', label: 'Inhaltselemente' },
  redirects: { remote: 'cms', label: 'Weiterleitungen' },
};

/**
 * The remote a hash path belongs to ('/sites/3' → cms, '/catalog/products' → catalog), with
 * the area's German name; null for the shell's own routes and unknown ones.
 */
export function remoteRouteOf(path: string): { remote: string; label: string } | null {
  const head = path.split('/').filter(Boolean)[0] ?? '';
  if (REMOTE_ROUTES[head]) return REMOTE_ROUTES[head];
  if (REMOTE_LABELS[head]) return { remote: head, label: REMOTE_LABELS[head] };
  return null;
}

/** How long a remote's manifest and entry may take before the area shows its error. */
export const REMOTE_TIMEOUT_MS = 20_000;

/** Rejects with `message` when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A remote's manifest URL as the runtime gets it: relative ones (/backend/remotes/…) made absolute. */
export const manifestUrlOf = (list: RemoteList, name: string) =>
  new URL(list[name], window.location.href).href;

/** Relative URLs (the default /backend/remotes/…) become absolute for the runtime. */
export function registerRemoteList(list: RemoteList, names: string[] = Object.keys(list)): void {
  registerRemotes(
    names.map((name) => ({ name, entry: manifestUrlOf(list, name) })),
    // force: a retry after a failed load starts from scratch instead of the cached failure.
    { force: true },
  );
}

/**
 * A module a remote exposes (its default export; './App' unless named): a host that does not
 * answer ends in an error. Given its manifest's URL, the remote is first checked against the
 * shell's singletons (checkRemoteVersions): one that needs other versions than the shell has
 * is not started but ends in a VersionSkewError, which its area explains.
 */
export async function loadRemoteApp<Props extends object = object>(
  name: string,
  timeoutMs: number = REMOTE_TIMEOUT_MS,
  module = 'App',
  manifestUrl?: string,
): Promise<ComponentType<Props>> {
  const loaded = await withTimeout(
    (async () => {
      if (manifestUrl) await checkRemoteVersions(name, manifestUrl);
      return loadRemote<{ default: ComponentType<Props> }>(`${name}/${module}`);
    })(),
    timeoutMs,
    `Das Modul ${name} hat nicht rechtzeitig geantwortet.`,
  );
  if (!loaded?.default) throw new Error(`Das Modul ${name} liefert kein ${module}.`);
  return loaded.default;
}
