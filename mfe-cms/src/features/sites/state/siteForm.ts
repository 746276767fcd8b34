import type { Site, SitePayload } from '@bestellwerk/api-client';
import { contentPayload, toEditedContent, type EditedBlock } from '../../../shared/fields/content';

export interface SiteFormValues {
  /** Kept in the form (not sent) so the editor's Content AI and preview know the site. */
  id?: number;
  path?: string;
  type?: string;
  name?: string;
  title?: string | null;
  description?: string | null;
  isPublic?: boolean;
  content?: EditedBlock[];
}

export const toSiteValues = (site: Site): SiteFormValues => ({
  id: site.id,
  path: site.path,
  type: site.type,
  name: site.name,
  title: site.title,
  description: site.description,
  isPublic: site.isPublic,
  content: toEditedContent(site.content),
});

const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** Form values → POST/PUT /api/sites: the blocks as { type, value }, empty texts as null. */
export const sitePayload = (values: SiteFormValues): SitePayload => ({
  path: (values.path ?? '').trim(),
  type: values.type ?? 'default',
  name: (values.name ?? '').trim(),
  title: orNull(values.title),
  description: orNull(values.description),
  isPublic: !!values.isPublic,
  content: contentPayload(values.content),
});
