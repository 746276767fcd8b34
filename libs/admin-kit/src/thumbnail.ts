import type { CSSProperties } from 'react';

/** An image preview in the forms: 96 px square from the 128 px 'thumbnail' rendition. */
export const THUMBNAIL_STYLE: CSSProperties = {
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: 6,
};
