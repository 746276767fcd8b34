// @ts-check
import {
  InlineCssPlugin,
  buildMode,
  domainAlias,
  hashedNames,
  swcRule,
} from '@bestellwerk/mf/config';
import { rspack } from '@rspack/core';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * MapLibre loads its worker by a computed URL ("Critical dependency: the request of a
 * dependency is an expression"); that is how it works, and the warning would print its
 * whole minified source into every build log.
 */
const ignoreWarnings = [{ module: /maplibre-gl/ }];

/** Changes with every build, so the service worker's bytes change and browsers see an update. */
const buildId = Date.now().toString(36);

const resolveConfig = {
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    ...domainAlias,
    // The typed core shared with the back office's client (no session handling): only it,
    // not the back office's calls, goes into the storefront's bundle.
    '@bestellwerk/api-client/typed$': resolve(here, '../libs/api-client/src/typed.ts'),
  },
  extensionAlias: { '.js': ['.ts', '.js'] },
};

/**
 * The storefront: one HTML shell with its stylesheet inline (no request before the first
 * paint), content-hashed assets under /build/ (cached immutable).
 */
const client = {
  mode: buildMode(),
  entry: {
    main: './src/main.tsx',
    // The clock-in terminal (/api/time-tracking…): a page of its own, sent by the backend.
    terminal: './src/terminal/main.tsx',
    // Registered at /build/service-worker.js: its name must not change between versions.
    'service-worker': './src/service-worker.ts',
  },
  output: {
    path: resolve(here, 'dist/build'),
    publicPath: '/build/',
    ...hashedNames(),
    filename: (/** @type {any} */ data) =>
      data.chunk?.name === 'service-worker' ? '[name].js' : '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: resolveConfig,
  module: { rules: [swcRule, { test: /\.css$/, type: 'css' }] },
  ignoreWarnings,
  plugins: [
    new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId) }),
    new rspack.HtmlRspackPlugin({
      template: './src/index.html',
      filename: '../index.html',
      chunks: ['main'],
    }),
    new rspack.HtmlRspackPlugin({
      template: './src/terminal/terminal.html',
      filename: '../terminal.html',
      chunks: ['terminal'],
    }),
    new InlineCssPlugin(),
  ],
  optimization: {
    splitChunks: {
      cacheGroups: {
        // React in a script of its own: the phone compiles and runs the two in two tasks
        // instead of one long one while the page is loading.
        react: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
          name: 'react',
          chunks: 'initial',
          enforce: true,
        },
      },
    },
  },
  performance: { hints: false },
};

/**
 * The server render of the overview and branch pages (src/server.tsx) as one CommonJS
 * file the backend requires: indexable HTML that paints before the app's JavaScript runs.
 */
const server = {
  mode: client.mode,
  target: 'node',
  entry: { render: './src/server.tsx' },
  output: {
    path: resolve(here, 'dist/server'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: resolveConfig,
  module: { rules: [swcRule, { test: /\.css$/, type: 'asset/source' }] },
  ignoreWarnings,
  optimization: { minimize: false },
  performance: { hints: false },
};

export default [client, server];
