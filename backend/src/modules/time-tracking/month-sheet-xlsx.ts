import { strToU8, zipSync } from 'fflate';
import { ABSENCE_KIND_LABELS, labourFlagLabel } from '@bestellwerk/domain';
import { summaryRows } from './month-sheet';
import type { UserBalance } from './time-sheet.service';

/**
 * The month sheet as an XLSX workbook for payroll: the smallest valid Office Open XML
 * package (one sheet, inline strings, numbers as numbers in hours), zipped with fflate
 * (already in the tree through pdfkit) instead of a spreadsheet library of megabytes.
 */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Cell = string | number;

function column(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function sheetXml(rows: Cell[][]): string {
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((cell, c) => {
          const ref = `${column(c)}${r + 1}`;
          if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export function monthSheetXlsx(balance: UserBalance): Buffer {
  const rows: Cell[][] = [
    [
      'Benutzer',
      'Datum',
      'Soll (h)',
      'Ist (h)',
      'Gutschrift (h)',
      'Saldo (h)',
      'Feiertag',
      'Abwesenheit',
      'Hinweise',
    ],
  ];
  for (const day of balance.days) {
    rows.push([
      balance.user.username,
      day.day,
      hours(day.plannedMinutes),
      hours(day.workedMinutes),
      hours(day.creditedMinutes),
      hours(day.differenceMinutes),
      day.holiday?.name ?? '',
      day.absence
        ? `${ABSENCE_KIND_LABELS[day.absence.kind]}${day.absence.halfDay ? ' (halber Tag)' : ''}`
        : '',
      day.flags.map((flag) => labourFlagLabel(flag, balance.labourCountry)).join('; '),
    ]);
  }
  const cell = (minutes: number | undefined) => (minutes === undefined ? '' : hours(minutes));
  for (const row of summaryRows(balance)) {
    rows.push([
      row.label,
      '',
      cell(row.planned),
      cell(row.worked),
      cell(row.credited),
      cell(row.difference),
      '',
      '',
      row.note,
    ]);
  }
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Monatsblatt" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml(rows)),
  };
  return Buffer.from(zipSync(files));
}
