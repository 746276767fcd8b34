import { Logger } from '@nestjs/common';
import { IMAGE_EXTENSIONS } from './file-formats';
import { renderPreview } from './image-processing';
import { PDF_RENDER_DEFAULTS, renderPdfFirstPage } from './pdf-preview/pdf-preview';

/** Pictures are previewed by sharp when first asked for (cheap, always possible). */
export const PICTURE_PREVIEWS = new Set(IMAGE_EXTENSIONS);

const logger = new Logger('UploadPreview');

/**
 * The preview of a PDF: page 1 as a JPEG 640 pixels wide, or null when the file cannot be
 * rendered within the limits (broken, encrypted, too slow) — a customer's file is taken
 * all the same, it merely shows an icon.
 */
export async function renderPdfPreview(pdf: Buffer): Promise<Buffer | null> {
  const rendered = await renderPdfFirstPage(pdf, PDF_RENDER_DEFAULTS);
  if ('error' in rendered) {
    logger.warn(`PDF ohne Vorschau: ${rendered.error}`);
    return null;
  }
  try {
    return await renderPreview(rendered.png, PDF_RENDER_DEFAULTS.width);
  } catch (error) {
    logger.warn(`PDF ohne Vorschau: ${String(error)}`);
    return null;
  }
}

/** The preview of any upload, or null for a file that has none. */
export function renderUploadPreview(original: Buffer, extension: string): Promise<Buffer | null> {
  if (PICTURE_PREVIEWS.has(extension)) return renderPreview(original);
  if (extension === 'pdf') return renderPdfPreview(original);
  return Promise.resolve(null);
}
