/**
 * LIKE's escape character: '!' because MariaDB and SQLite read it alike (a backslash is an
 * escape in MariaDB's string literals too, and SQLite has no default escape at all).
 */
export const LIKE_ESCAPE = '!';

/**
 * A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. Use it with
 * `LIKE :pattern ESCAPE '!'`.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (char) => `${LIKE_ESCAPE}${char}`)}%`;
}
