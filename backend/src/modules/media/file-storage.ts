import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where media files live, addressed by a relative key such as 'images/3f…9a.png'.
 * The disk implementation serves the embedded and single-server set-ups; an S3 one can
 * take its place later, since nothing outside the storage knows about paths.
 */
export abstract class FileStorage {
  abstract put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null if there is no such file. */
  abstract get(key: string): Promise<Buffer | null>;
  /** For large files; null if there is no such file. */
  abstract stream(key: string): Promise<Readable | null>;
  /** Removing a missing file is not an error. */
  abstract delete(key: string): Promise<void>;
  abstract exists(key: string): Promise<boolean>;
}

/** Keys are ours, never a client's file name; still, nothing may leave the root. */
export function assertStorageKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) ||
    key.includes('..')
  )
    throw new Error(`Ungültiger Speicherschlüssel: ${key}`);
}

export class DiskFileStorage extends FileStorage {
  constructor(readonly root: string) {
    super();
  }

  /** The file behind a key (for tests and operators; callers use the methods above). */
  pathOf(key: string): string {
    assertStorageKey(key);
    const path = resolve(this.root, ...key.split('/'));
    if (!path.startsWith(resolve(this.root) + sep))
      throw new Error(`Ungültiger Speicherschlüssel: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside and rename: a reader never sees half a file, and two renders of the same
    // size racing each other simply replace one another.
    const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string): Promise<Readable | null> {
    return (await this.exists(key)) ? createReadStream(this.pathOf(key)) : null;
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
