import { selectStream, streamValidAt } from '@bestellwerk/domain';
import type { SignageStream, SignageStreamPayload } from '@bestellwerk/api-client';

export interface DaypartValues {
  weekdays?: number[];
  from?: string;
  to?: string;
  dateFrom?: string;
  dateTo?: string;
}

export interface StreamFormValues {
  name?: string;
  branch?: number | null;
  priority?: number;
  isInterrupt?: boolean;
  isEnabled?: boolean;
  dayparts?: DaypartValues[];
  segmentIds?: number[];
}

export const WEEKDAY_OPTIONS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'].map((label, index) => ({
  label,
  value: index + 1,
}));

export const streamValues = (stream: SignageStream): StreamFormValues => ({
  name: stream.name,
  branch: stream.branch?.id ?? null,
  priority: stream.priority,
  isInterrupt: stream.isInterrupt,
  isEnabled: stream.isEnabled,
  dayparts: stream.dayparts.map((d) => ({
    weekdays: d.weekdays ?? [],
    from: d.from ?? '',
    to: d.to ?? '',
    dateFrom: d.dateFrom ?? '',
    dateTo: d.dateTo ?? '',
  })),
  segmentIds: stream.segmentIds,
});

const orNull = (text?: string) => (text && text.trim() ? text.trim() : null);

/** Form values → POST/PUT /api/digital-signage-streams. */
export const streamPayload = (values: StreamFormValues): SignageStreamPayload => ({
  name: (values.name ?? '').trim(),
  branch: values.branch ? { id: values.branch } : null,
  priority: values.priority ?? 0,
  isInterrupt: values.isInterrupt ?? false,
  isEnabled: values.isEnabled ?? true,
  dayparts: (values.dayparts ?? []).map((d) => ({
    weekdays: d.weekdays?.length ? d.weekdays : null,
    from: orNull(d.from),
    to: orNull(d.to),
    dateFrom: orNull(d.dateFrom),
    dateTo: orNull(d.dateTo),
  })),
  segmentIds: values.segmentIds ?? [],
});

/** „jetzt aktiv“ in the list: valid now by its dayparts (libs/domain, Vienna time). */
export const isActiveNow = (stream: SignageStream, now = new Date()) =>
  streamValidAt(stream, now, 'Europe/Vienna');

/** Of all streams, the one that would play now in a zone holding all of them. */
export const playingNow = (streams: SignageStream[], now = new Date()) =>
  selectStream(streams, now, 'Europe/Vienna');
