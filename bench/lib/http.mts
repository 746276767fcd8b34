import { request } from 'node:http';
import { backendModule, connect } from './database.mts';

/** A raw GET as a client sees it: status, headers and the bytes on the wire (not decoded). */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([k, v]) => [
              k,
              Array.isArray(v) ? v.join(', ') : String(v),
            ]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

import { AdminClient } from '../../backend/e2e/admin-client.ts';

export { AdminClient };

/** The password the bench gives the seeded administrator (see benchAdmin). */
export const BENCH_ADMIN_PASSWORD = 'Bench-Admin-2026!';

/**
 * The administrator of a bench database, logged in. The product runs in production mode
 * here, where the demo password is refused (DEMO_LOGIN_REFUSED), so the bench first gives
 * the seeded `admin` a password of its own, hashed as the product hashes passwords (argon2id).
 */
export async function benchAdmin(url: string, databaseUrl: string) {
  const argon2 = backendModule<typeof import('argon2')>('argon2');
  const hash = await argon2.hash(BENCH_ADMIN_PASSWORD, { type: argon2.argon2id });
  const db = await connect(databaseUrl);
  try {
    await db.query("UPDATE `user` SET passwordHash = ? WHERE username = 'admin'", [hash]);
  } finally {
    await db.end();
  }
  return new AdminClient(url).login('admin', BENCH_ADMIN_PASSWORD);
}
