import type { UploadedFile } from '@bestellwerk/api-client';

/** The address of a sent file (the hash in it keeps it from being guessed). */
export function fileUrl(file: UploadedFile): string {
  return `/upload/${file.publicHash}/${file.id}-${file.version}.${file.extension}`;
}

/**
 * Its preview (a JPEG 640 px wide: pictures, and a PDF's first page), as the server says,
 * or null for a file that has none (the client shows an icon).
 */
export function filePreviewUrl(file: UploadedFile): string | null {
  return file.previewUrl ?? null;
}

/** „1,2 MB“, „380 KB“: sizes the way a German file manager writes them. */
export function fileSize(bytes: number | undefined): string {
  if (bytes === undefined) return '–';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${(kb / 1024).toLocaleString('de-AT', { maximumFractionDigits: 1 })} MB`;
}
