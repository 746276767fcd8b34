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
