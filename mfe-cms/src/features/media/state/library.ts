import { http, type Page, type Schemas } from '@bestellwerk/api-client';

export type LibraryImage = Schemas['ImageResponse'];
export type ImageUsage = Schemas['ImageUsageResponse'];

export interface LibraryFilter {
  search: string;
  type: '' | 'jpg' | 'png' | 'gif' | 'webp';
  used: '' | 'true' | 'false';
}

/** backoffice-api.md §8 wording for images. */
export const MEDIA_ERRORS = {
  load: 'Bilder konnten nicht geladen werden.',
  update: 'Das Bild konnte nicht aktualisiert werden.',
  remove: 'Das Bild konnte nicht gelöscht werden.',
  usages: 'Die Verwendungen konnten nicht geladen werden.',
};

/** The query of GET /api/images for the library's filters (empty ones left out). */
export function libraryQuery(filter: LibraryFilter): Record<string, string | number> {
  const query: Record<string, string | number> = { sort: '-id', perPage: 200 };
  if (filter.search.trim()) query.search = filter.search.trim();
  if (filter.type) query.type = filter.type;
  if (filter.used) query.used = filter.used;
  return query;
}

export const mediaApi = {
  list: (filter: LibraryFilter): Promise<Page<LibraryImage>> =>
    http.list<LibraryImage>('/images', libraryQuery(filter)),
  usages: (id: number) => http.get<ImageUsage[]>(`/images/${id}/usages`),
  saveAlt: (id: number, alt: string) => http.put<LibraryImage>(`/images/${id}`, { alt }),
  remove: (id: number) => http.delete<{ id: number }>(`/images/${id}`),
};
