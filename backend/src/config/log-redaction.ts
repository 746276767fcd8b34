import type { LoggerOptions } from 'pino';
import type { Environment } from './env.schema';

/** What a secret is replaced with in a log line. */
export const REDACTED = '[verborgen]';

/** Variables whose value is a secret (keys, passwords, tokens). */
const SECRET_NAME = /(SECRET|PASSWORD|TOKEN|API_KEY|HMAC_KEY)$/;
/** Variables that are URLs and may carry a password (user:password@host). */
const URL_NAME = /_URL$/;

/**
 * The secret values of this process's configuration: the value of every SECRET, PASSWORD,
 * TOKEN or KEY variable and the password inside a URL, longest first (so a secret that
 * contains another is replaced whole). Short values (under 6 characters) are left: they
 * would blot out ordinary words.
 */
export function secretsOf(env: Partial<Environment> | Record<string, unknown>): string[] {
  const found = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (typeof value !== 'string' || !value) continue;
    if (SECRET_NAME.test(name)) found.add(value);
    if (URL_NAME.test(name)) {
      try {
        const password = decodeURIComponent(new URL(value).password);
        if (password) found.add(password);
      } catch {
        // Not a URL: nothing to take from it.
      }
    }
  }
  return [...found].filter((secret) => secret.length >= 6).sort((a, b) => b.length - a.length);
}

/** The text with every secret replaced. */
export function scrub(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets)
    if (result.includes(secret)) result = result.split(secret).join(REDACTED);
  return result;
}

/** A log argument with its secrets replaced: texts, errors (message, stack) and plain objects. */
function scrubValue(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (typeof value === 'string') return scrub(value, secrets);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    const copy = new Error(scrub(value.message, secrets));
    copy.name = value.name;
    copy.stack = value.stack && scrub(value.stack, secrets);
    return copy;
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, secrets, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubValue(item, secrets, depth + 1)]),
  );
}

/**
 * pino options that keep secrets out of every log line of API and worker: the values of the
 * configured secrets are replaced wherever they appear (a provider's error text that quotes
 * its API key, a connection error that quotes its URL), and fields named like secrets are
 * censored (pino's redact).
 */
export function redactingLogOptions(
  env: Partial<Environment>,
): Pick<LoggerOptions, 'redact' | 'hooks'> {
  const secrets = secretsOf(env);
  return {
    redact: {
      paths: [
        'password',
        '*.password',
        'apiKey',
        '*.apiKey',
        'token',
        '*.token',
        'pin',
        '*.pin',
        '*.authorization',
        '*.headers.authorization',
        '*.headers.cookie',
      ],
      censor: REDACTED,
    },
    hooks: {
      logMethod(args, method) {
        if (secrets.length === 0) return method.apply(this, args);
        return method.apply(
          this,
          args.map((arg) => scrubValue(arg, secrets)) as Parameters<typeof method>,
        );
      },
    },
  };
}
