import dayjs from 'dayjs';
import type { Absence } from '@bestellwerk/api-client';
import { absencePayload, absenceValues, NEW_ABSENCE } from './absenceForm';

const sick: Absence = {
  id: 3,
  user: { id: 7, firstName: 'Anna', lastName: 'Berger', username: 'anna' },
  kind: 'sick',
  fromDay: '2026-03-02',
  toDay: '2026-03-03',
  halfDay: false,
  status: 'requested',
  note: 'Grippe',
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-03-02T07:00:00Z',
} as Absence;

describe('the absence form', () => {
  it('sends a new absence with the employee and the days as YYYY-MM-DD', () => {
    expect(
      absencePayload(
        {
          ...NEW_ABSENCE,
          user: 7,
          fromDay: dayjs('2026-03-02'),
          toDay: dayjs('2026-03-02'),
          halfDay: true,
          note: ' Arzttermin ',
        },
        'create',
      ),
    ).toEqual({
      user: { id: 7 },
      kind: 'sick',
      fromDay: '2026-03-02',
      toDay: '2026-03-02',
      halfDay: true,
      note: 'Arzttermin',
    });
  });

  it('leaves missing fields out so the server names them', () => {
    const payload = absencePayload({ ...NEW_ABSENCE }, 'create');
    expect(payload).not.toHaveProperty('user');
    expect(payload.fromDay).toBeUndefined();
    expect(payload.toDay).toBeUndefined();
  });

  it('edits an absence without its employee and round-trips its days', () => {
    const values = absenceValues(sick);
    expect(values.fromDay?.format('DD.MM.YYYY')).toBe('02.03.2026');
    expect(absencePayload(values, 'update')).toEqual({
      kind: 'sick',
      fromDay: '2026-03-02',
      toDay: '2026-03-03',
      halfDay: false,
      note: 'Grippe',
    });
  });
});
