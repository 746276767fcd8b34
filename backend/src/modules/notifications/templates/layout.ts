import { escapeHtml } from '@bestellwerk/domain';

/** The shared e-mail layout: table-based, inline-styled, no external images. */
export const THEME_COLOUR = '#058243';

/** A block of escaped text, line breaks kept. */
export function paragraph(text: string): string {
  return `<p style="margin:0 0 12px 0;">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

/** A call-to-action link as a coloured button (href and label escaped). */
export function button(href: string, label: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px 0;"><tr>` +
    `<td style="background:${THEME_COLOUR};border-radius:4px;">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;color:#ffffff;` +
    `text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></td></tr></table>`
  );
}

/** Wraps pre-escaped body HTML into the page frame. */
export function layout(title: string, bodyHtml: string, footer: string): string {
  return (
    `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f4f4;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;">` +
    `<tr><td align="center" style="padding:16px;">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" ` +
    `style="max-width:600px;width:100%;background:#ffffff;font-family:Arial,Helvetica,sans-serif;` +
    `font-size:15px;line-height:1.5;color:#222222;">` +
    `<tr><td style="background:${THEME_COLOUR};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;">` +
    `${escapeHtml(title)}</td></tr>` +
    `<tr><td style="padding:24px;">${bodyHtml}</td></tr>` +
    `<tr><td style="padding:12px 24px;font-size:12px;color:#666666;border-top:1px solid #e0e0e0;">` +
    `${escapeHtml(footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}
