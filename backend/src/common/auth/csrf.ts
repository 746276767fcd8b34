import Tokens from '@fastify/csrf';
import type { FastifyReply, FastifyRequest } from 'fastify';

const tokens = new Tokens({});

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/**
 * Double-submit as axios does it by default: the token sits in a readable cookie and comes
 * back in the X-XSRF-TOKEN header. The token is signed with a secret kept in the server-side
 * session, so a cookie planted by a sibling subdomain is useless without that session.
 */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  let secret = request.session.get('csrfSecret');
  if (!secret) {
    secret = tokens.secretSync();
    request.session.set('csrfSecret', secret);
  }
  const token = tokens.create(secret);
  void reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure });
  return token;
}

export function verifyCsrfToken(request: FastifyRequest): boolean {
  const secret = request.session?.get('csrfSecret');
  const header = request.headers[CSRF_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return !!secret && !!token && tokens.verify(secret, token);
}
