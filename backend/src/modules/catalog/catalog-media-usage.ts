import { MediaUsageRegistry, sqlUsageSource } from '../media';

/** Products (their galleries) and categories show library pictures ("used by", issue 17). */
export function registerCatalogMediaUsage(usages: MediaUsageRegistry): void {
  usages.register(
    sqlUsageSource(
      'product',
      'Produkt',
      'SELECT pi.imageId AS imageId, p.id AS id, p.name AS name FROM product_image pi JOIN product p ON p.id = pi.productId',
    ),
  );
  usages.register(
    sqlUsageSource(
      'category',
      'Kategorie',
      'SELECT c.imageId AS imageId, c.id AS id, c.name AS name FROM category c WHERE c.imageId IS NOT NULL',
    ),
  );
}
