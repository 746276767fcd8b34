/** The public face of the auth module: what other modules may import. */
export * from './session.setup';
