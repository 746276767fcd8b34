/**
 * Product labels printed on sheets of sticky labels (backoffice-api.md §9 "Label grid sizes"):
 * compact 12 rows by 4 columns (48 small price labels per A4 sheet), detail 5 rows by 2
 * columns (10 large labels with description and allergens). The grid, the sheet's cells and
 * the limits live here once; the catalogue's print dialog and its preview read them.
 */
export const LABEL_GRIDS = {
  compact: { rows: 12, columns: 4, label: 'Kompakt – 12 × 4 je Blatt' },
  detail: { rows: 5, columns: 2, label: 'Detail – 5 × 2 je Blatt' },
} as const;

export type LabelLayout = keyof typeof LABEL_GRIDS;

/** How many labels of one product at most (a whole box of sheets is not a click away). */
export const MAX_LABEL_COPIES = 100;

export interface LabelSheetOptions {
  /** Labels of each product (1 … MAX_LABEL_COPIES). */
  copies?: number;
  /** Position (1-based, row by row) of the first free label on a sheet already used. */
  firstPosition?: number;
}

/** The cells of one sheet: null where a label stays empty (already used, or left over). */
export type LabelSheet<T> = (T | null)[];

export function labelsPerSheet(layout: LabelLayout): number {
  const grid = LABEL_GRIDS[layout];
  return grid.rows * grid.columns;
}

/** German problems with the options; empty when the sheets can be laid out. */
export function labelSheetProblems(layout: LabelLayout, options: LabelSheetOptions): string[] {
  const problems: string[] = [];
  if (!(layout in LABEL_GRIDS)) problems.push('Unbekanntes Etikettenformat.');
  const copies = options.copies ?? 1;
  if (!Number.isInteger(copies) || copies < 1 || copies > MAX_LABEL_COPIES)
    problems.push(`Anzahl je Produkt muss zwischen 1 und ${MAX_LABEL_COPIES} liegen.`);
  const perSheet = layout in LABEL_GRIDS ? labelsPerSheet(layout) : 0;
  const first = options.firstPosition ?? 1;
  if (perSheet && (!Number.isInteger(first) || first < 1 || first > perSheet))
    problems.push(`Die erste freie Position muss zwischen 1 und ${perSheet} liegen.`);
  return problems;
}

/**
 * The sheets for these items: each item `copies` times in a row, starting at
 * `firstPosition` on the first sheet, every sheet filled up to its full grid with null.
 */
export function labelSheets<T>(
  items: readonly T[],
  layout: LabelLayout,
  options: LabelSheetOptions = {},
): LabelSheet<T>[] {
  const problems = labelSheetProblems(layout, options);
  if (problems.length) throw new Error(problems.join(' '));
  const perSheet = labelsPerSheet(layout);
  const copies = options.copies ?? 1;
  const cells: (T | null)[] = Array.from({ length: (options.firstPosition ?? 1) - 1 }, () => null);
  for (const item of items) for (let i = 0; i < copies; i += 1) cells.push(item);
  if (items.length === 0) return [];
  const sheets: LabelSheet<T>[] = [];
  for (let start = 0; start < cells.length; start += perSheet) {
    const sheet = cells.slice(start, start + perSheet);
    while (sheet.length < perSheet) sheet.push(null);
    sheets.push(sheet);
  }
  return sheets;
}
