/** One line of bench/results/latest.md. */
export interface Row {
  section: string;
  figure: string;
  /** Display strings: the measured value and the reference run's (or '—' for absolute targets). */
  measured: string;
  reference: string;
  /**
   * A ratio measured / reference. For a ratio row it is what the target bounds; an absolute
   * row leaves it null, or shows it beside its reference only (the API's CPU per order over
   * the bare transaction's) while its target bounds the measured value.
   */
  ratio: number | null;
  target: string;
  pass: boolean;
}

export interface SectionResult {
  rows: Row[];
  /** Free text under the table: what was run, choices, caveats. */
  notes: string[];
}

export const fmt = (value: number, digits = 1) =>
  Number.isFinite(value) ? value.toFixed(digits) : value === Infinity ? 'no answer' : '–';

/** A figure compared as a ratio measured / reference against a bound. */
export function ratioRow(
  section: string,
  figure: string,
  measured: number,
  reference: number,
  unit: string,
  bound: { atLeast?: number; atMost?: number },
  digits = 1,
): Row {
  const ratio = reference > 0 ? measured / reference : Number.NaN;
  const pass =
    Number.isFinite(ratio) &&
    (bound.atLeast === undefined || ratio >= bound.atLeast) &&
    (bound.atMost === undefined || ratio <= bound.atMost);
  return {
    section,
    figure,
    measured: `${fmt(measured, digits)} ${unit}`.trim(),
    reference: `${fmt(reference, digits)} ${unit}`.trim(),
    ratio,
    target: bound.atLeast !== undefined ? `≥ ${bound.atLeast}×` : `≤ ${bound.atMost}×`,
    pass,
  };
}

/** A figure with an absolute target (statements per read, orders/s, lost orders). */
export function absoluteRow(
  section: string,
  figure: string,
  measured: number,
  unit: string,
  bound: { atLeast?: number; atMost?: number; equals?: number },
  reference = '—',
  digits = 0,
): Row {
  const pass =
    Number.isFinite(measured) &&
    (bound.atLeast === undefined || measured >= bound.atLeast) &&
    (bound.atMost === undefined || measured <= bound.atMost) &&
    (bound.equals === undefined || measured === bound.equals);
  const target =
    bound.equals !== undefined
      ? `= ${bound.equals} ${unit}`
      : bound.atLeast !== undefined
        ? `≥ ${bound.atLeast} ${unit}`
        : `≤ ${bound.atMost} ${unit}`;
  return {
    section,
    figure,
    measured: `${fmt(measured, digits)} ${unit}`.trim(),
    reference,
    ratio: null,
    target: target.trim(),
    pass,
  };
}

export function failedSection(section: string, error: unknown): SectionResult {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return {
    rows: [
      {
        section,
        figure: `${section}: section did not complete`,
        measured: 'error',
        reference: '—',
        ratio: null,
        target: 'runs',
        pass: false,
      },
    ],
    notes: [`${section} failed: \`${message.split('\n').slice(0, 3).join(' ').slice(0, 400)}\``],
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function table(rows: Row[]): string[] {
  return [
    '| section | figure | measured | reference | ratio | target | result |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) =>
      [
        '',
        row.section,
        cell(row.figure),
        cell(row.measured),
        cell(row.reference),
        row.ratio === null ? '—' : Number.isFinite(row.ratio) ? `${fmt(row.ratio, 2)}×` : '–',
        cell(row.target),
        row.pass ? 'PASS' : '**FAIL**',
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ];
}
