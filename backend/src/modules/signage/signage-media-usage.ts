import type { EntityManager } from 'typeorm';
import { MediaUsage, MediaUsageRegistry, TemplateUsage } from '../media';
import { SignageSegment } from './entities/signage-segment.entity';

/** The image segments with what they show. */
const imageSegments = (manager: EntityManager) =>
  manager.getRepository(SignageSegment).find({
    select: { id: true, name: true, content: true },
    where: { type: 'image' },
    loadEagerRelations: false,
  });

/**
 * Image segments show a library picture, or one drawn from a template, on the TVs ("used
 * by", issue 17): neither may be deleted while a segment shows it.
 */
export function registerSignageMediaUsage(usages: MediaUsageRegistry): void {
  usages.registerTemplateSource({
    kind: 'signage-segment',
    async find(manager, templateIds) {
      const wanted = new Set(templateIds);
      const found: TemplateUsage[] = [];
      for (const segment of await imageSegments(manager)) {
        const templateId = Number(segment.content?.template?.templateId);
        if (wanted.has(templateId))
          found.push({
            templateId,
            kind: 'signage-segment',
            label: 'Signage-Segment',
            id: segment.id,
            name: segment.name,
          });
      }
      return found;
    },
  });
  usages.register({
    kind: 'signage-segment',
    async find(manager, imageIds) {
      const wanted = imageIds ? new Set(imageIds) : null;
      const segments = await imageSegments(manager);
      const usages: MediaUsage[] = [];
      for (const segment of segments) {
        const imageId = Number(segment.content?.imageId);
        if (!Number.isInteger(imageId) || imageId <= 0) continue;
        if (wanted && !wanted.has(imageId)) continue;
        usages.push({
          imageId,
          kind: 'signage-segment',
          label: 'Signage-Segment',
          id: segment.id,
          name: segment.name,
        });
      }
      return usages;
    },
  });
}
