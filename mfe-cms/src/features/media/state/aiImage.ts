import type { ContentAiJob } from '@bestellwerk/api-client';

/** The picture of a finished image job: its address or its data URL; null until drawn. */
export function aiImageSource(job: Pick<ContentAiJob, 'status' | 'result'>): string | null {
  if (job.status !== 'completed' || !job.result) return null;
  const result = job.result as { url?: unknown; dataUrl?: unknown };
  if (typeof result.dataUrl === 'string' && result.dataUrl.startsWith('data:image/'))
    return result.dataUrl;
  if (typeof result.url === 'string' && /^https?:\/\//.test(result.url)) return result.url;
  return null;
}

/** The progress line of an image job. */
export function imageJobText(job: Pick<ContentAiJob, 'status' | 'progress' | 'error'>): string {
  switch (job.status) {
    case 'waiting':
      return 'Der Auftrag wartet auf den KI-Dienst …';
    case 'active':
      return `Das Bild wird erzeugt … ${job.progress} %`;
    case 'completed':
      return 'Das Bild ist fertig.';
    default:
      return job.error ?? 'Das Bild konnte nicht erzeugt werden.';
  }
}
