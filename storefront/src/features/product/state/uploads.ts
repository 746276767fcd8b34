/**
 * storefront.md §7: a thumbnail is the upload's JPEG preview,
 * /upload/{publicHash}/preview/{id}-{version}.jpg, not the whole file.
 */
export function previewUrl(url: string): string {
  const match = /^\/upload\/([^/]+)\/(\d+-\d+)\.[^/.]+$/.exec(url);
  return match ? `/upload/${match[1]}/preview/${match[2]}.jpg` : url;
}
