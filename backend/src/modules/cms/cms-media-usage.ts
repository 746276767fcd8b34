import { validateContent, type CmsSiteType } from '@bestellwerk/domain';
import type { EntityManager } from 'typeorm';
import {
  MediaUsage,
  MediaUsageRegistry,
  MediaUsageSource,
  TemplateUsage,
  TemplateUsageSource,
} from '../media';
import { Block } from './entities/block.entity';
import { Site } from './entities/site.entity';
import { SiteTypes } from './site-types';

/**
 * What a content shows of a kind: the references its type's schema finds — library pictures
 * ('image') or pictures drawn from a template ('imageTemplate').
 */
function referencedIn(
  target: 'image' | 'imageTemplate',
  type: CmsSiteType | undefined,
  contents: unknown[],
): number[] {
  if (!type) return [];
  const ids = contents.flatMap((content) =>
    Array.isArray(content)
      ? validateContent(type, content)
          .references.filter((reference) => reference.target === target)
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

type Load = (manager: EntityManager) => Promise<Holder[]>;

function imageSource(kind: string, label: string, load: Load): MediaUsageSource {
  return {
    kind,
    async find(manager, imageIds) {
      const wanted = imageIds ? new Set(imageIds) : null;
      const usages: MediaUsage[] = [];
      for (const holder of await load(manager)) {
        for (const imageId of referencedIn('image', holder.type, holder.contents)) {
          if (!wanted || wanted.has(imageId))
            usages.push({ imageId, kind, label, id: holder.id, name: holder.name });
        }
      }
      return usages;
    },
  };
}

function templateSource(kind: string, label: string, load: Load): TemplateUsageSource {
  return {
    kind,
    async find(manager, templateIds) {
      const wanted = new Set(templateIds);
      const usages: TemplateUsage[] = [];
      for (const holder of await load(manager)) {
        for (const templateId of referencedIn('imageTemplate', holder.type, holder.contents)) {
          if (wanted.has(templateId))
            usages.push({ templateId, kind, label, id: holder.id, name: holder.name });
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
  const sites: Load = async (manager) => {
    const rows = await manager.getRepository(Site).find({
      select: { id: true, name: true, type: true, content: true, draft: true },
    });
    return rows.map((site) => ({
      id: site.id,
      name: site.name,
      type: types.find(site.type),
      contents: [site.content, site.draft?.content],
    }));
  };
  const blocks: Load = async (manager) => {
    const rows = await manager.getRepository(Block).find({
      select: { id: true, name: true, content: true },
    });
    // A block holds blocks as a default site's body does (checked so on save).
    const body = types.find('default');
    return rows.map((block) => ({
      id: block.id,
      name: block.name,
      type: body,
      contents: [block.content],
    }));
  };
  usages.register(imageSource('site', 'Seite', sites));
  usages.register(imageSource('block', 'Block', blocks));
  usages.registerTemplateSource(templateSource('site', 'Seite', sites));
  usages.registerTemplateSource(templateSource('block', 'Block', blocks));
}
