/**
 * The live preview of the site editor (issue 16): mfe-cms embeds the storefront's preview
 * route in an iframe on the same origin and sends it the site as the form holds it, unsaved.
 * Both sides speak only these two messages; anything else on the channel is ignored.
 */

/** The storefront route that renders a site it is sent (noindex, linked from nowhere). */
export const CMS_PREVIEW_PATH = '/cms-vorschau';

/** How long the editor waits after the last keystroke before it sends the site again. */
export const CMS_PREVIEW_DEBOUNCE_MS = 300;

/** A site as the preview renders it: what the editor's form holds, nothing stored. */
export interface CmsPreviewSite {
  type: string;
  name: string;
  title: string | null;
  description: string | null;
  isPublic: boolean;
  content: { type: string; value: Record<string, unknown> }[];
}

/** preview → editor: the route is listening; send the current state. */
export interface CmsPreviewReady {
  type: 'bestellwerk:cms-preview:ready';
}

/** editor → preview: render this site. */
export interface CmsPreviewSiteMessage {
  type: 'bestellwerk:cms-preview:site';
  site: CmsPreviewSite;
}

export type CmsPreviewMessage = CmsPreviewReady | CmsPreviewSiteMessage;

export const CMS_PREVIEW_READY: CmsPreviewReady = { type: 'bestellwerk:cms-preview:ready' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/**
 * The editor's form values as a preview site: a half-filled form (a block just added, a
 * name not typed yet) still renders.
 */
export function cmsPreviewSite(values: {
  type?: unknown;
  name?: unknown;
  title?: unknown;
  description?: unknown;
  isPublic?: unknown;
  content?: unknown;
}): CmsPreviewSite {
  const content = Array.isArray(values.content) ? values.content : [];
  return {
    type: typeof values.type === 'string' && values.type ? values.type : 'default',
    name: typeof values.name === 'string' ? values.name : '',
    title: text(values.title),
    description: text(values.description),
    isPublic: values.isPublic === true,
    content: content
      .filter((block): block is Record<string, unknown> => isRecord(block))
      .filter((block) => typeof block.type === 'string')
      .map((block) => ({
        type: block.type as string,
        value: isRecord(block.value) ? block.value : {},
      })),
  };
}

/**
 * A message event's data as one of the two messages, or null for anything else (another
 * script's messages, a malformed site). The caller checks the event's origin first.
 */
export function readCmsPreviewMessage(data: unknown): CmsPreviewMessage | null {
  if (!isRecord(data)) return null;
  if (data.type === CMS_PREVIEW_READY.type) return CMS_PREVIEW_READY;
  if (data.type !== 'bestellwerk:cms-preview:site' || !isRecord(data.site)) return null;
  const site = data.site;
  if (typeof site.type !== 'string' || !Array.isArray(site.content)) return null;
  return { type: 'bestellwerk:cms-preview:site', site: cmsPreviewSite(site) };
}
