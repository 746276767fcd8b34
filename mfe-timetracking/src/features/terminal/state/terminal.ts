import type { ApiKeyInfo, TerminalToken } from '@bestellwerk/api-client';

/** An address the API answers as a path ('/api/…'), absolute on this back office's host. */
export const absoluteUrl = (origin: string, path: string) =>
  `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * A branch's clock-in tablet (BranchTerminalController): opened by one of the branch's
 * API keys, the same keys as the front-desk screens.
 */
export const branchTerminalUrl = (origin: string, branchId: number, apiKey: string) =>
  absoluteUrl(origin, `/api/time-tracking-terminal/${branchId}/${encodeURIComponent(apiKey)}`);

/** The suggested name of a new branch key, so the keys list says what it opens. */
export const terminalKeyName = (branchName: string) => `Stempel-Terminal ${branchName}`.trim();

/** A token or key that still opens its terminal, as the list says it. */
export const accessStatus = (entry: Pick<TerminalToken | ApiKeyInfo, 'revokedAt'>) =>
  entry.revokedAt ? 'widerrufen' : 'aktiv';

/**
 * A new random PIN of `length` digits, from `random` (0 ≤ n < 1; crypto in the page):
 * for resetting a forgotten PIN without making one up.
 */
export function randomPin(random: () => number, length = 6): string {
  let pin = '';
  for (let index = 0; index < length; index++)
    pin += String(Math.min(9, Math.floor(random() * 10)));
  return pin;
}

/** A uniform 0 ≤ n < 1 from the browser's cryptographic source. */
export function cryptoRandom(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}
