/** The public face of the auth module: what other modules may import. */
export * from './session.setup';
export * from './auth.module';
export * from './login-throttle.service';
