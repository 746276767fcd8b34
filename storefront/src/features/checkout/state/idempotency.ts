/**
 * A fresh Idempotency-Key for one order submission. crypto.randomUUID exists only in
 * secure contexts (HTTPS, localhost); a shop reached over plain HTTP in a LAN still gets a
 * random key from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
