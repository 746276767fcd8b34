import type { DayBalance, WorkingActivity } from '@bestellwerk/api-client';
import { correctionPayload, flagLabel, sheetRows } from './timesheet';

describe('the timesheet grid', () => {
  it('puts each activity on the Vienna day it started', () => {
    const day = (d: string) => ({ day: d }) as DayBalance;
    // 23:30 UTC on 1 March is 00:30 on 2 March in Vienna.
    const activity = { id: 1, startedAt: '2026-03-01T23:30:00.000Z' } as WorkingActivity;
    const rows = sheetRows([day('2026-03-01'), day('2026-03-02')], [activity]);
    expect(rows.map((row) => row.activities.length)).toEqual([0, 1]);
  });

  it.each([
    ['AT', 'Mehr als 12 Stunden Arbeitszeit (AZG §9)'],
    ['DE', 'Mehr als 10 Stunden Arbeitszeit (ArbZG §3)'],
  ] as const)('names the labour-law flags in German with the paragraph of %s', (country, label) => {
    expect(flagLabel('over-max-daily', country)).toBe(label);
  });

  it('sends a correction with its reason and one pause', () => {
    const payload = correctionPayload({
      startedAt: '2026-03-02T08:00',
      endedAt: '2026-03-02T16:30',
      pauseStart: '2026-03-02T12:00',
      pauseEnd: '2026-03-02T12:30',
      correctionReason: '  Vergessen  ',
    });
    expect(payload.correctionReason).toBe('Vergessen');
    expect(payload.pauses).toHaveLength(1);
  });
});
