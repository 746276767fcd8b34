import { EntityManager } from 'typeorm';
import { Category } from '../../modules/catalog/entities/category.entity';
import { Product } from '../../modules/catalog/entities/product.entity';
import { ProductImage } from '../../modules/catalog/entities/product-image.entity';
import { FileStorage } from '../../modules/media/file-storage';
import { createImage, renderPlaceholder } from '../../modules/media/media-seed';
import { Branch } from '../../modules/organisation/entities/branch.entity';
import { SignageSegment } from '../../modules/signage/entities/signage-segment.entity';
import { WINDOW_PICTURES } from './demo-signage.seed';

/**
 * Pictures for the demo shop: a rendered placeholder per product, category and branch (plus
 * a logo), stored like a back-office upload, so the storefront shows every image size.
 * Kept apart from the data seed because it writes files; the test harness skips it.
 */
export async function insertDemoImages(
  manager: EntityManager,
  storage: FileStorage,
): Promise<number> {
  let count = 0;
  const picture = async (text: string, alt: string, size?: { width: number; height: number }) => {
    count += 1;
    return createImage(manager, storage, await renderPlaceholder(text, size), alt);
  };

  const logo = await picture('Café Rosmarin', 'Logo Café Rosmarin', { width: 512, height: 512 });
  for (const branch of await manager.find(Branch)) {
    branch.images = [
      await picture(branch.name, `Filiale ${branch.name}`, { width: 1920, height: 800 }),
    ];
    branch.logo = logo;
    await manager.save(branch);
  }
  for (const category of await manager.find(Category)) {
    category.image = await picture(category.name, category.name);
    await manager.save(category);
  }
  for (const product of await manager.find(Product)) {
    const image = await picture(product.name, product.name);
    await manager.insert(ProductImage, { product: { id: product.id }, image, position: 0 });
  }
  // The shop windows' pictures (demo-signage.seed.ts), once per picture, shared by branches.
  for (const name of WINDOW_PICTURES) {
    const segments = await manager.find(SignageSegment, { where: { name, type: 'image' } });
    if (!segments.length) continue;
    const image = await picture(name.replace('Schaufenster: ', ''), name, {
      width: 1920,
      height: 1080,
    });
    for (const segment of segments) {
      segment.content = { ...segment.content, imageId: image.id };
      await manager.save(segment);
    }
  }
  return count;
}
