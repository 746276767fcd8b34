import PDFDocument from 'pdfkit';
import {
  ABSENCE_KIND_LABELS,
  figureLines,
  formatMinutes,
  labourFlagLabel,
  type FigureKey,
} from '@bestellwerk/domain';
import type { UserBalance } from './time-sheet.service';

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];

const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const weekday = (day: string) => {
  const index = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(index + 6) % 7];
};
/** Hours with two decimals and a decimal comma, as payroll imports expect in Austria and Germany. */
const hours = (minutes: number) => (minutes / 60).toFixed(2).replace('.', ',');
// The PDF's standard fonts know no U+2212; payroll sheets use the hyphen-minus.
const plain = (text: string) => text.replace(/−/g, '-');

/** The day's holiday, absence and labour-law flags (labelled by the balance's country). */
function remark(day: UserBalance['days'][number], country: UserBalance['labourCountry']): string {
  const parts: string[] = [];
  if (day.holiday)
    parts.push(day.holiday.half ? `${day.holiday.name} (halber Tag)` : day.holiday.name);
  if (day.absence)
    parts.push(
      `${ABSENCE_KIND_LABELS[day.absence.kind]}${day.absence.halfDay ? ' (halber Tag)' : ''}`,
    );
  parts.push(...day.flags.map((flag) => labourFlagLabel(flag, country)));
  return parts.join('; ');
}

/** A total line under the day rows; the columns it fills, the rest stay empty. */
export interface SummaryRow {
  label: string;
  planned?: number;
  worked?: number;
  credited?: number;
  difference?: number;
  /** What the line includes. */
  note: string;
}

/**
 * The lines under the day rows of every month sheet (CSV, PDF, XLSX), named and explained
 * by libs/domain figureLines as on screen: the sum of the counted days, whose Saldo is
 * Ist + Gutschrift − Soll, the carry-in, the new Saldo and the whole month's target apart.
 */
export function summaryRows(balance: UserBalance): SummaryRow[] {
  const lines = new Map(figureLines(balance).map((line) => [line.key, line]));
  const line = (key: FigureKey) => lines.get(key)!;
  return [
    {
      label: 'Summe',
      planned: balance.plannedMinutes,
      worked: balance.workedMinutes,
      credited: balance.creditedMinutes,
      difference: balance.differenceMinutes,
      note: `${line('plannedMinutes').label}; ${line('differenceMinutes').label}: ${line('differenceMinutes').includes}`,
    },
    {
      label: line('openingMinutes').label,
      difference: balance.openingMinutes,
      note: line('openingMinutes').includes,
    },
    {
      label: line('closingMinutes').label,
      difference: balance.closingMinutes,
      note: line('closingMinutes').includes,
    },
    {
      label: line('periodPlannedMinutes').label,
      planned: balance.periodPlannedMinutes,
      note: line('periodPlannedMinutes').includes,
    },
  ];
}

const CSV_HEADER = [
  'Personalnummer',
  'Benutzer',
  'Name',
  'Datum',
  'Wochentag',
  'Soll (h)',
  'Ist (h)',
  'Gutschrift (h)',
  'Saldo (h)',
  'Bemerkung',
];

const csvField = (value: string) =>
  /[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * The month as CSV for payroll: semicolon-separated with a decimal comma (what Excel in
 * German opens directly), UTF-8 with BOM, one row a day, and the balance rows at the end.
 */
export function monthSheetCsv(balance: UserBalance): string {
  const name = `${balance.user.firstName} ${balance.user.lastName}`.trim();
  const rows = [CSV_HEADER];
  for (const day of balance.days) {
    rows.push([
      String(balance.user.id),
      balance.user.username,
      name,
      germanDate(day.day),
      weekday(day.day),
      hours(day.plannedMinutes),
      hours(day.workedMinutes),
      hours(day.creditedMinutes),
      hours(day.differenceMinutes),
      remark(day, balance.labourCountry),
    ]);
  }
  const cell = (minutes: number | undefined) => (minutes === undefined ? '' : hours(minutes));
  for (const row of summaryRows(balance)) {
    rows.push([
      '',
      '',
      '',
      row.label,
      '',
      cell(row.planned),
      cell(row.worked),
      cell(row.credited),
      cell(row.difference),
      row.note,
    ]);
  }
  return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}

/** The month sheet as PDF: one line a day, totals, carried balance, signature lines. */
export function monthSheetPdf(balance: UserBalance, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const name =
      `${balance.user.firstName} ${balance.user.lastName}`.trim() || balance.user.username;
    doc.font('Helvetica-Bold').fontSize(16).text(title);
    doc.font('Helvetica').fontSize(10).text(`${name} (${balance.user.username})`);
    doc.text(`Zeitraum ${germanDate(balance.from)} – ${germanDate(balance.to)}`);
    doc.moveDown();
    const columns = [40, 80, 150, 210, 270, 330, 390];
    const header = ['Tag', 'Datum', 'Soll', 'Ist', 'Gutschr.', 'Saldo', 'Bemerkung'];
    const line = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      cells.forEach((cell, index) =>
        doc.text(plain(cell), columns[index], y, {
          width: (columns[index + 1] ?? 555) - columns[index] - 4,
          lineBreak: index === cells.length - 1,
        }),
      );
      doc.x = 40;
      doc.y = Math.max(doc.y, y + 12);
    };
    line(header, true);
    for (const day of balance.days) {
      line([
        weekday(day.day),
        germanDate(day.day),
        formatMinutes(day.plannedMinutes),
        formatMinutes(day.workedMinutes),
        formatMinutes(day.creditedMinutes),
        formatMinutes(day.differenceMinutes),
        remark(day, balance.labourCountry),
      ]);
    }
    doc.moveDown();
    const cell = (minutes: number | undefined) =>
      minutes === undefined ? '' : formatMinutes(minutes);
    for (const row of summaryRows(balance)) {
      line(
        [
          '',
          row.label,
          cell(row.planned),
          cell(row.worked),
          cell(row.credited),
          cell(row.difference),
          row.note,
        ],
        true,
      );
    }
    doc.moveDown(3);
    doc.text('______________________________        ______________________________', 40);
    doc.text('Mitarbeiter/in                                                  Vorgesetzte/r', 40);
    doc.end();
  });
}
