/** The public face of the audit module: what other modules may import. */
export * from './audit.module';
export * from './audit.service';
