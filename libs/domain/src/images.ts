/** An uploaded image as the API names it: /image/{id}-{version}.{extension}. */
export interface ImageRef {
  id: number;
  version: number;
  extension: string;
}

/** The rendered widths the server offers (64, 128, 256, 512, 1024, 1920 px). */
export type ImageSize = 'icon' | 'thumbnail' | 'tiny' | 'small' | 'medium' | 'large';

/** /image/{size}/{id}-{version}.{extension}: rendered once, cached immutable. */
export function imageUrl(image: ImageRef, size: ImageSize = 'small'): string {
  return `/image/${size}/${image.id}-${image.version}.${image.extension}`;
}
