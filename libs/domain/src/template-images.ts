/**
 * A picture drawn from an image template („Aus Vorlage“, issue 17): stored where a library
 * picture would be (a CMS image field, a signage image segment) and shown through the
 * server's render, /api/image-template/{id}/render.{format}. It names the template and
 * what fills its placeholders — a product or a category, or nothing.
 */
import { type ImageRef, type ImageSize, imageUrl } from './images';

export const TEMPLATE_IMAGE_FORMATS = ['png', 'webp', 'jpg'] as const;
export type TemplateImageFormat = (typeof TEMPLATE_IMAGE_FORMATS)[number];

export const TEMPLATE_IMAGE_FORMAT_LABELS: Record<TemplateImageFormat, string> = {
  webp: 'WebP (klein, für Web und TV)',
  png: 'PNG (verlustfrei)',
  jpg: 'JPEG',
};

export interface TemplateImage {
  templateId: number;
  productId?: number | null;
  categoryId?: number | null;
  /** The file format of the render; 'webp' when left out. */
  format?: TemplateImageFormat | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;
const isEmpty = (value: unknown) => value === undefined || value === null;

/** Whether a stored picture value is a template picture (it names a template, not an image). */
export function isTemplateImage(value: unknown): value is TemplateImage {
  return isRecord(value) && 'templateId' in value;
}

/**
 * The German problems of a template picture named `label` ('„Bild“'); empty when fine.
 * Whether the template, product or category exist is for the server to add.
 */
export function templateImageProblems(value: unknown, label: string): string[] {
  if (!isRecord(value)) return [`${label} muss eine Vorlage nennen.`];
  const problems: string[] = [];
  if (!isId(value.templateId)) problems.push(`${label}: „Vorlage“ muss gewählt sein.`);
  if (!isEmpty(value.productId) && !isId(value.productId))
    problems.push(`${label}: „Produkt“ muss eine Produkt-ID sein.`);
  if (!isEmpty(value.categoryId) && !isId(value.categoryId))
    problems.push(`${label}: „Kategorie“ muss eine Kategorie-ID sein.`);
  if (isId(value.productId) && isId(value.categoryId))
    problems.push(`${label}: Entweder ein Produkt oder eine Kategorie, nicht beides.`);
  if (
    !isEmpty(value.format) &&
    !TEMPLATE_IMAGE_FORMATS.includes(value.format as TemplateImageFormat)
  )
    problems.push(`${label}: „Format“ muss png, webp oder jpg sein.`);
  const known = new Set(['templateId', 'productId', 'categoryId', 'format']);
  for (const key of Object.keys(value))
    if (!known.has(key)) problems.push(`${label}: „${key}“ gehört nicht zu einer Vorlage.`);
  return problems;
}

/**
 * The same-origin address of the render; `size` an image size name (the template's own
 * size when left out). Without a version: the server answers with an ETag that changes
 * with the template and the product, so browsers revalidate.
 */
export function templateImageUrl(image: TemplateImage, size?: ImageSize): string {
  const query = [
    image.productId ? `product=${image.productId}` : null,
    image.categoryId ? `category=${image.categoryId}` : null,
    size ? `size=${size}` : null,
  ].filter(Boolean);
  return `/api/image-template/${image.templateId}/render.${image.format ?? 'webp'}${
    query.length ? `?${query.join('&')}` : ''
  }`;
}

/**
 * The address of a picture as an image field stores it: a library picture (with version
 * and extension) or a template picture; null for anything else (an empty field, a bare id).
 */
export function pictureUrl(value: unknown, size: ImageSize): string | null {
  if (isTemplateImage(value)) return isId(value.templateId) ? templateImageUrl(value, size) : null;
  if (
    isRecord(value) &&
    isId(value.id) &&
    typeof value.version === 'number' &&
    typeof value.extension === 'string'
  )
    return imageUrl(value as unknown as ImageRef, size);
  return null;
}
