/** storefront.md §7 / backoffice-api.md §7: the widths images are served in. */
export const IMAGE_SIZES = {
  icon: 64,
  thumbnail: 128,
  tiny: 256,
  small: 640,
  medium: 1280,
  large: 1920,
} as const;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

export function isImageSize(name: string): name is ImageSizeName {
  return Object.prototype.hasOwnProperty.call(IMAGE_SIZES, name);
}

/** Accepted originals: at least an icon's worth of pixels, at most what stays renderable. */
export const MIN_IMAGE_SIDE = 16;
export const MAX_IMAGE_SIDE = 8000;

/**
 * The size a rendering gets: the requested width, never more than the original (no
 * upscaling), the height following the aspect ratio.
 */
export function scaledSize(
  original: { width: number; height: number },
  targetWidth: number,
): { width: number; height: number } {
  const width = Math.min(targetWidth, original.width);
  if (width === original.width) return { width: original.width, height: original.height };
  const height = Math.max(1, Math.round((original.height * width) / original.width));
  return { width, height };
}

/** A German sentence if the dimensions are outside the accepted range, else null. */
export function dimensionProblem(width: number, height: number, label: string): string | null {
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
    return `Das Bild in „${label}“ ist zu klein: ${width} × ${height} Pixel, mindestens ${MIN_IMAGE_SIDE} × ${MIN_IMAGE_SIDE} Pixel.`;
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return `Das Bild in „${label}“ ist zu groß: ${width} × ${height} Pixel, höchstens ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} Pixel.`;
  }
  return null;
}

/** `{id}-{version}.{extension}` as it appears in /image/… and /upload/… URLs. */
export function parseAssetName(
  name: string,
): { id: number; version: number; extension: string } | null {
  const match = /^([1-9]\d{0,9})-([1-9]\d{0,9})\.([a-z0-9]{1,8})$/.exec(name);
  if (!match) return null;
  return { id: Number(match[1]), version: Number(match[2]), extension: match[3] };
}

export function assetName(asset: { id: number; version: number; extension: string }): string {
  return `${asset.id}-${asset.version}.${asset.extension}`;
}
