// @ts-check
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (libs/mf/config → ../../..). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));

/** The root package.json and every workspace's package.json (globs of the form `dir/*` or `prefix-*`). */
function manifests(root = ROOT) {
  const rootManifest = readJson(join(root, 'package.json'));
  /** @type {{ file: string, json: Record<string, any> }[]} */
  const found = [{ file: join(root, 'package.json'), json: rootManifest }];
  for (const pattern of rootManifest.workspaces ?? []) {
    const star = pattern.indexOf('*');
    /** @type {string[]} */
    let dirs = [pattern];
    if (star >= 0) {
      const parent = dirname(join(root, pattern.slice(0, star) + 'x'));
      const prefix = pattern.slice(pattern.lastIndexOf('/', star) + 1, star);
      dirs = existsSync(parent)
        ? readdirSync(parent)
            .filter((name) => name.startsWith(prefix))
            .map((name) => join(parent, name))
        : [];
    } else {
      dirs = [join(root, pattern)];
    }
    for (const dir of dirs) {
      const file = join(dir, 'package.json');
      if (existsSync(file)) found.push({ file, json: readJson(file) });
    }
  }
  return { rootManifest, found };
}

/**
 * The version range of `name` as the repository declares it: the root package.json first,
 * else the workspaces, which must all agree — one version of each shared package in the whole
 * repo, or two copies of React meet at run time ("Invalid hook call").
 */
export function declaredRange(name, root = ROOT) {
  const { found } = manifests(root);
  const ranges = new Map();
  for (const { file, json } of found) {
    const range = json.dependencies?.[name] ?? json.devDependencies?.[name];
    if (range) ranges.set(range, [...(ranges.get(range) ?? []), file]);
  }
  const rootRange = found[0].json.dependencies?.[name] ?? found[0].json.devDependencies?.[name];
  if (rootRange) return rootRange;
  if (ranges.size === 0)
    throw new Error(`${name} ist in keiner package.json des Repositorys deklariert.`);
  if (ranges.size > 1) {
    const list = [...ranges].map(([range, files]) => `${range} (${files.join(', ')})`).join('; ');
    throw new Error(`${name} ist in mehreren Versionen deklariert: ${list}`);
  }
  return [...ranges.keys()][0];
}

/**
 * Third-party packages every app shares once; keys ending in '/' share the subpaths too.
 * @ant-design/icons is left out on purpose: shared, it loses tree-shaking and every visit
 * loads the whole set (about 186 KB gzipped) for the dozen icons the apps use; unshared,
 * each app bundles its own few icons, and icons hold no state that must be one instance.
 */
export const SHARED_PACKAGES = [
  ['react', 'react'],
  ['react/', 'react'], // react/jsx-runtime
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'], // react-dom/client
  ['antd', 'antd'],
  ['dayjs', 'dayjs'], // the shell sets the 'de-at' locale on the one instance
  // The dashboard's one chart library, imported lazily by admin-kit's StatisticsChart:
  // loaded once, at the first chart, never in the shell's first load.
  ['echarts', 'echarts'],
];

/**
 * Our own libraries the apps share, each with the workspace whose package.json `version` is
 * its shared version (semver without a pre-release tag, see README "Shipping one area alone").
 * A remote requires `^<the version it was built with>`:
 * - stateless libraries (`singleton: false`): when the copy already loaded is older than a
 *   remote needs (a new export), the remote loads the copy it brought; two copies are harmless
 *   (ApiError is recognised across copies, see libs/api-client envelope.ts);
 * - stateful ones stay one instance (`singleton: true`, `strictVersion`): the session context
 *   the shell provides and the router everyone listens to. A remote that needs a newer one than
 *   the shell has is not started; the shell shows a German notice in its area instead
 *   (shell/src/features/remotes/state/skew.ts).
 * admin-kit holds no state of its own in its shared entry (the date locale lives in its
 * unshared `./frame` and in dayjs), so it is stateless here.
 */
export const SHARED_LIBRARIES = [
  { key: '@bestellwerk/domain', dir: 'libs/domain', singleton: false },
  { key: '@bestellwerk/api-client', dir: 'libs/api-client', singleton: false },
  { key: '@bestellwerk/admin-kit', dir: 'libs/admin-kit', singleton: false },
  { key: '@bestellwerk/mf/session', dir: 'libs/mf', singleton: true },
  { key: '@bestellwerk/mf/router', dir: 'libs/mf', singleton: true },
];

