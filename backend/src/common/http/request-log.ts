import type { IncomingMessage, ServerResponse } from 'node:http';

/** Path segments that are credentials themselves: login-link tokens, display API keys. */
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/backend\/login\/link\/)[^/]+/, '$1…'],
  [/^(\/api\/(?:orders|events)\/(?:frontdesk|backoffice)\/[^/]+\/)[^/]+/, '$1…'],
  [/^(\/api\/payments\/[^/]+\/return\/)[^/]+/, '$1…'],
];

/** The URL as it may be logged: secrets in the path masked, query values left out. */
export function loggableUrl(url: string | undefined): string {
  if (!url) return '';
  const at = url.indexOf('?');
  let path = at === -1 ? url : url.slice(0, at);
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  if (at === -1) return path;
  const keys = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return keys.length ? `${path}?${keys.map((key) => `${key}=…`).join('&')}` : path;
}

/**
 * What the HTTP request log keeps of a request and its answer: method, URL (see
 * loggableUrl), status; pino-http adds the time. No headers at all, so cookies, session
 * ids, the XSRF token and Authorization never reach a log file, whatever a client sends.
 */
export const requestLogSerializers = {
  req: (req: { id?: unknown; method?: string; url?: string; raw?: IncomingMessage }) => ({
    id: req.id,
    method: req.method,
    // The middleware sees the URL with its mount path cut off; originalUrl is the whole one.
    url: loggableUrl((req.raw as { originalUrl?: string } | undefined)?.originalUrl ?? req.url),
  }),
  res: (res: { statusCode?: number; raw?: ServerResponse }) => ({
    statusCode: res.statusCode ?? res.raw?.statusCode,
  }),
};
