/**
 * Redirects of the CMS (backoffice-api.md §3 redirects: id, path): a request for `path` is
 * answered with a redirect to `target` before the storefront renders. Paths are compared
 * normalised: one leading slash, no trailing slash, no query.
 */
export interface RedirectRule {
  id?: number;
  path: string;
  target: string;
}

/** '/ueber-uns/' and 'ueber-uns' are both '/ueber-uns'; the query is not part of it. */
export function normaliseRedirectPath(path: string): string {
  const bare = path.trim().split(/[?#]/)[0];
  const segments = bare.split('/').filter(Boolean);
  return `/${segments.join('/')}`;
}

/**
 * Where a redirect may lead: a path of this shop (/neue-seite) or an http(s) URL. '//host'
 * and '/\host' look like paths but browsers take them to another host (protocol-relative),
 * so a path starts with one slash and holds no backslash; no spaces anywhere.
 */
export const REDIRECT_TARGET = /^(\/(?![/\\])[^\s\\]*|https?:\/\/[^\s]+)$/;

/** Whether a stored target may be followed (rows saved before the rule above included). */
export function isSafeRedirectTarget(target: string): boolean {
  return REDIRECT_TARGET.test(target.trim());
}

/** A target on this site ('/x', 'x') as a path; an absolute URL elsewhere gives null. */
export function internalTarget(target: string): string | null {
  const trimmed = target.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  return normaliseRedirectPath(trimmed);
}

/**
 * The chain of paths a request for `candidate.path` would pass through if `candidate` were
 * saved among `existing` (the one with the same id replaced), when it comes back to a path
 * already visited — a loop; null when the chain ends.
 */
export function redirectLoop(
  existing: readonly RedirectRule[],
  candidate: RedirectRule,
): string[] | null {
  const rules = new Map<string, string>();
  for (const rule of existing) {
    if (candidate.id !== undefined && rule.id === candidate.id) continue;
    rules.set(normaliseRedirectPath(rule.path), rule.target);
  }
  rules.set(normaliseRedirectPath(candidate.path), candidate.target);
  const start = normaliseRedirectPath(candidate.path);
  const visited = [start];
  let current = start;
  for (;;) {
    const target = rules.get(current);
    if (target === undefined) return null;
    const next = internalTarget(target);
    if (next === null) return null;
    if (visited.includes(next)) return [...visited, next];
    visited.push(next);
    current = next;
  }
}

/** The German message for a loop, naming its chain. */
export function redirectLoopMessage(chain: readonly string[]): string {
  return `Diese Weiterleitung ergäbe eine Schleife: ${chain.join(' → ')}.`;
}
