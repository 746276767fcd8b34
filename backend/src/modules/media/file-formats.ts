/**
 * Which files Bestellwerk takes and how it recognises them: from their bytes, never from
 * the name a client gives. Formats with magic bytes are identified by `file-type`; plain
 * text formats (txt, csv, svg) have none and are accepted only as clean UTF-8 text.
 */
import {
  CUSTOMER_FILE_FORMATS,
  FORMAT_LABELS,
  IMAGE_EXTENSIONS as DOMAIN_IMAGE_EXTENSIONS,
  LIBRARY_IMAGE_FORMATS,
  canonicalFormats,
} from '@bestellwerk/domain';

export interface FileFormat {
  extension: string;
  mimeType: string;
  label: string;
}

/** The MIME type of every format taken; its label is libs/domain's FORMAT_LABELS. */
const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  csv: 'text/csv',
  mp4: 'video/mp4',
  mpeg: 'video/mpeg',
  webm: 'video/webm',
  zip: 'application/zip',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Back-office images (anything the storefront can show and sharp can resize). */
export const IMAGE_EXTENSIONS: string[] = [...LIBRARY_IMAGE_FORMATS];

export type UploadKind = 'image' | 'file';

/**
 * storefront.md §5: image steps and the other (file) steps of a configurable product —
 * the lists the storefront offers, from libs/domain, so client and server never disagree.
 */
export const UPLOAD_EXTENSIONS: Record<UploadKind, string[]> = {
  image: canonicalFormats(DOMAIN_IMAGE_EXTENSIONS),
  file: CUSTOMER_FILE_FORMATS,
};

const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'svg']);
/** Old Office files share one container format (CFB); only the name tells them apart. */
const CFB_EXTENSIONS = new Set(['doc', 'xls', 'ppt']);

export function formatOf(extension: string): FileFormat | null {
  const mimeType = MIME_TYPES[extension];
  return mimeType ? { extension, mimeType, label: FORMAT_LABELS[extension] ?? extension } : null;
}

export function allowedList(extensions: string[]): string {
  return extensions.map((extension) => FORMAT_LABELS[extension] ?? extension).join(', ');
}

/** Spellings of one format as they occur in file names and in file-type's answers. */
export function normaliseExtension(extension: string): string {
  const lower = extension.toLowerCase();
  return lower === 'jpeg' || lower === 'jpe' ? 'jpg' : lower === 'mpg' ? 'mpeg' : lower;
}

/** The extension a client claims, from the file name or else from the data-URL type. */
export function claimedExtension(
  name: string | null | undefined,
  declaredType: string | null,
): string | null {
  const fromName = name ? /\.([A-Za-z0-9]{1,8})$/.exec(name.trim())?.[1] : undefined;
  if (fromName) return normaliseExtension(fromName);
  if (!declaredType) return null;
  const entry = Object.entries(MIME_TYPES).find(([, mimeType]) => mimeType === declaredType);
  return entry?.[0] ?? null;
}

export type Identification =
  | { ok: true; format: FileFormat }
  /** `detected`: the label of what the bytes are, if they were recognised. */
  | { ok: false; detected: string | null };

type Sniffer = (buffer: Uint8Array) => Promise<{ ext: string; mime: string } | undefined>;
let sniffer: Promise<Sniffer> | null = null;

/** file-type is ESM-only; the CommonJS build reaches it through a dynamic import. */
export function loadSniffer(): Promise<Sniffer> {
  sniffer ??= import('file-type').then((module) => module.fileTypeFromBuffer);
  return sniffer;
}

/**
 * What the bytes are, if it is one of `allowed`. `claimed` (from the name) only chooses
 * between formats the bytes cannot tell apart: text formats and the old Office files.
 */
export async function identifyFile(
  buffer: Buffer,
  allowed: string[],
  claimed: string | null,
): Promise<Identification> {
  const detected = await (await loadSniffer())(buffer);
  if (detected && detected.ext !== 'xml') {
    let extension = normaliseExtension(detected.ext);
    if (extension === 'cfb' && claimed && CFB_EXTENSIONS.has(claimed)) extension = claimed;
    const format = formatOf(extension);
    if (format && allowed.includes(extension)) return { ok: true, format };
    return { ok: false, detected: format?.label ?? extension.toUpperCase() };
  }
  if (claimed && TEXT_EXTENSIONS.has(claimed) && allowed.includes(claimed)) {
    const text = readCleanText(buffer);
    if (text !== null && (claimed !== 'svg' || isSafeSvg(text))) {
      return { ok: true, format: formatOf(claimed)! };
    }
  }
  return { ok: false, detected: null };
}

/** The text if the bytes are valid UTF-8 without NUL or other binary control bytes. */
export function readCleanText(buffer: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return null;
  }
  // Tab, line feed, form feed and carriage return occur in text; other C0 bytes mean binary.
  // eslint-disable-next-line no-control-regex
  return /[\x00-\x08\x0B\x0E-\x1F\x7F]/.test(text) ? null : text;
}

/**
 * An SVG a browser could not run code from. It is served as an attachment under
 * `Content-Security-Policy: default-src 'none'` anyway; this refuses the obvious vehicles
 * (scripts, event handlers, javascript: links, embedded HTML, entity declarations).
 */
export function isSafeSvg(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^<(svg[\s>]|\?xml\s)/i.test(start)) return false;
  if (!/<svg[\s>]/i.test(start)) return false;
  return ![
    /<script/i,
    /\son[a-z]+\s*=/i,
    /javascript:/i,
    /<foreignObject/i,
    /<!ENTITY/i,
    /<(iframe|embed|object|html|body)[\s>/]/i,
  ].some((pattern) => pattern.test(start));
}

/**
 * The name offered when downloading: the customer's name without its extension (which may
 * lie) plus the real one, with nothing that could break out of a header or a path.
 */
export function downloadName(originalName: string, extension: string): string {
  const base = (originalName.split(/[\\/]/).pop() ?? '')
    .replace(/\.[A-Za-z0-9]{1,8}$/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\x00-\x1F\x7F"]/g, '')
    .trim()
    .slice(0, 100);
  return `${base || 'datei'}.${extension}`;
}
