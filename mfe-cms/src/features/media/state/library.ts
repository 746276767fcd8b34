import type { QueryOf } from '@bestellwerk/api-client';
import { FILE_ONLY_FORMATS, FORMAT_LABELS, LIBRARY_IMAGE_FORMATS } from '@bestellwerk/domain';

export type { ImageUsage, LibraryEntry, LibraryImage } from '@bestellwerk/api-client';

/** Cards per page: a multiple of 2, 3, 4, 6 and 8 columns. */
export const LIBRARY_PAGE_SIZE = 48;

export interface LibraryFilter {
  search: string;
  /** '' all, 'image' pictures, 'file' customers' files, or one format ('pdf', 'png', …). */
  type: string;
  used: '' | 'true' | 'false';
}

export const EMPTY_FILTER: LibraryFilter = { search: '', type: '', used: '' };

const formatOption = (format: string) => ({ value: format, label: FORMAT_LABELS[format] });

/** The type filter's choices: both kinds, then the formats of each (libs/domain). */
export const TYPE_OPTIONS = [
  { value: '', label: 'Alle' },
  { value: 'image', label: 'Bilder' },
  { value: 'file', label: 'Dateien' },
  { label: 'Bildformate', options: LIBRARY_IMAGE_FORMATS.map(formatOption) },
  { label: 'Dateiformate', options: FILE_ONLY_FORMATS.map(formatOption) },
];

/** Formats only customers send: no picture of the library has them. */
const FILE_ONLY = new Set(FILE_ONLY_FORMATS);

/**
 * Used / unused is about pictures (only they are placed in the shop): for files alone it
 * means nothing and is switched off.
 */
export function usedFilterApplies(type: string): boolean {
  return type !== 'file' && !FILE_ONLY.has(type);
}

/** backoffice-api.md §8 wording for images. */
export const MEDIA_ERRORS = {
  load: 'Bilder konnten nicht geladen werden.',
  update: 'Das Bild konnte nicht aktualisiert werden.',
  remove: 'Das Bild konnte nicht gelöscht werden.',
  usages: 'Die Verwendungen konnten nicht geladen werden.',
  removeFile: 'Die Datei konnte nicht gelöscht werden.',
};

/** The query of GET /api/media-library for the filters and page (empty ones left out). */
export function libraryQuery(filter: LibraryFilter, page = 1): QueryOf<'/api/media-library'> {
  const query: QueryOf<'/api/media-library'> = { page, perPage: LIBRARY_PAGE_SIZE };
  if (filter.search.trim()) query.search = filter.search.trim();
  // The filter's choices are TYPE_OPTIONS, the formats the server takes (libs/domain).
  if (filter.type) query.type = filter.type as QueryOf<'/api/media-library'>['type'];
  if (filter.used && usedFilterApplies(filter.type)) query.used = filter.used === 'true';
  return query;
}

/** The type a #/cms/media?type=… address asks for (#/cms/files, the old tab: files). */
export function typeFromHash(hash: string): string {
  if (/^#?\/cms\/files\/?(\?|$)/.test(hash)) return 'file';
  const type = new URLSearchParams(hash.split('?')[1] ?? '').get('type') ?? '';
  const known = TYPE_OPTIONS.flatMap((option) =>
    option.options ? option.options.map((inner) => inner.value) : [option.value],
  );
  return known.includes(type) ? type : '';
}
