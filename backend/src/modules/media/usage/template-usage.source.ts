import { ImageTemplate } from '../templates/image-template.entity';
import { MediaUsage, MediaUsageSource } from './media-usage.registry';

/** Templates show library pictures in their image layers (kept as JSON, read here). */
export const templateUsageSource: MediaUsageSource = {
  kind: 'image-template',
  async find(manager, imageIds) {
    const templates = await manager.getRepository(ImageTemplate).find({
      select: { id: true, name: true, layers: true },
    });
    const wanted = imageIds ? new Set(imageIds) : null;
    const usages: MediaUsage[] = [];
    for (const template of templates) {
      const ids = new Set(
        template.layers.flatMap((layer) =>
          layer.type === 'image' && layer.source === 'library' && layer.imageId
            ? [layer.imageId]
            : [],
        ),
      );
      for (const imageId of ids)
        if (!wanted || wanted.has(imageId))
          usages.push({
            imageId,
            kind: 'image-template',
            label: 'Bildvorlage',
            id: template.id,
            name: template.name,
          });
    }
    return usages;
  },
};
