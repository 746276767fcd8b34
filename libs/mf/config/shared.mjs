// @ts-check
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
 * Our own libraries shared as one instance: one 401 handler, one session context; the
 * domain rules once, since api-client and admin-kit use them too (a remote would otherwise
 * load its own copy beside the shell's shared ones).
 */
export const SHARED_LIBRARIES = [
  '@bestellwerk/domain',
  '@bestellwerk/api-client',
  '@bestellwerk/admin-kit',
  '@bestellwerk/mf/session',
  '@bestellwerk/mf/router',
];

/**
 * THE shared-dependency map of the shell and every remote. Singletons, never eager (the
 * apps bootstrap asynchronously), requiredVersion from the repository's package.json files.
 */
export function sharedDependencies(root = ROOT) {
  const version = readJson(join(root, 'package.json')).version;
  /** @type {Record<string, { singleton: true, requiredVersion: string, version?: string, eager: false }>} */
  const shared = {};
  for (const [key, pkg] of SHARED_PACKAGES) {
    shared[key] = { singleton: true, requiredVersion: declaredRange(pkg, root), eager: false };
  }
  for (const lib of SHARED_LIBRARIES) {
    shared[lib] = { singleton: true, requiredVersion: version, version, eager: false };
  }
  return shared;
}
