import { http } from './client';
import { crud } from './crud';
import type { Schemas } from './schemas';
import { ApiError, failure, type Envelope } from './envelope';
import {
  queryString,
  readCookie,
  type BodyOf,
  type DataOf,
  type PathOf,
  type QueryOf,
} from './typed';

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
/** A picture of the library as staff read it. */
export type LibraryImage = Schemas['ImageResponse'];
/** Where a picture is used (a product, a branch, a page, …). */
export type ImageUsage = Schemas['ImageUsageResponse'];
/** One card of the media library: a picture or a customer's file. */
export type LibraryEntry = Schemas['MediaLibraryEntryResponse'];

/** GET/DELETE /api/uploads: the files customers sent, newest first. */
export const uploadsApi = crud('/api/uploads');

/** A 413 without an envelope: the proxy's body limit refused the file before the server. */
export const IMAGE_TOO_LARGE = 'Die Datei ist zu groß (höchstens 10 MB).';

/** The error of a refused upload: the server's German messages, or the size limit's. */
export function imageUploadError(status: number, text: string): ApiError {
  let payload: Envelope<unknown> | null = null;
  try {
    payload = JSON.parse(text) as Envelope<unknown>;
  } catch {
    if (status === 413) return new ApiError(413, [{ field: 'file', message: IMAGE_TOO_LARGE }]);
  }
  return failure(status, payload);
}

type ImageUpload = BodyOf<'/api/images', 'post'> | BodyOf<'/api/images/{id}', 'put'>;

/** The media library (mfe-cms) and the pictures other screens pick from it. */
export const mediaApi = {
  /** Pictures and customers' files together, filtered by kind or format, used or not. */
  library: (query: QueryOf<'/api/media-library'>) =>
    http.list('/api/media-library', { params: { query } }),
  /** The pictures alone (GET /api/images), e.g. for a select. */
  images: (query: QueryOf<'/api/images'>) => http.list('/api/images', { params: { query } }),
  image: (id: number) => http.get('/api/images/{id}', { params: { path: { id } } }),
  usages: (id: number) => http.get('/api/images/{id}/usages', { params: { path: { id } } }),
  saveAlt: (id: number, alt: string) =>
    http.put('/api/images/{id}', { params: { path: { id } }, body: { alt } }),
  remove: (id: number) => http.delete('/api/images/{id}', { params: { path: { id } } }),
  removeFile: (id: number) => http.delete('/api/uploads/{id}', { params: { path: { id } } }),
  /**
   * POST /api/images (PUT /api/images/{id} replaces the file) with upload progress: fetch
   * cannot report it, so this one call goes through XMLHttpRequest, with the CSRF header,
   * the envelope and the German errors of every other call.
   */
  sendImage: (
    body: ImageUpload,
    onProgress: (percent: number) => void,
    replaceId?: number,
  ): Promise<DataOf<'/api/images', 'post'>> =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      const path = replaceId
        ? ('/api/images/{id}' satisfies PathOf<'put'>).replace('{id}', String(replaceId))
        : ('/api/images' satisfies PathOf<'post'>);
      request.open(replaceId ? 'PUT' : 'POST', path);
      request.setRequestHeader('content-type', 'application/json');
      request.setRequestHeader('accept', 'application/json');
      const token = readCookie('XSRF-TOKEN');
      if (token) request.setRequestHeader('x-xsrf-token', token);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      request.onload = () => {
        if (request.status < 200 || request.status >= 300)
          return reject(imageUploadError(request.status, request.responseText));
        try {
          const envelope = JSON.parse(request.responseText) as Envelope<
            DataOf<'/api/images', 'post'>
          >;
          if (envelope.data !== undefined) return resolve(envelope.data);
        } catch {
          // not the envelope: below
        }
        reject(new ApiError(request.status, []));
      };
      request.onerror = () => reject(new ApiError(0, []));
      request.send(JSON.stringify(body));
    }),
};

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
  templates: crud('/api/image-templates'),
  /** The template's layers, bottom first. */
  templateLayers: (id: number) =>
    http.get('/api/image-templates/{id}/layers', { params: { path: { id } } }),
  fonts: () => http.get('/api/fonts'),
  /**
   * POST /image-templates/preview: the template as the form holds it (saved or not),
   * rendered as PNG; the same German errors per layer field as a save.
   */
  previewTemplate: (
    body: TemplatePreviewPayload,
    options: { size?: string; signal?: AbortSignal } = {},
  ) =>
    http.postForBlob('/api/image-templates/preview', {
      params: { query: { size: options.size } },
      body,
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
