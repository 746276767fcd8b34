import { federalStates, publicHolidays, publicHolidaysBetween } from './public-holidays';

describe('public holidays of Austria and Germany by federal state', () => {
  it('names the Austrian national holidays and the half days of Christmas Eve and New Year’s Eve', () => {
    const days = publicHolidays(2026, 'AT', '9');
    expect(days).toContainEqual({ day: '2026-10-26', name: 'Nationalfeiertag', half: false });
    expect(days).toContainEqual({ day: '2026-12-08', name: 'Mariä Empfängnis', half: false });
    expect(days).toContainEqual({ day: '2026-12-24', name: 'Heiliger Abend', half: true });
    expect(days).toContainEqual({ day: '2026-12-31', name: 'Silvester', half: true });
    // Observances do not change the working time.
    expect(days.map((day) => day.day)).not.toContain('2026-05-10');
  });

  it.each([
    ['BY', '2026-01-06', true],
    ['BE', '2026-01-06', false],
    ['BY', '2026-06-04', true],
    ['NW', '2026-06-04', true],
    ['SN', '2026-06-04', false],
    ['SN', '2026-11-18', true], // Buß- und Bettag only in Saxony
    ['BY', '2026-11-18', false],
    ['BE', '2026-03-08', true], // Frauentag in Berlin
  ])('Germany, %s: %s is a holiday: %s', (state, day, expected) => {
    expect(publicHolidays(2026, 'DE', state).some((holiday) => holiday.day === day)).toBe(expected);
  });

  it('knows the Austrian states by number', () => {
    expect(federalStates('AT')['9']).toBe('Wien');
    expect(Object.keys(federalStates('DE'))).toContain('BY');
  });

  it('gathers holidays across a turn of the year', () => {
    const days = publicHolidaysBetween('2026-12-20', '2027-01-07', 'AT', '9').map((h) => h.day);
    expect(days).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-31',
      '2027-01-01',
      '2027-01-06',
    ]);
  });
});
