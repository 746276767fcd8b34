import { ApiError } from '../../common/http/api-error';

export const MEGABYTE = 1024 * 1024;
/** Images in the back office and customer uploads alike (storefront.md §5 leaves it open). */
export const MAX_FILE_BYTES = 10 * MEGABYTE;

export interface DecodedDataUrl {
  /** The type the client declared; only a hint, the bytes decide. */
  declaredType: string | null;
  buffer: Buffer;
}

const PREFIX =
  /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[a-z0-9_.+-]+=[^;,]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

export function tooLargeMessage(maxBytes = MAX_FILE_BYTES): string {
  return `Die Datei ist zu groß (höchstens ${Math.round(maxBytes / MEGABYTE)} MB).`;
}

/** Bytes a base64 text decodes to, without decoding it. */
export function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Reads `data:<type>;base64,<data>` as the back office and the storefront send files
 * (backoffice-api.md §3, storefront.md §7). Every failure is a 422 naming `field`; the
 * size is checked before decoding, so an oversized file costs no second copy in memory.
 */
export function parseDataUrl(
  value: unknown,
  field: string,
  label: string,
  maxBytes = MAX_FILE_BYTES,
): DecodedDataUrl {
  const fail = (message: string) => ApiError.validation([{ field, message }]);
  const match = typeof value === 'string' ? PREFIX.exec(value) : null;
  if (!match || typeof value !== 'string') {
    throw fail(`„${label}“ muss eine Data-URL sein (data:<Typ>;base64,<Daten>).`);
  }
  // Line breaks are legal in base64 as some encoders write it; nothing else is.
  const payload = value.slice(match[0].length).replace(/\s+/g, '');
  if (!BASE64.test(payload) || payload.length % 4 === 1) {
    throw fail(`„${label}“ enthält keine gültigen Base64-Daten.`);
  }
  if (decodedLength(payload) > maxBytes) throw fail(tooLargeMessage(maxBytes));
  const buffer = Buffer.from(payload, 'base64');
  if (buffer.length === 0) throw fail(`„${label}“ ist leer.`);
  if (buffer.length > maxBytes) throw fail(tooLargeMessage(maxBytes));
  return { declaredType: match[1]?.toLowerCase() ?? null, buffer };
}
