/**
 * The start data (GET /api/init read model and the public read cache in front of it): what
 * the storefront and the back office need before their first screen, read from the other
 * modules. It depends on them; none of them depends on it.
 */
export * from './start-data.module';
export * from './start-data.service';
export * from './public-reads';
export * from './dto/init.response';
