// @ts-check
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { join } from 'node:path';
import { buildMode, domainAlias, hashedNames, swcRule } from './rspack.mjs';
import { ROOT, declaredRange, sharedDependencies } from './shared.mjs';

export { ROOT, declaredRange, sharedDependencies };
export { InlineCssPlugin, buildMode, domainAlias, hashedNames, swcRule } from './rspack.mjs';

/**
 * What every back-office app's rspack build has in common: TypeScript/TSX through swc,
 * content-hashed file names (cached immutable by the server), an asynchronous bootstrap
 * entry (src/index.ts only does `import('./bootstrap')`, so shared modules are negotiated
 * before React runs).
 * @param {{ dir: string, publicPath: string, outputDir?: string, define?: Record<string, string> }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function baseConfig({ dir, publicPath, outputDir = 'dist', define = {} }) {
  return {
    mode: buildMode(),
    context: dir,
    entry: { main: './src/index.ts' },
    output: { path: join(dir, outputDir), publicPath, ...hashedNames(), clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: domainAlias },
    module: { rules: [swcRule, { test: /\.css$/, type: 'css' }] },
    plugins: [
      new rspack.DefinePlugin(
        Object.fromEntries(
          Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)]),
        ),
      ),
    ],
    performance: { hints: false },
  };
}

/**
 * A remote's whole rspack config: the app exposes './App' and publishes remoteEntry.js plus
 * mf-manifest.json into dist/. publicPath 'auto': chunks load relative to wherever the
 * manifest was found, so the same build runs under /backend/remotes/<name>/ or on a CDN.
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, define?: Record<string, string> }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function remoteConfig({ name, dir, exposes = { './App': './src/App.tsx' }, define = {} }) {
  const base = baseConfig({ dir, publicPath: 'auto', define });
  return {
    ...base,
    output: { ...base.output, uniqueName: `bestellwerk_${name}` },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies(),
        manifest: true,
        dts: false,
      }),
    ],
  };
}

/**
 * The host's config: no remotes at build time — the shell asks GET /api/backoffice/remotes
 * when it starts and registers what the server names (registerRemotes).
 * @param {{ name: string, dir: string, publicPath: string, template: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function hostConfig({ name, dir, publicPath, template }) {
  const base = baseConfig({ dir, publicPath });
  return {
    ...base,
    name,
    // Hashed files under assets/ (served immutable), index.html beside them (never cached).
    output: { ...base.output, uniqueName: `bestellwerk_${name}`, ...hashedNames('assets/') },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedDependencies(),
        // 'version-first' (the default) fetches every registered remote's entry whenever the
        // shell loads a shared module lazily (echarts for the dashboard), and one remote that
        // is not deployed then breaks that load for all. The repository declares one version
        // of each shared package (declaredRange), so the shell's own copy is always the one.
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
      new rspack.HtmlRspackPlugin({ template, filename: 'index.html' }),
    ],
  };
}

/**
 * A page of the host built on its own, without Module Federation: its libraries bundled and
 * tree-shaken (a few antd components instead of the shared whole), for a screen that shares
 * no state with the remotes and leaves by a full page load — the login. Written beside the
 * host's files (assets/ and <name>.html in dist/) after the host's build, whose clean it
 * must not race.
 * @param {{ name: string, dir: string, publicPath: string, entry: string, template: string, after: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function pageConfig({ name, dir, publicPath, entry, template, after }) {
  const base = baseConfig({ dir, publicPath });
  return {
    ...base,
    name,
    dependencies: [after],
    entry: { [name]: entry },
    output: {
      ...base.output,
      uniqueName: `bestellwerk_${name}`,
      ...hashedNames('assets/'),
      clean: false,
    },
    plugins: [
      ...(base.plugins ?? []),
      new rspack.HtmlRspackPlugin({ template, filename: `${name}.html` }),
    ],
  };
}
