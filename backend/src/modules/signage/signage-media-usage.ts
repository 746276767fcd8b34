import { MediaUsage, MediaUsageRegistry } from '../media';
import { SignageSegment } from './entities/signage-segment.entity';

/** Image segments show a library picture on the TVs ("used by", issue 17). */
export function registerSignageMediaUsage(usages: MediaUsageRegistry): void {
  usages.register({
    kind: 'signage-segment',
    async find(manager, imageIds) {
      const wanted = imageIds ? new Set(imageIds) : null;
      const segments = await manager.getRepository(SignageSegment).find({
        select: { id: true, name: true, content: true },
        where: { type: 'image' },
        loadEagerRelations: false,
      });
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
