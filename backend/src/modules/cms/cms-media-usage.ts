import { validateContent, type CmsSiteType } from '@bestellwerk/domain';
import type { EntityManager } from 'typeorm';
import { MediaUsage, MediaUsageRegistry, MediaUsageSource } from '../media';
import { Block } from './entities/block.entity';
import { Site } from './entities/site.entity';
import { SiteTypes } from './site-types';

/** The library pictures a content shows: the image references its type's schema finds. */
function imagesIn(type: CmsSiteType | undefined, contents: unknown[]): number[] {
  if (!type) return [];
  const ids = contents.flatMap((content) =>
    Array.isArray(content)
      ? validateContent(type, content)
          .references.filter((reference) => reference.target === 'image')
          .map((reference) => reference.id)
      : [],
  );
  return [...new Set(ids)];
}

interface Holder {
  id: number;
  name: string;
  type: CmsSiteType | undefined;
  /** The published content and a draft's, whose pictures go live with it. */
  contents: unknown[];
}

function contentSource(
  kind: string,
  label: string,
  load: (manager: EntityManager) => Promise<Holder[]>,
): MediaUsageSource {
  return {
    kind,
    async find(manager, imageIds) {
      const wanted = imageIds ? new Set(imageIds) : null;
      const usages: MediaUsage[] = [];
      for (const holder of await load(manager)) {
        for (const imageId of imagesIn(holder.type, holder.contents)) {
          if (!wanted || wanted.has(imageId))
            usages.push({ imageId, kind, label, id: holder.id, name: holder.name });
        }
      }
      return usages;
    },
  };
}

/**
 * Sites (their content and draft) and blocks show library pictures in their image fields
 * ("used by", issue 17): found by the same schema walk that checks them on save, so every
 * image field of every configured site type counts, however deeply nested.
 */
export function registerCmsMediaUsage(usages: MediaUsageRegistry, types: SiteTypes): void {
  usages.register(
    contentSource('site', 'Seite', async (manager) => {
      const sites = await manager.getRepository(Site).find({
        select: { id: true, name: true, type: true, content: true, draft: true },
      });
      return sites.map((site) => ({
        id: site.id,
        name: site.name,
        type: types.find(site.type),
        contents: [site.content, site.draft?.content],
      }));
    }),
  );
  usages.register(
    contentSource('block', 'Block', async (manager) => {
      const blocks = await manager.getRepository(Block).find({
        select: { id: true, name: true, content: true },
      });
      // A block holds blocks as a default site's body does (checked so on save).
      const body = types.find('default');
      return blocks.map((block) => ({
        id: block.id,
        name: block.name,
        type: body,
        contents: [block.content],
      }));
    }),
  );
}
