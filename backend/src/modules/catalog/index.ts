/** The public face of the catalog module: what other modules may import. */
export * from './catalog-queries.service';
export * from './catalog.module';
export * from './entities/category.entity';
export * from './entities/menu-category-product.entity';
export * from './entities/menu-category.entity';
export * from './entities/menu.entity';
export * from './entities/product-image.entity';
export * from './entities/product.entity';
/** Tags label products and branches alike; they live with the branches (organisation). */
export { Tag } from '../organisation';
export * from './menus.service';
export * from './dto/catalog.response';
export { CALCULATION_MODELS } from './entities/product-config';
