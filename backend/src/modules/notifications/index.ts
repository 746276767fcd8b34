/** The public face of the notifications module: what other modules may import. */
export * from './templates/login-link.template';
