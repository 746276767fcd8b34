/**
 * The formats of the media library, one list for the server (what it takes, how it filters)
 * and the back office (the type filter): pictures of the library, and the files customers
 * send with a configurable product (storefront.md §5, FILE_EXTENSIONS).
 */
import { FILE_EXTENSIONS } from './cart';

/** Back-office pictures: what the storefront shows and the server resizes. */
export const LIBRARY_IMAGE_FORMATS = ['jpg', 'png', 'gif', 'webp'] as const;

/** A format as people name it. */
export const FORMAT_LABELS: Readonly<Record<string, string>> = {
  jpg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  svg: 'SVG',
  txt: 'TXT',
  csv: 'CSV',
  mp4: 'MP4',
  mpeg: 'MPEG',
  webm: 'WebM',
  zip: 'ZIP',
  pdf: 'PDF',
  doc: 'DOC',
  docx: 'DOCX',
  xls: 'XLS',
  xlsx: 'XLSX',
  ppt: 'PPT',
  pptx: 'PPTX',
};

/** 'jpeg' names the same format as 'jpg'; files are stored under the canonical name. */
export const canonicalFormats = (extensions: readonly string[]): string[] => [
  ...new Set(extensions.map((extension) => (extension === 'jpeg' ? 'jpg' : extension))),
];

/** What customers send, by canonical name. */
export const CUSTOMER_FILE_FORMATS = canonicalFormats(FILE_EXTENSIONS);

/** Formats only customers send: no picture of the library has them. */
export const FILE_ONLY_FORMATS = CUSTOMER_FILE_FORMATS.filter(
  (format) => !(LIBRARY_IMAGE_FORMATS as readonly string[]).includes(format),
);

/** The library's type filter: 'image' (pictures), 'file' (customers' files) or one format. */
export const LIBRARY_TYPES = [
  'image',
  'file',
  ...new Set([...LIBRARY_IMAGE_FORMATS, ...CUSTOMER_FILE_FORMATS]),
] as const;
