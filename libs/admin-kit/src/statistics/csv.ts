import type { StatisticsReport } from '@bestellwerk/api-client';
import { formatLocalDate } from '@bestellwerk/domain';

/**
 * The CSV's file name in German from the chart's title and the range:
 * „Umsatz_01.11.2026-28.11.2026.csv“, umlauts written out for every file system.
 */
export function statisticsCsvFileName(title: string, from: string, to: string): string {
  const name = title
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const days =
    from === to ? formatLocalDate(from) : `${formatLocalDate(from)}-${formatLocalDate(to)}`;
  return `${name || 'Statistik'}_${days}.csv`;
}

/** A figure for a German spreadsheet: cents as euros with a decimal comma, no grouping. */
function cell(unit: string, value: number | null): string {
  if (value === null) return '';
  const figure = unit === 'cents' ? value / 100 : value;
  return String(Math.round(figure * 100) / 100).replace('.', ',');
}

const quote = (text: string) => (/[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A report as CSV (semicolons, as Excel in German reads it): the breakdown when the report
 * has one, else the series; the previous period's figures beside.
 */
export function reportToCsv(report: StatisticsReport): string {
  const money = report.unit === 'cents';
  const lines: string[][] = [];
  if (report.breakdown.length > 0) {
    lines.push(['Eintrag', 'Wert', `Vorperiode (${report.previousFrom} – ${report.previousTo})`]);
    for (const entry of report.breakdown) {
      lines.push([
        entry.label,
        cell(report.unit, entry.value),
        cell(report.unit, entry.previousValue),
      ]);
    }
  } else if (report.flow.length > 0) {
    lines.push(['Von', 'Nach', 'Anzahl']);
    for (const step of report.flow) {
      const [from, to] = step.label.split(' → ');
      lines.push([from, to ?? '', cell('count', step.value)]);
    }
  } else {
    lines.push([
      report.bucket === 'hour' ? 'Stunde' : 'Datum',
      money ? 'Brutto (EUR)' : 'Wert',
      ...(money ? ['Netto (EUR)'] : []),
      'Vorperiode',
      ...(money ? ['Vorperiode netto (EUR)'] : []),
    ]);
    report.series.forEach((point, index) => {
      const previous = report.previousSeries[index];
      lines.push([
        report.bucket === 'hour' ? `${point.key}:00` : formatLocalDate(point.key),
        cell(report.unit, point.value),
        ...(money ? [cell(report.unit, point.net)] : []),
        cell(report.unit, previous?.value ?? 0),
        ...(money ? [cell(report.unit, previous?.net ?? 0)] : []),
      ]);
    });
  }
  return `${lines.map((line) => line.map(quote).join(';')).join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link (UTF-8 with BOM, so Excel reads umlauts). */
export function downloadText(
  filename: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
