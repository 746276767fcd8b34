import type { UploadedFile } from '@bestellwerk/api-client';
import { filePreviewUrl, fileSize, fileUrl } from './files';

const file = (extension: string, previewUrl: string | null = null): UploadedFile => ({
  id: 7,
  version: 2,
  extension,
  mimeType: extension === 'pdf' ? 'application/pdf' : 'image/png',
  publicHash: 'abc123',
  originalName: `Speisekarte.${extension}`,
  size: 1536,
  previewUrl,
});

describe('the files customers sent, in the media library', () => {
  it('links each to its address, with the secret hash and its version', () => {
    expect(fileUrl(file('pdf'))).toBe('/upload/abc123/7-2.pdf');
  });

  it('shows the preview the server made (pictures, the first page of a PDF); others get an icon', () => {
    expect(filePreviewUrl(file('pdf', '/upload/abc123/preview/7-2.jpg'))).toBe(
      '/upload/abc123/preview/7-2.jpg',
    );
    expect(filePreviewUrl(file('pdf'))).toBeNull();
    expect(filePreviewUrl(file('zip'))).toBeNull();
  });

  it('writes sizes the German way', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('2 KB');
    expect(fileSize(1024 * 1024 * 1.25)).toBe('1,3 MB');
    expect(fileSize(undefined)).toBe('–');
  });
});
