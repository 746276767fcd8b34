import { germanDay, profileQuery } from './profileRange';

describe('the profile page’s range', () => {
  it('runs the balance to today inside the range', () => {
    expect(profileQuery('thisMonth', '2026-11-26')).toEqual({
      start: '2026-11-01',
      now: '2026-11-26',
      end: '2026-11-26',
    });
    expect(profileQuery('last7', '2026-11-26')).toEqual({
      start: '2026-11-20',
      now: '2026-11-26',
      end: '2026-11-26',
    });
  });

  it('runs it to the last day of a past range', () => {
    expect(profileQuery('lastMonth', '2026-11-26')).toEqual({
      start: '2026-10-01',
      now: '2026-10-31',
      end: '2026-10-31',
    });
  });

  it('writes days the German way', () => {
    expect(germanDay('2026-03-09')).toBe('09.03.2026');
  });
});
