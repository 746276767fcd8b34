/** The public face of the public-cache module: what other modules may import. */
export * from './cache-invalidation';
export * from './public-cache.module';
export * from './public-read-cache';
export * from './ready-bytes';