/** x.y.z only: a pre-release tag (1.8.0-dev) would fall outside every `^` range of others. */
const RELEASE = /^\d+\.\d+\.\d+$/;

/** A shared library's version: its workspace's package.json `version`. */
export function libraryVersion(dir, root = ROOT) {
  const file = join(root, dir, 'package.json');
  const version = readJson(file).version;
  if (typeof version !== 'string' || !RELEASE.test(version)) {
    throw new Error(
      `${file}: die Version „${version}“ eines geteilten Pakets muss x.y.z lauten (ohne Zusatz wie -dev).`,
    );
  }
  return version;
}

/**
 * THE shared-dependency map of the shell and every remote, never eager (the apps bootstrap
 * asynchronously). Third-party packages: singletons with the range the repository declares.
 * Our libraries: their own versions, required as `^version` (SHARED_LIBRARIES).
 */
export function sharedDependencies(root = ROOT) {
  /** @type {Record<string, { singleton: boolean, strictVersion?: boolean, requiredVersion: string, version?: string, eager: false }>} */
  const shared = {};
  for (const [key, pkg] of SHARED_PACKAGES) {
    shared[key] = { singleton: true, requiredVersion: declaredRange(pkg, root), eager: false };
  }
  shared.antd = {
    ...shared.antd,
    import: join(root, 'libs/mf/src/antd.ts'),
    version: installedVersion('antd', root) ?? undefined,
  };
  for (const { key, dir, singleton } of SHARED_LIBRARIES) {
    const version = libraryVersion(dir, root);
    shared[key] = {
      singleton,
      // A singleton that does not meet the range is refused instead of used with a warning:
      // a remote's widgets then contribute nothing rather than call what is not there.
      ...(singleton ? { strictVersion: true } : {}),
      requiredVersion: `^${version}`,
      version,
      eager: false,
    };
  }
  return shared;
}

/** Specs beside the code: no part of what a build ships. */
const TEST_FILE = /\.(spec|test)\.[cm]?[jt]sx?$/;

/**
 * A short hash of the files under `dir` (names and contents; node_modules, dist and specs left
 * out).
 */
export function contentHash(dir) {
  const hash = createHash('sha256');
  const walk = (/** @type {string} */ current) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (['node_modules', 'dist', 'coverage'].includes(entry.name)) continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !TEST_FILE.test(entry.name))
        hash.update(`${relative(dir, path)}\0`).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 10);
}

/** The commit the build was made from (BUILD_COMMIT, else git; '+' when the tree had changes). */
function commitOf(root) {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    const git = (/** @type {string[]} */ args) =>
      execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    const commit = git(['rev-parse', '--short=10', 'HEAD']);
    return git(['status', '--porcelain', '--untracked-files=no']) ? `${commit}+` : commit;
  } catch {
    return null;
  }
}

/**
 * What a build records about itself (a remote in its mf-manifest.json's `metaData.build`, the
 * shell compiled in as __BACKOFFICE_BUILD__): the app's package version, the commit and time
 * it was built at, and every shared module's version, the range it requires, whether it is a
 * singleton and, for our libraries, a hash of their sources (a library changed without a new
 * version shows up on the „Betrieb“ screen).
 * @param {{ dir: string, root?: string }} options
 */
export function buildInfo({ dir, root = ROOT }) {
  const manifest = readJson(join(dir, 'package.json'));
  const shared = Object.entries(sharedDependencies(root)).map(([name, config]) => {
    const library = SHARED_LIBRARIES.find((entry) => entry.key === name);
    const pkg = SHARED_PACKAGES.find(([key]) => key === name)?.[1];
    const version =
      config.version ??
      (pkg ? installedVersion(pkg, root) : null) ??
      config.requiredVersion.replace(/^\D+/, '');
    return {
      name,
      version,
      requiredVersion: config.requiredVersion,
      singleton: config.singleton,
      contentHash: library ? contentHash(join(root, library.dir, 'src')) : null,
    };
  });
  return {
    name: manifest.name,
    version: manifest.version,
    commit: commitOf(root),
    builtAt: new Date().toISOString(),
    shared,
  };
}

/** The version of `pkg` installed for this repository (its node_modules), or null. */
function installedVersion(pkg, root) {
  const file = join(root, 'node_modules', pkg, 'package.json');
  return existsSync(file) ? readJson(file).version : null;
}
