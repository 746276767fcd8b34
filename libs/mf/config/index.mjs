// @ts-check
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { join } from 'node:path';
import { buildMode, domainAlias, hashedNames, swcRule } from './rspack.mjs';
import { ROOT, buildInfo, declaredRange, sharedDependencies } from './shared.mjs';

export { ROOT, buildInfo, declaredRange, sharedDependencies };
export { InlineCssPlugin, buildMode, domainAlias, hashedNames, swcRule } from './rspack.mjs';

/**
 * What every back-office app's rspack build has in common: TypeScript/TSX through swc,
 * content-hashed file names (cached immutable by the server), an asynchronous bootstrap
 * entry (src/index.ts only does `import('./bootstrap')`, so shared modules are negotiated
 * before React runs).
 * @param {{ dir: string, publicPath: string, outputDir?: string, define?: Record<string, unknown> }} options
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
 * The manifest's `metaData.build` records what this build is (buildInfo: version, commit,
 * time, the shared versions it was built with); GET /api/backoffice/builds reads it.
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
        manifest: {
          additionalData: ({ stats }) => {
            // metaData is carried into mf-manifest.json as it is.
            Object.assign(stats.metaData, { build: buildInfo({ dir }) });
            return stats;
          },
        },
        dts: false,
        // The federation runtime comes from the shell (provideExternalRuntime there): each
        // remoteEntry.js would otherwise bring its own copy (≈ 30 KB gzip each, and the
        // dashboard loads every remote's). Remotes run only inside the shell, and one
        // package-lock builds them all with the same runtime version.
        experiments: { externalRuntime: true },
      }),
    ],
  };
}

/**
 * The host's config: no remotes at build time — the shell asks GET /api/backoffice/remotes
 * when it starts and registers what the server names (registerRemotes). Its own build record
 * (buildInfo) is compiled in as __BACKOFFICE_BUILD__: the shell compares a remote's needs
 * with it and shows it on the „Betrieb“ screen.
 * @param {{ name: string, dir: string, publicPath: string, template: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function hostConfig({ name, dir, publicPath, template }) {
  const base = baseConfig({
    dir,
    publicPath,
    define: { __BACKOFFICE_BUILD__: buildInfo({ dir }) },
  });
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
        // is not deployed then breaks that load for all. What is loaded first is the shell's
        // own copy; a remote that needs a newer copy of a stateless library registers and
        // loads its own (the non-singletons of SHARED_LIBRARIES).
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        // Hands its federation runtime to the remotes (built with externalRuntime).
        experiments: { provideExternalRuntime: true },
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
