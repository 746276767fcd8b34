import { changeLabel, zonesNowNext } from './nowNext';

const VIENNA = 'Europe/Vienna';
const stream = (
  id: number,
  name: string,
  extra: Partial<{ priority: number; isInterrupt: boolean; isEnabled: boolean }> = {},
  dayparts: { from?: string; to?: string; weekdays?: number[] }[] = [],
) => ({ id, name, priority: 0, isInterrupt: false, isEnabled: true, dayparts, ...extra });

const allDay = stream(1, 'Dauerschleife');
const lunch = stream(2, 'Mittagsmenü', { priority: 5 }, [{ from: '11:00', to: '14:00' }]);
const evening = stream(3, 'Abendkarte', { priority: 5 }, [{ from: '18:00', to: '22:00' }]);
const off = stream(4, 'Ausgeschaltet', { priority: 9, isEnabled: false });

// Monday 2026-03-23, 10:30 in Vienna (CET, UTC+1).
const mondayMorning = new Date('2026-03-23T09:30:00Z');

describe('what plays now and next in each zone', () => {
  const zones = [
    { key: 'main', name: 'Hauptbereich', streamIds: [1, 2, 4] },
    { key: 'side', name: 'Seite', streamIds: [3] },
    { key: 'empty', name: 'Leer', streamIds: [] },
  ];

  it('plays the valid stream of highest priority, the lunch menu takes over at 11:00', () => {
    const [main] = zonesNowNext(zones, [allDay, lunch, evening, off], mondayMorning, VIENNA);
    expect(main.now?.name).toBe('Dauerschleife');
    expect(main.next?.stream?.name).toBe('Mittagsmenü');
    expect(main.next?.at.toISOString()).toBe('2026-03-23T10:00:00.000Z');
  });

  it('says when a zone shows nothing now and what starts later', () => {
    const [, side] = zonesNowNext(zones, [allDay, lunch, evening], mondayMorning, VIENNA);
    expect(side.now).toBeNull();
    expect(side.isEmpty).toBe(false);
    expect(side.next?.stream?.name).toBe('Abendkarte');
    expect(side.next?.at.toISOString()).toBe('2026-03-23T17:00:00.000Z');
  });

  it('tells a zone without streams apart, and one whose stream never changes', () => {
    const [, , empty] = zonesNowNext(zones, [allDay], mondayMorning, VIENNA);
    expect(empty).toEqual(
      expect.objectContaining({ name: 'Leer', isEmpty: true, now: null, next: null }),
    );
    const [only] = zonesNowNext([{ streamIds: [1] }], [allDay], mondayMorning, VIENNA);
    expect(only).toEqual(
      expect.objectContaining({ key: 'zone-1', name: 'Zone 1', now: allDay, next: null }),
    );
  });

  it('follows the branch time zone', () => {
    // 10:30 UTC is 11:30 in Vienna (lunch) but 10:30 in London (not yet).
    const at = new Date('2026-03-23T10:30:00Z');
    expect(zonesNowNext(zones, [allDay, lunch], at, VIENNA)[0].now?.name).toBe('Mittagsmenü');
    expect(zonesNowNext(zones, [allDay, lunch], at, 'Europe/London')[0].now?.name).toBe(
      'Dauerschleife',
    );
  });

  it('labels a change as today or tomorrow in the branch time zone', () => {
    expect(changeLabel(new Date('2026-03-23T17:00:00Z'), mondayMorning, VIENNA)).toBe(
      'heute 18:00',
    );
    expect(changeLabel(new Date('2026-03-24T05:30:00Z'), mondayMorning, VIENNA)).toBe(
      'morgen 06:30',
    );
  });
});
