import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { KeyValueSessionStore } from '../../common/auth/session-store';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { AppConfig } from '../../config/app-config';

export const SESSION_COOKIE = 'bestellwerk.sid';

/**
 * Server-side sessions in an httpOnly SameSite cookie, stored through the key-value seam:
 * Redis in production (shared by every API process), the database when embedded.
 */
export async function setUpSessions(app: NestFastifyApplication): Promise<void> {
  const config = app.get(AppConfig);
  const ttlSeconds = config.env.SESSION_TTL_MINUTES * 60;
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: SESSION_COOKIE,
    store: new KeyValueSessionStore(app.get(KeyValueStore), ttlSeconds),
    saveUninitialized: false,
    rolling: true,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.env.COOKIE_SECURE,
      maxAge: ttlSeconds * 1000,
    },
  });
}
