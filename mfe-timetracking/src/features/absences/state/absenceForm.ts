import dayjs, { type Dayjs } from 'dayjs';
import type { Absence, AbsencePayload } from '@bestellwerk/api-client';
import { ABSENCE_KIND_LABELS, ABSENCE_KINDS, type AbsenceKind } from '@bestellwerk/domain';

/** The decision of an absence as a German tag. */
export const ABSENCE_STATUS = {
  requested: { label: 'Offen', color: 'gold' },
  approved: { label: 'Genehmigt', color: 'green' },
  rejected: { label: 'Abgelehnt', color: 'red' },
} as const;

/** The page's status filter; 'all' sends none. */
export const STATUS_FILTER = [
  { value: 'requested', label: 'Offen' },
  { value: 'approved', label: 'Genehmigt' },
  { value: 'rejected', label: 'Abgelehnt' },
  { value: 'all', label: 'Alle' },
];

export const ABSENCE_KIND_OPTIONS = ABSENCE_KINDS.map((kind) => ({
  value: kind,
  label: ABSENCE_KIND_LABELS[kind],
}));

/** The form's values, named as the server names the fields so its errors land under them. */
export interface AbsenceValues {
  user?: number;
  kind?: AbsenceKind;
  fromDay?: Dayjs | null;
  toDay?: Dayjs | null;
  halfDay: boolean;
  note: string;
}

export const NEW_ABSENCE: AbsenceValues = { kind: 'sick', halfDay: false, note: '' };

const DAY = 'YYYY-MM-DD';

export function absenceValues(absence: Absence): AbsenceValues {
  return {
    user: absence.user.id,
    kind: absence.kind as AbsenceKind,
    fromDay: dayjs(absence.fromDay, DAY),
    toDay: dayjs(absence.toDay, DAY),
    halfDay: absence.halfDay,
    note: absence.note,
  };
}

/**
 * What the server gets. Missing fields stay out, so the server names them in German; the
 * employee of an existing absence is not changed (the server ignores it on PUT).
 */
export function absencePayload(
  values: AbsenceValues,
  mode: 'create' | 'update',
): Partial<AbsencePayload> {
  return {
    ...(mode === 'create' && values.user !== undefined ? { user: { id: values.user } } : {}),
    kind: values.kind,
    fromDay: values.fromDay ? values.fromDay.format(DAY) : undefined,
    toDay: values.toDay ? values.toDay.format(DAY) : undefined,
    halfDay: values.halfDay,
    note: values.note.trim(),
  };
}
