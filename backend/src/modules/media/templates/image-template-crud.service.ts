import {
  TEMPLATE_SIZES,
  type LayerProblem,
  type TemplateLayer,
  type TemplateSize,
  findFontFamily,
  validateLayers,
} from '@bestellwerk/domain';
import { DataSource, In } from 'typeorm';
import { RequestContext } from '../../../common/auth/actor';
import { CrudDefinition, CrudService } from '../../../common/crud/crud.service';
import { ApiError } from '../../../common/http/api-error';
import { AuditService } from '../../audit';
import { Image } from '../entities/image.entity';
import { FontCatalogue } from '../fonts/font-catalogue.service';
import { MediaUsageRegistry, templateStillUsedMessage } from '../usage/media-usage.registry';
import { lockForDelete } from '../usage/reference-lock';
import { ImageTemplate } from './image-template.entity';

/**
 * The generic CRUD of image templates with the checks of their layers: the schema and its
 * German messages from libs/domain, then what only the server knows — whether the font cut
 * is installed and whether a library picture exists.
 */
export class ImageTemplateCrudService extends CrudService<ImageTemplate> {
  constructor(
    definition: CrudDefinition<ImageTemplate>,
    private readonly db: DataSource,
    private readonly auditLog: AuditService,
    private readonly fonts: FontCatalogue,
    private readonly usages: MediaUsageRegistry,
  ) {
    super(definition, db, auditLog);
  }

  /**
   * A template still drawn on a page, in a block or on a TV stays (German 409). Check and
   * delete under the template's row lock: a save that starts to draw it holds a shared lock
   * on the same row (lockReferenced), so one of the two waits for the other.
   */
  override async remove(id: number, ctx: RequestContext): Promise<{ id: number }> {
    await this.findOne(id, ctx);
    await this.db.transaction(async (manager) => {
      const row = await lockForDelete(manager, ImageTemplate, id);
      if (!row) throw this.notFound();
      const used = await this.usages.templateUsagesOf(manager, id);
      if (used.length) throw ApiError.conflict(templateStillUsedMessage(used));
      await manager.getRepository(ImageTemplate).delete(id);
      await this.auditLog.record(
        ctx,
        { action: 'delete', entity: this.definition.path, entityId: id, before: row },
        manager,
      );
    });
    return { id };
  }

  override async create(input: object, ctx: RequestContext): Promise<unknown> {
    const data = input as Partial<ImageTemplate>;
    const size = data.size as TemplateSize;
    await this.checkLayers(data.layers, size);
    return super.create({ ...data, ...dimensions(size) }, ctx);
  }

  override async update(id: number, input: object, ctx: RequestContext): Promise<unknown> {
    const data = input as Partial<ImageTemplate>;
    if (data.layers !== undefined || data.size !== undefined) {
      const existing = await this.findOne(id, ctx);
      const size = data.size ?? existing.size;
      await this.checkLayers(data.layers ?? existing.layers, size);
      return super.update(id, { ...data, ...dimensions(size) }, ctx);
    }
    // A save without changed columns would not raise the version: the renders stay valid.
    return super.update(id, data, ctx);
  }

  /** The checks of a save (schema, font cuts, library pictures), also for the live preview. */
  async checkLayers(layers: unknown, size: TemplateSize): Promise<void> {
    const problems = validateLayers(layers, TEMPLATE_SIZES[size]);
    if (!problems.length) problems.push(...(await this.serverProblems(layers as TemplateLayer[])));
    if (problems.length) throw ApiError.validation(problems);
  }

  private async serverProblems(layers: TemplateLayer[]): Promise<LayerProblem[]> {
    const problems: LayerProblem[] = [];
    layers.forEach((layer, index) => {
      if (layer.type !== 'text') return;
      const font = this.fonts.family(findFontFamily(layer.fontFamily)!.id);
      try {
        this.fonts.variant(font, layer.fontVariant);
      } catch {
        problems.push({
          field: `layers[${index}].fontVariant`,
          message: `Ebene ${index + 1}: Die Schriftart „${font.family}“ gibt es nicht im Schnitt „${layer.fontVariant}“.`,
        });
      }
    });
    const wanted = layers.flatMap((layer) =>
      layer.type === 'image' && layer.source === 'library' && layer.imageId ? [layer.imageId] : [],
    );
    if (wanted.length) {
      const found = new Set(
        (
          await this.db
            .getRepository(Image)
            .find({ where: { id: In(wanted) }, select: { id: true } })
        ).map((image) => image.id),
      );
      layers.forEach((layer, index) => {
        if (layer.type === 'image' && layer.source === 'library' && !found.has(layer.imageId!))
          problems.push({
            field: `layers[${index}].imageId`,
            message: `Ebene ${index + 1}: Das Bild ${layer.imageId} gibt es nicht in der Mediathek.`,
          });
      });
    }
    return problems;
  }
}

function dimensions(size: TemplateSize): { width: number; height: number } {
  const { width, height } = TEMPLATE_SIZES[size];
  return { width, height };
}
