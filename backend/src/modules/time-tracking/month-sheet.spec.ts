import { strFromU8, unzipSync } from 'fflate';
import { periodFigures, type DayBalance } from '@bestellwerk/domain';
import { monthSheetCsv } from './month-sheet';
import { monthSheetXlsx } from './month-sheet-xlsx';
import type { UserBalance } from './time-sheet.service';

const day = (flags: DayBalance['flags']): DayBalance => ({
  day: '2026-03-02',
  plannedMinutes: 480,
  workedMinutes: 660,
  creditedMinutes: 0,
  differenceMinutes: 180,
  holiday: null,
  absence: null,
  flags,
});

const balance = (
  labourCountry: UserBalance['labourCountry'],
  flags: DayBalance['flags'],
): UserBalance => ({
  user: { id: 7, username: 'anna', firstName: 'Anna', lastName: 'Berger' },
  from: '2026-03-02',
  to: '2026-03-02',
  labourCountry,
  days: [day(flags)],
  weeks: [],
  months: [],
  ...periodFigures([day(flags)], 0, '2026-03-02'),
});

const xlsxSheet = (buffer: Buffer) =>
  strFromU8(unzipSync(new Uint8Array(buffer))['xl/worksheets/sheet1.xml']);

describe('the month sheet names labour-law flags by the country’s paragraph', () => {
  it.each([
    ['DE', 'Mehr als 10 Stunden Arbeitszeit (ArbZG §3)'],
    ['AT', 'Mehr als 12 Stunden Arbeitszeit (AZG §9)'],
  ] as const)('in the CSV for %s: „%s“', (country, label) => {
    const row = monthSheetCsv(balance(country, ['over-max-daily'])).split('\r\n')[1];
    expect(row.split(';').at(-1)).toBe(label);
  });

  it('in the XLSX, with every flag of the day', () => {
    const sheet = xlsxSheet(
      monthSheetXlsx(balance('AT', ['break-missing', 'over-max-weekly', 'rest-too-short'])),
    );
    expect(sheet).toContain(
      'Pause fehlt: 30 Minuten ab 6 Stunden (AZG §11); Mehr als 60 Stunden in der Woche (AZG §9); ' +
        'Ruhezeit unter 11 Stunden (AZG §12)',
    );
    expect(sheet).not.toContain('break-missing');
  });

  it('closes with the month’s figures, each line saying what it includes', () => {
    const rows = monthSheetCsv(balance('AT', [])).split('\r\n');
    const line = (label: string) => rows.find((row) => row.split(';')[3] === label)!.split(';');
    expect(line('Summe').slice(5, 9)).toEqual(['8,00', '11,00', '0,00', '3,00']);
    expect(line('Summe')[9]).toContain('Soll bis 02.03.2026');
    expect(line('Saldo')[8]).toBe('3,00');
    expect(line('Soll ganzer Zeitraum')[5]).toBe('8,00');
  });
});
