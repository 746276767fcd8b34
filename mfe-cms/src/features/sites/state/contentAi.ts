import type { ContentAiJob, Site } from '@bestellwerk/api-client';
import { readContentItems, readDefaultBlock } from '@bestellwerk/domain';

/** What the progress line says about a Content AI job (backoffice-api.md §7). */
export function jobStatusText(job: Pick<ContentAiJob, 'status' | 'progress' | 'error'>): string {
  switch (job.status) {
    case 'waiting':
      return 'Der Auftrag wartet auf den KI-Dienst …';
    case 'active':
      return `Der Entwurf wird geschrieben … ${job.progress} %`;
    case 'completed':
      return 'Der Entwurf ist fertig.';
    default:
      return job.error ?? 'Der Entwurf konnte nicht erstellt werden.';
  }
}

/** A job is over once it completed or failed; until then the editor asks again. */
export const jobFinished = (job: Pick<ContentAiJob, 'status'>) =>
  job.status === 'completed' || job.status === 'failed';

export interface DraftView {
  title: string | null;
  description: string | null;
  sections: { title: string; text: string }[];
}

/** Rich text as plain text for the draft's overview (the storefront shows the formatting). */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * A site's pending draft (Content AI's text) as the editor shows it: title, description and
 * the slides of its text blocks. Null when the site has none.
 */
export function draftView(draft: Site['draft']): DraftView | null {
  if (!draft) return null;
  const sections = readContentItems(draft.content).flatMap((item) => {
    const block = readDefaultBlock(item);
    return block?.type === 'text_slider'
      ? block.value.slides.map((slide) => ({
          title: slide.title ?? '',
          text: plainText(slide.text),
        }))
      : [];
  });
  return {
    title: typeof draft.title === 'string' ? draft.title : null,
    description: typeof draft.description === 'string' ? draft.description : null,
    sections,
  };
}

/**
 * The site's blocks that „Veröffentlichen“ would drop: publishing puts the draft's content in
 * place of the whole body. A Content AI draft keeps the page's other blocks, so this names
 * only what a draft really leaves out (e.g. one saved from another page's content).
 */
export function blocksReplacedByDraft(site: Pick<Site, 'content' | 'draft'>): string[] {
  if (!site.draft || site.draft.content === undefined) return [];
  const kept = new Set(readContentItems(site.draft.content).map((block) => block.type));
  return readContentItems(site.content)
    .map((block) => block.type)
    .filter((type) => type && !kept.has(type));
}
