import { useEffect, useState } from 'react';

/** '#/orders/12?x=1' → '/orders/12' (the path part of the hash route). */
export function hashPath(hash: string = window.location.hash): string {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path.startsWith('/') ? path : `/${path}`;
}

export function navigate(path: string): void {
  window.location.hash = path.startsWith('/') ? path : `/${path}`;
}

/**
 * The back office's router: hash routes under /backend (#/dashboard, #/orders, …). Tiny on
 * purpose — react-router 8 is ES-module-only and jest cannot load it — and shared as a
 * singleton so the shell and the remotes see the same location.
 */
export function useHashPath(): string {
  const [path, setPath] = useState(() => hashPath());
  useEffect(() => {
    const update = () => setPath(hashPath());
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return path;
}

/**
 * A branch's kitchen screen inside the shell: /backend#/screen/{branchId}/{apiKey} (the
 * orders remote hands it out, the shell opens it without a login). The key
 * stays in the hash, so it never reaches a server log or a Referer header.
 */
export const screenHash = (branchId: number, apiKey: string) =>
  `#/screen/${branchId}/${encodeURIComponent(apiKey)}`;

/** The branch and key of a screen hash, or null for every other route. */
export function parseScreenHash(hash: string): { branchId: number; apiKey: string } | null {
  const match = /^#\/screen\/(\d+)\/([^/?#]+)\/?$/.exec(hash);
  if (!match) return null;
  try {
    return { branchId: Number(match[1]), apiKey: decodeURIComponent(match[2]) };
  } catch {
    return null; // a broken %-sequence is no key
  }
}
