import {
  escapeHtml,
  formatMoney,
  LABEL_GRIDS,
  labelSheets,
  truncate,
  unitShortName,
  type LabelLayout,
  type LabelSheetOptions,
} from '@bestellwerk/domain';

/** What a label shows of a product. */
export interface LabelProduct {
  name: string;
  price?: number;
  unit: string;
  description: string | null;
  allergens: string;
}

/** The sheet: A4 with a 10 mm edge; the grid divides the rest evenly. */
const PAGE = { width: 210, height: 297, edge: 10 };

function labelHtml(product: LabelProduct, layout: LabelLayout, currency?: string): string {
  const price =
    product.price === undefined
      ? ''
      : `<div class="price">${escapeHtml(formatMoney(product.price, currency))} / ${escapeHtml(
          unitShortName(product.unit),
        )}</div>`;
  if (layout === 'compact') return `<div class="name">${escapeHtml(product.name)}</div>${price}`;
  const description = product.description
    ? `<div class="text">${escapeHtml(truncate(product.description.replace(/<[^>]*>/g, ' ')))}</div>`
    : '';
  const allergens = product.allergens
    ? `<div class="text">Allergene: ${escapeHtml(product.allergens)}</div>`
    : '';
  return `<div class="name">${escapeHtml(product.name)}</div>${description}${allergens}${price}`;
}

/**
 * The printable document of the sheets (also the dialog's preview): one A4 page per sheet,
 * the layout's grid in millimetres, empty cells left blank for the labels already used.
 */
export function labelSheetDocument(
  products: readonly LabelProduct[],
  layout: LabelLayout,
  options: LabelSheetOptions & { currency?: string } = {},
): { html: string; sheets: number; labels: number } {
  const sheets = labelSheets(products, layout, options);
  const grid = LABEL_GRIDS[layout];
  const cellWidth = (PAGE.width - 2 * PAGE.edge) / grid.columns;
  const cellHeight = (PAGE.height - 2 * PAGE.edge) / grid.rows;
  const pages = sheets
    .map(
      (sheet) =>
        `<section class="sheet">${sheet
          .map(
            (cell) =>
              `<div class="label">${cell ? labelHtml(cell, layout, options.currency) : ''}</div>`,
          )
          .join('')}</section>`,
    )
    .join('');
  const compact = layout === 'compact';
  const css = `@page{size:A4;margin:0}*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;color:#000}
.sheet{width:${PAGE.width}mm;height:${PAGE.height}mm;padding:${PAGE.edge}mm;display:grid;
grid-template-columns:repeat(${grid.columns},${cellWidth.toFixed(2)}mm);grid-template-rows:repeat(${grid.rows},${cellHeight.toFixed(2)}mm);
page-break-after:always;break-after:page;background:#fff}
.label{overflow:hidden;padding:${compact ? '1.5mm 2mm' : '4mm 5mm'};display:flex;flex-direction:column;justify-content:space-between;outline:0.1mm dashed #ccc}
.name{font-weight:700;font-size:${compact ? '8pt' : '14pt'};line-height:1.15;overflow:hidden;max-height:${compact ? '2.3em' : '2.4em'}}
.text{font-size:8pt;line-height:1.25;overflow:hidden;max-height:3.8em}
.price{font-weight:700;font-size:${compact ? '10pt' : '18pt'};text-align:right}
@media print{.label{outline:none}}`;
  return {
    html: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Etiketten</title><style>${css}</style></head><body>${pages}</body></html>`,
    sheets: sheets.length,
    labels: sheets.reduce((sum, sheet) => sum + sheet.filter(Boolean).length, 0),
  };
}
