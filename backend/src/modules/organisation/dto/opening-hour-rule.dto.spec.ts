import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { translateValidationErrors } from '../../../common/validation/german-messages';
import { OpeningHourRuleDto, isCalendarDate, normaliseOpeningHours } from './opening-hour-rule.dto';

function messagesFor(plain: object) {
  return translateValidationErrors(validateSync(plainToInstance(OpeningHourRuleDto, plain)));
}

describe('an opening-hour rule', () => {
  it('accepts a weekday with times and a closed day without them', () => {
    expect(messagesFor({ type: 'monday', from: '08:00', to: '18:30' })).toEqual([]);
    expect(messagesFor({ type: 'sunday', isClosed: true })).toEqual([]);
  });

  it('accepts a shift past midnight (to before from)', () => {
    expect(messagesFor({ type: 'friday', from: '18:00', to: '02:00' })).toEqual([]);
  });

  it('needs a known type', () => {
    expect(messagesFor({ type: 'weekly', from: '08:00', to: '18:00' })).toEqual([
      {
        field: 'type',
        message:
          '„Typ“ muss einer der folgenden Werte sein: once, daily, monday, tuesday, wednesday, thursday, friday, saturday, sunday.',
      },
    ]);
  });

  it('needs a date only for a one-time rule, with one message saying so', () => {
    expect(messagesFor({ type: 'once', isClosed: true })).toEqual([
      { field: 'date', message: '„Datum“ ist für eine einmalige Regel erforderlich.' },
    ]);
    expect(messagesFor({ type: 'daily', from: '08:00', to: '18:00' })).toEqual([]);
  });

  it('refuses a malformed or non-existent date', () => {
    const invalid = {
      field: 'date',
      message: '„Datum“ muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
    };
    expect(messagesFor({ type: 'once', isClosed: true, date: '24.12.2026' })).toEqual([invalid]);
    expect(messagesFor({ type: 'once', isClosed: true, date: '2026-02-30' })).toEqual([invalid]);
    expect(messagesFor({ type: 'once', isClosed: true, date: '2026-12-24' })).toEqual([]);
  });

  it('needs from and to in HH:mm unless the day is closed', () => {
    expect(messagesFor({ type: 'daily' })).toEqual([
      {
        field: 'from',
        message: '„Von“ ist erforderlich, außer der Tag ist als geschlossen markiert.',
      },
      {
        field: 'to',
        message: '„Bis“ ist erforderlich, außer der Tag ist als geschlossen markiert.',
      },
    ]);
    expect(messagesFor({ type: 'daily', from: '8:00', to: '24:00' })).toEqual([
      { field: 'from', message: '„Von“ muss eine Uhrzeit im Format HH:mm sein (z. B. 08:30).' },
      { field: 'to', message: '„Bis“ muss eine Uhrzeit im Format HH:mm sein (z. B. 18:00).' },
    ]);
  });

  it('is stored with every key, a date only when once and no times when closed', () => {
    const rules = [
      plainToInstance(OpeningHourRuleDto, {
        type: 'monday',
        from: '08:00',
        to: '12:00',
        date: '2026-01-01',
      }),
      plainToInstance(OpeningHourRuleDto, {
        type: 'once',
        date: '2026-12-24',
        isClosed: true,
        from: '08:00',
      }),
    ];
    expect(normaliseOpeningHours(rules)).toEqual([
      { type: 'monday', date: null, isClosed: false, from: '08:00', to: '12:00' },
      { type: 'once', date: '2026-12-24', isClosed: true, from: null, to: null },
    ]);
  });

  it('knows calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
  });
});
