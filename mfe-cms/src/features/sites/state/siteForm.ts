import type { Site, SitePayload } from '@bestellwerk/api-client';
import { migrateContent } from '@bestellwerk/domain';

export interface SiteFormValues {
  /** Kept in the form (not sent) so the editor's Content AI and preview know the site. */
  id?: number;
  path?: string;
  type?: string;
  name?: string;
  title?: string | null;
  description?: string | null;
  isPublic?: boolean;
  content?: { type: string; value?: Record<string, unknown> }[];
}

export const toSiteValues = (site: Site): SiteFormValues => ({
  id: site.id,
  path: site.path,
  type: site.type,
  name: site.name,
  title: site.title,
  description: site.description,
  isPublic: site.isPublic,
  // Old link shapes (a slide's linkLabel/linkHref) are edited as link items.
  content: migrateContent(site.content) as SiteFormValues['content'],
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
  content: (values.content ?? []).map((block) => ({
    type: block.type,
    value: block.value ?? {},
  })) as unknown as SitePayload['content'],
});
