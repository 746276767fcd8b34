import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteList } from '@bestellwerk/api-client';

/** The back-office areas served by remotes, by remote name: route and menu label. */
export const REMOTE_LABELS: Record<string, string> = {
  orders: 'Bestellungen',
  catalog: 'Produktkataloge',
  cms: 'Inhalte',
  signage: 'Digital Signage',
  timetracking: 'Zeiterfassung',
};

export const remoteLabel = (name: string) => REMOTE_LABELS[name] ?? name;

/** Relative URLs (the default /backend/remotes/…) become absolute for the runtime. */
export function registerRemoteList(list: RemoteList, names: string[] = Object.keys(list)): void {
  registerRemotes(
    names.map((name) => ({ name, entry: new URL(list[name], window.location.href).href })),
    // force: a retry after a failed load starts from scratch instead of the cached failure.
    { force: true },
  );
}

/** The remote's './App' (its default export). */
export async function loadRemoteApp(name: string): Promise<ComponentType> {
  const module = await loadRemote<{ default: ComponentType }>(`${name}/App`);
  if (!module?.default) throw new Error(`Das Modul ${name} liefert keine App.`);
  return module.default;
}
