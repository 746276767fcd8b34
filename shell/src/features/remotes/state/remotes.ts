import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteList } from '@bestellwerk/api-client';

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

/** Relative URLs (the default /backend/remotes/…) become absolute for the runtime. */
export function registerRemoteList(list: RemoteList, names: string[] = Object.keys(list)): void {
  registerRemotes(
    names.map((name) => ({ name, entry: new URL(list[name], window.location.href).href })),
    // force: a retry after a failed load starts from scratch instead of the cached failure.
    { force: true },
  );
}

/**
 * A module a remote exposes (its default export; './App' unless named): a host that does not
 * answer ends in an error.
 */
export async function loadRemoteApp<Props extends object = object>(
  name: string,
  timeoutMs: number = REMOTE_TIMEOUT_MS,
  module = 'App',
): Promise<ComponentType<Props>> {
  const loaded = await withTimeout(
    loadRemote<{ default: ComponentType<Props> }>(`${name}/${module}`),
    timeoutMs,
    `Das Modul ${name} hat nicht rechtzeitig geantwortet.`,
  );
  if (!loaded?.default) throw new Error(`Das Modul ${name} liefert kein ${module}.`);
  return loaded.default;
}
