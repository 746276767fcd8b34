// @ts-check
import { rspack } from '@rspack/core';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The storefront: one HTML shell, content-hashed assets under /build/ (cached immutable). */
export default {
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  entry: { main: './src/main.tsx' },
  output: {
    path: resolve(here, 'dist/build'),
    publicPath: '/build/',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    cssFilename: '[name].[contenthash:10].css',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    // The shared rules as ES source, so the bundle keeps only what the pages use.
    alias: { '@bestellwerk/domain$': resolve(here, '../libs/domain/src/index.ts') },
    extensionAlias: { '.js': ['.ts', '.js'] },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css' },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({ template: './src/index.html', filename: '../index.html' }),
  ],
  performance: { hints: false },
};
