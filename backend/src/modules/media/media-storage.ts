import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { DiskFileStorage, FileStorage } from './file-storage';
import { IMAGE_SIZES, ImageSizeName } from './image-sizes';

/** The storage of this installation: files under `${DATA_DIR}/files/`. */
export function createFileStorage(config: AppConfig): FileStorage {
  return new DiskFileStorage(join(config.dataDir, 'files'));
}

/**
 * A fresh key for a new file. Random rather than `{id}-{version}`, so that a file can be
 * stored before its row exists and a replaced file never shares a name with its successor.
 */
export function newStorageKey(folder: 'images' | 'uploads', extension: string): string {
  const name = randomUUID();
  return `${folder}/${name.slice(0, 2)}/${name}.${extension}`;
}

/** Rendered sizes and previews are derived files, kept apart so they can be wiped freely. */
export function renditionKey(
  storageKey: string,
  size: ImageSizeName,
  format: 'own' | 'webp' = 'own',
): string {
  const extension = format === 'webp' ? 'webp' : (/\.([a-z0-9]+)$/.exec(storageKey)?.[1] ?? 'bin');
  return `cache/${withoutExtension(storageKey)}-${size}${format === 'webp' ? '-as' : ''}.${extension}`;
}

export function previewKey(storageKey: string): string {
  return `cache/${withoutExtension(storageKey)}-preview.jpg`;
}

const withoutExtension = (key: string) => key.replace(/\.[a-z0-9]+$/, '');

/** Removes a file with everything rendered from it. */
export async function deleteWithRenditions(
  storage: FileStorage,
  storageKey: string,
): Promise<void> {
  if (!storageKey) return;
  const sizes = Object.keys(IMAGE_SIZES) as ImageSizeName[];
  await Promise.all([
    storage.delete(storageKey),
    storage.delete(previewKey(storageKey)),
    ...sizes.flatMap((size) => [
      storage.delete(renditionKey(storageKey, size)),
      storage.delete(renditionKey(storageKey, size, 'webp')),
    ]),
  ]);
}
