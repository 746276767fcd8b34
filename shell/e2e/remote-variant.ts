import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './product';

/** One remote build may take this long on a busy machine with two cores. */
const BUILD_TIMEOUT_MS = 150_000;

export interface RemoteVariant {
  /** The remote's project folder, e.g. 'mfe-catalog'. */
  project: string;
  /** package.json versions to set, by workspace folder ('libs/api-client': '1.8.0'). */
  versions?: Record<string, string>;
  /** Source edits, by file under the temporary workspace: what a team would have changed. */
  edits?: Record<string, (text: string) => string>;
  /** Recorded as the build's commit (BUILD_COMMIT); shown on the „Betrieb“ screen. */
  commit: string;
}

/** Replaces `search` in `text`, or fails loudly when the source no longer contains it. */
export function replaceOnce(text: string, search: string, replacement: string): string {
  if (!text.includes(search)) throw new Error(`Quelltext enthält „${search}“ nicht mehr.`);
  return text.replace(search, replacement);
}

/**
 * Builds a remote as a team would after changing the shared libraries, from this checkout's
 * real sources, without touching them: the libraries and the remote are copied into a
 * temporary workspace (node_modules linked, our packages pointing at the copies), the given
 * versions and edits applied, and the remote's own rspack build run there. Returns the
 * workspace and the built dist/ (remove the workspace when done).
 */
export async function buildRemoteVariant(
  variant: RemoteVariant,
): Promise<{ workspace: string; dist: string }> {
  const workspace = mkdtempSync(join(tmpdir(), 'bestellwerk-variant-'));
  const skip = (source: string) => !/[/\\](node_modules|dist|coverage)$/.test(source);
  // Every workspace's package.json (the shared map reads the declared ranges from them all).
  cpSync(join(ROOT, 'package.json'), join(workspace, 'package.json'));
  for (const dir of readdirSync(ROOT)) {
    const manifest = join(ROOT, dir, 'package.json');
    if (dir !== 'node_modules' && existsSync(manifest)) {
      mkdirSync(join(workspace, dir));
      cpSync(manifest, join(workspace, dir, 'package.json'));
    }
  }
  for (const dir of ['libs', variant.project]) {
    cpSync(join(ROOT, dir), join(workspace, dir), { recursive: true, filter: skip });
  }
  // Installed packages from the checkout; our own packages from the copies.
  const modules = join(workspace, 'node_modules');
  mkdirSync(join(modules, '@bestellwerk'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '@bestellwerk')
      symlinkSync(join(ROOT, 'node_modules', entry), join(modules, entry));
  }
  for (const lib of readdirSync(join(workspace, 'libs'))) {
    symlinkSync(join(workspace, 'libs', lib), join(modules, '@bestellwerk', lib));
    const own = join(ROOT, 'libs', lib, 'node_modules');
    if (existsSync(own)) symlinkSync(own, join(workspace, 'libs', lib, 'node_modules'));
  }
  const project = JSON.parse(readFileSync(join(ROOT, variant.project, 'package.json'), 'utf8'));
  symlinkSync(
    join(workspace, variant.project),
    join(modules, '@bestellwerk', project.name.split('/')[1]),
  );

  for (const [dir, version] of Object.entries(variant.versions ?? {})) {
    const file = join(workspace, dir, 'package.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }));
  }
  for (const [file, edit] of Object.entries(variant.edits ?? {})) {
    const path = join(workspace, file);
    writeFileSync(path, edit(readFileSync(path, 'utf8')));
  }

  const rspack = join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
  try {
    await promisify(execFile)(process.execPath, [rspack, 'build', '-c', 'rspack.config.mjs'], {
      cwd: join(workspace, variant.project),
      env: { ...process.env, BUILD_COMMIT: variant.commit, NODE_ENV: 'production' },
      timeout: BUILD_TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    rmSync(workspace, { recursive: true, force: true });
    throw new Error(`Build der Variante ${variant.commit} fehlgeschlagen: ${String(error)}`);
  }
  return { workspace, dist: join(workspace, variant.project, 'dist') };
}
