import { http, queryString } from './client';
import { crud } from './crud';
import type { Schemas } from './schemas';

/**
 * Image templates and fonts (backoffice-api.md §7; issue 17), generated from the OpenAPI
 * document. A template's layers travel as free objects in the document; their shape is
 * libs/domain's TemplateLayer, which the server checks.
 */
export type ImageTemplate = Schemas['ImageTemplateResponse'];
export type ImageTemplatePayload = Schemas['CreateImageTemplateDto'];
export type Font = Schemas['FontResponse'];
export type FontVariant = Schemas['FontVariantResponse'];
/** A file a customer sent (a form's attachment): read by staff, deleted by administrators. */
export type UploadedFile = Schemas['UploadResponse'];

/** GET/DELETE /api/uploads: the files customers sent, newest first. */
export const uploadsApi = crud<UploadedFile, never>('/uploads');

/** The formats GET /api/image-template/{id}/render.{format} answers in. */
export type TemplateRenderFormat = 'png' | 'webp' | 'jpg';

export interface TemplateRenderOptions {
  /** The product whose name, price, … fill the placeholders. */
  product?: number | null;
  /** Or the category whose name, description and picture fill them (not both). */
  category?: number | null;
  /** An image size name ('medium', …); the template's own size when left out. */
  size?: string;
  format?: TemplateRenderFormat;
  /** Any value that changes when the template was saved, so no cached render is shown. */
  version?: string | number;
}

/** An unsaved template as the editor holds it, with what fills its placeholders. */
export type TemplatePreviewPayload = Schemas['PreviewImageTemplateDto'];

export const imageTemplatesApi = {
  templates: crud<ImageTemplate, ImageTemplatePayload>('/image-templates'),
  /** The template's layers, bottom first. */
  templateLayers: (id: number) =>
    http.get<ImageTemplatePayload['layers']>(`/image-templates/${id}/layers`),
  fonts: () => http.get<Font[]>('/fonts'),
  /**
   * POST /image-templates/preview: the template as the form holds it (saved or not),
   * rendered as PNG; the same German errors per layer field as a save.
   */
  previewTemplate: (
    body: TemplatePreviewPayload,
    options: { size?: string; signal?: AbortSignal } = {},
  ) =>
    http.postForBlob('/image-templates/preview', body, {
      query: { size: options.size },
      signal: options.signal,
    }),
  /** The server render as an <img> src (same origin, public like every picture of the shop). */
  templateRenderUrl: (id: number, options: TemplateRenderOptions = {}) =>
    `/api/image-template/${id}/render.${options.format ?? 'png'}${queryString({
      product: options.product ?? undefined,
      category: options.category ?? undefined,
      size: options.size,
      v: options.version,
    })}`,
};
