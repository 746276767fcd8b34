import type { SignageSegment, SignageSegmentPayload } from '@bestellwerk/api-client';

export const SEGMENT_TYPES = [
  { value: 'image', label: 'Bild' },
  { value: 'video', label: 'Video' },
  { value: 'menu-board', label: 'Speisekarte (live)' },
  { value: 'order-board', label: 'Abholanzeige' },
  { value: 'clock', label: 'Uhr' },
  { value: 'web', label: 'Webseite' },
  { value: 'ticker', label: 'Laufschrift' },
  { value: 'cms', label: 'CMS-Inhalt' },
] as const;

export interface SegmentFormValues {
  name?: string;
  type?: SignageSegmentPayload['type'];
  duration?: number;
  transition?: 'none' | 'fade' | 'slide';
  branch?: number | null;
  content?: NonNullable<SignageSegmentPayload['content']>;
}

export const segmentValues = (segment: SignageSegment): SegmentFormValues => ({
  name: segment.name,
  type: segment.type as SegmentFormValues['type'],
  duration: segment.duration,
  transition: segment.transition as SegmentFormValues['transition'],
  branch: segment.branch?.id ?? null,
  content: segment.content as SegmentFormValues['content'],
});

/** Form values → POST/PUT /api/digital-signage-segments (empty fields dropped). */
export const segmentPayload = (values: SegmentFormValues): SignageSegmentPayload => ({
  name: (values.name ?? '').trim(),
  type: values.type ?? 'clock',
  duration: values.duration ?? 10,
  transition: values.transition ?? 'fade',
  branch: values.branch ? { id: values.branch } : null,
  content: Object.fromEntries(
    Object.entries(values.content ?? {}).filter(
      ([, value]) => value !== undefined && value !== '' && value !== null,
    ),
  ),
});
