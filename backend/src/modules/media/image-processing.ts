import sharp from 'sharp';
import { ApiError } from '../../common/http/api-error';
import { FileFormat, IMAGE_EXTENSIONS, allowedList, identifyFile } from './file-formats';
import { dimensionProblem } from './image-sizes';

export interface InspectedImage {
  format: FileFormat;
  /** As displayed, i.e. after the EXIF orientation is applied. */
  width: number;
  height: number;
}

/** The unsupported-type sentence of the back office and the storefront. */
export function unsupportedTypeMessage(detected: string | null, allowed: string[]): string {
  const subject = detected ? `Dateityp „${detected}“` : 'Der Dateityp wird nicht erkannt oder';
  return `${subject} wird nicht unterstützt. Erlaubt: ${allowedList(allowed)}.`;
}

/**
 * Checks an image the way the back office takes it: its type from the bytes, readable by
 * sharp, within the accepted dimensions. Every failure is a 422 naming `field`.
 */
export async function inspectImage(
  buffer: Buffer,
  field: string,
  label: string,
  allowed: string[] = IMAGE_EXTENSIONS,
  checkDimensions = true,
): Promise<InspectedImage> {
  const fail = (message: string) => ApiError.validation([{ field, message }]);
  const identified = await identifyFile(buffer, allowed, null);
  if (!identified.ok) throw fail(unsupportedTypeMessage(identified.detected, allowed));
  let width: number | undefined;
  let height: number | undefined;
  try {
    const metadata = await sharp(buffer).metadata();
    width = metadata.autoOrient?.width ?? metadata.width;
    height = metadata.autoOrient?.height ?? metadata.height;
  } catch {
    // Right magic bytes, broken body: the client's mistake, not a server error.
  }
  if (!width || !height) {
    throw fail(`Das Bild in „${label}“ ist beschädigt und kann nicht gelesen werden.`);
  }
  const problem = checkDimensions ? dimensionProblem(width, height, label) : null;
  if (problem) throw fail(problem);
  return { format: identified.format, width, height };
}

const ANIMATED = new Set(['gif', 'webp']);

/** A copy `width` pixels wide (never wider than the original) in the original's format. */
export async function renderWidth(
  original: Buffer,
  extension: string,
  width: number,
): Promise<Buffer> {
  const image = sharp(original, { animated: ANIMATED.has(extension) })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  switch (extension) {
    case 'jpg':
      return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 8 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'webp':
      return image.webp({ quality: 82 }).toBuffer();
    default:
      throw new Error(`Kein Renderer für .${extension}`);
  }
}

/** Formats whose sizes are also made as WebP for browsers that take it (stills only). */
export const WEBP_CANDIDATES = new Set(['jpg', 'png']);

/** A copy `width` pixels wide as WebP (transparency kept): a fraction of a PNG's bytes. */
export async function renderWidthAsWebp(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original)
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, alphaQuality: 90, effort: 4 })
    .toBuffer();
}

/** The JPEG preview of an uploaded picture (transparency on white). */
export async function renderPreview(original: Buffer, width = 640): Promise<Buffer> {
  return sharp(original)
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
