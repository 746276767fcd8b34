import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of the stored and the presented secret. */
export function sameSecret(stored: string, presented: string): boolean {
  const a = Buffer.from(stored.toLowerCase(), 'utf8');
  const b = Buffer.from(presented.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
