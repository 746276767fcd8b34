// @ts-check
import { rspack } from '@rspack/core';
import { join } from 'node:path';
import { ROOT } from './shared.mjs';

/**
 * The rspack pieces every front end of this repository builds with — the back office's
 * shell and remotes (index.mjs) and the storefront alike — so a new app's config names only
 * what is its own.
 */

/** production unless NODE_ENV=development. */
export const buildMode = () =>
  process.env.NODE_ENV === 'development' ? 'development' : 'production';

/**
 * TypeScript/TSX through rspack's built-in swc, React's automatic runtime, down to ES2020
 * (every browser since 2020; swc's default, ES5, made our code a third larger and slower to
 * run with helpers for classes, spreads and iterators that the browsers have built in).
 */
export const swcRule = {
  test: /\.tsx?$/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      target: 'es2020',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
  type: 'javascript/auto',
};

/**
 * libs/domain from its source: no prior build of the library, and only the rules an app
 * imports end up in its bundle.
 */
export const domainAlias = { '@bestellwerk/domain$': join(ROOT, 'libs/domain/src/index.ts') };

/** Content-hashed names (the servers cache them immutable), under `dir` if given. */
export const hashedNames = (dir = '') => ({
  filename: `${dir}[name].[contenthash:10].js`,
  chunkFilename: `${dir}[name].[contenthash:10].js`,
  cssFilename: `${dir}[name].[contenthash:10].css`,
});

/**
 * Puts the entry's stylesheets into the HTML as <style> instead of <link>: the first paint
 * then waits for no second request (a page's critical CSS is the whole small stylesheet).
 * The CSS files stay in the build for chunks loaded later.
 */
export class InlineCssPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineCssPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        'InlineCssPlugin',
        async (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '');
          data.headTags = data.headTags.map((tag) => {
            const href = tag.attributes?.href;
            if (tag.tagName !== 'link' || typeof href !== 'string' || !href.endsWith('.css'))
              return tag;
            const asset = compilation.getAsset(href.slice(publicPath.length));
            if (!asset) return tag;
            return {
              tagName: 'style',
              attributes: {},
              voidTag: false,
              innerHTML: asset.source.source().toString(),
            };
          });
          return data;
        },
      );
    });
  }
}
