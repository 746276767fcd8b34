import { type TemplateImage, daypartProblem, templateImageProblems } from '@bestellwerk/domain';
import { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { Actor, RequestContext, isAdmin } from '../../common/auth/actor';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { crudToken } from '../../common/crud/crud.controller';
import { ApiError } from '../../common/http/api-error';
import { AuditService } from '../audit';
import { LiveEvents } from '../live-events';
import { Image, existingIds } from '../media';
import { CreateSceneDto, SceneQueryDto, UpdateSceneDto } from './dto/scene.dto';
import { CreateSegmentDto, SegmentQueryDto, UpdateSegmentDto } from './dto/segment.dto';
import { CreateStreamDto, StreamQueryDto, UpdateStreamDto } from './dto/stream.dto';
import {
  CreateSignageDeviceDto,
  SignageDeviceQueryDto,
  UpdateSignageDeviceDto,
} from './dto/device.dto';
import {
  SceneResponse,
  SegmentResponse,
  SignageDeviceResponse,
  StreamResponse,
} from './dto/signage.response';
import { SignageDevice } from './entities/signage-device.entity';
import { SignageScene } from './entities/signage-scene.entity';
import { SignageSegment } from './entities/signage-segment.entity';
import { SignageStream } from './entities/signage-stream.entity';
import { presentDevice, presentScene, presentSegment, presentStream } from './signage.presenter';

const STAFF = { role: 'employee', branchScoped: true } as const;

/** Content without a branch serves every branch: only administrators keep it. */
function assertBranchOrAdmin(entity: { branch: unknown }, actor: Actor | null): void {
  if (!entity.branch && !isAdmin(actor)) {
    throw ApiError.validation([
      {
        field: 'branch',
        message: 'Bitte eine Filiale wählen; filialübergreifende Inhalte pflegen Administratoren.',
      },
    ]);
  }
}

async function assertAllExist(
  manager: EntityManager,
  target: string,
  ids: number[],
  field: string,
  label: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  // A picture or template is held until the save commits, so a delete cannot slip between
  // this check and the save.
  const found = (await existingIds(manager, target, unique)).size;
  if (found !== unique.length) {
    throw ApiError.validation([
      { field, message: `„${label}“ verweist auf einen Eintrag, der nicht existiert.` },
    ]);
  }
}

/** A template picture of an image segment: its template and its product or category exist. */
async function assertTemplateImage(manager: EntityManager, image: TemplateImage): Promise<void> {
  const problems = templateImageProblems(image, '„Bild aus Vorlage“');
  if (problems.length)
    throw ApiError.validation(problems.map((message) => ({ field: 'content.template', message })));
  await assertAllExist(
    manager,
    'ImageTemplate',
    [image.templateId],
    'content.template.templateId',
    'Vorlage',
  );
  if (image.productId)
    await assertAllExist(
      manager,
      'Product',
      [image.productId],
      'content.template.productId',
      'Produkt',
    );
  if (image.categoryId)
    await assertAllExist(
      manager,
      'Category',
      [image.categoryId],
      'content.template.categoryId',
      'Kategorie',
    );
}

export const sceneCrud: CrudDefinition<SignageScene> = {
  entity: SignageScene,
  path: 'scenes',
  noun: { article: 'Die', singular: 'Szene' },
  createDto: CreateSceneDto,
  updateDto: UpdateSceneDto,
  filterDto: SceneQueryDto,
  responseDto: SceneResponse,
  access: { read: STAFF, write: STAFF },
  branchScope: 'branch',
  searchFields: ['identifier', 'name', 'path'],
  uniqueFields: ['identifier', 'path'],
  defaultSort: 'name',
  present: presentScene,
  beforeSave: async (scene, input, ctx, manager) => {
    assertBranchOrAdmin(scene, ctx.actor);
    // A sent list is the whole list (TypeORM's merge would mix old and new items).
    if (input.zones !== undefined) scene.zones = input.zones as SignageScene['zones'];
    scene.zones ??= [];
    const keys = scene.zones.map((zone) => zone.key);
    if (new Set(keys).size !== keys.length) {
      throw ApiError.validation([
        { field: 'zones', message: 'Jede Zone braucht einen eigenen Schlüssel.' },
      ]);
    }
    await assertAllExist(
      manager,
      'SignageStream',
      scene.zones.flatMap((zone) => zone.streamIds),
      'zones',
      'Streams',
    );
  },
};

/** The fields each type of segment needs (the rest may stay empty). */
const SEGMENT_NEEDS: Record<string, { field: string; message: string } | null> = {
  image: { field: 'imageId', message: 'Für ein Bild muss ein Bild gewählt werden.' },
  cms: {
    field: 'cmsId',
    message: 'Für einen CMS-Inhalt muss ein Block oder eine Seite gewählt werden.',
  },
  web: { field: 'url', message: 'Für eine Webseite muss eine URL angegeben werden.' },
  ticker: { field: 'text', message: 'Für einen Laufschrift-Text muss ein Text angegeben werden.' },
};

export const segmentCrud: CrudDefinition<SignageSegment> = {
  entity: SignageSegment,
  path: 'digital-signage-segments',
  noun: { article: 'Die', singular: 'Filmsequenz' },
  createDto: CreateSegmentDto,
  updateDto: UpdateSegmentDto,
  filterDto: SegmentQueryDto,
  responseDto: SegmentResponse,
  access: { read: STAFF, write: STAFF },
  branchScope: 'branch',
  searchFields: ['name'],
  defaultSort: 'name',
  present: presentSegment,
  beforeSave: async (segment, input, ctx, manager) => {
    assertBranchOrAdmin(segment, ctx.actor);
    // The stored video stays when the content is replaced by the editor's form.
    const previous = segment.content ?? {};
    if (input.content !== undefined) {
      segment.content = {
        ...(input.content as object),
        videoKey: previous.videoKey ?? null,
        videoType: previous.videoType ?? null,
        videoVersion: previous.videoVersion ?? null,
      };
    }
    segment.content ??= {};
    const content = segment.content;
    const need = SEGMENT_NEEDS[segment.type];
    // An image segment shows a library picture or one drawn from a template.
    const hasTemplate = segment.type === 'image' && !!content.template;
    if (need && !hasTemplate && !content[need.field as keyof typeof content]) {
      throw ApiError.validation([{ field: `content.${need.field}`, message: need.message }]);
    }
    if (content.cmsId && !content.cmsType) content.cmsType = 'block';
    if (segment.type === 'image' && content.imageId) {
      await assertAllExist(manager, Image.name, [content.imageId], 'content.imageId', 'Bild');
    }
    if (hasTemplate) await assertTemplateImage(manager, content.template!);
    if (segment.type === 'menu-board' || segment.type === 'order-board') {
      content.branchId ??= segment.branch?.id ?? null;
      if (!content.branchId) {
        throw ApiError.validation([
          { field: 'content.branchId', message: 'Bitte die Filiale der Tafel wählen.' },
        ]);
      }
      await assertAllExist(manager, 'Branch', [content.branchId], 'content.branchId', 'Filiale');
      if (!isAdmin(ctx.actor) && ctx.actor?.branchIds !== 'all') {
        if (!ctx.actor?.branchIds.includes(content.branchId)) {
          throw ApiError.forbidden('Sie haben keine Berechtigung für diese Filiale.');
        }
      }
    }
    if (segment.type === 'menu-board') {
      if (content.menuId)
        await assertAllExist(manager, 'Menu', [content.menuId], 'content.menuId', 'Produktkatalog');
      await assertAllExist(
        manager,
        'Category',
        content.categoryIds ?? [],
        'content.categoryIds',
        'Kategorien',
      );
    }
  },
};

export const streamCrud: CrudDefinition<SignageStream> = {
  entity: SignageStream,
  path: 'digital-signage-streams',
  noun: { article: 'Der', singular: 'Stream' },
  createDto: CreateStreamDto,
  updateDto: UpdateStreamDto,
  filterDto: StreamQueryDto,
  responseDto: StreamResponse,
  access: { read: STAFF, write: STAFF },
  branchScope: 'branch',
  searchFields: ['name'],
  defaultSort: 'name',
  present: presentStream,
  beforeSave: async (stream, input, ctx, manager) => {
    assertBranchOrAdmin(stream, ctx.actor);
    if (input.dayparts !== undefined) stream.dayparts = input.dayparts as SignageStream['dayparts'];
    if (input.segmentIds !== undefined) stream.segmentIds = input.segmentIds as number[];
    stream.dayparts ??= [];
    stream.segmentIds ??= [];
    for (const [index, daypart] of stream.dayparts.entries()) {
      const problem = daypartProblem(daypart);
      if (problem) throw ApiError.validation([{ field: `dayparts.${index}`, message: problem }]);
    }
    await assertAllExist(
      manager,
      'SignageSegment',
      stream.segmentIds,
      'segmentIds',
      'Filmsequenzen',
    );
  },
};

export const deviceCrud: CrudDefinition<SignageDevice> = {
  entity: SignageDevice,
  path: 'digital-signage-devices',
  noun: { article: 'Der', singular: 'TV' },
  createDto: CreateSignageDeviceDto,
  updateDto: UpdateSignageDeviceDto,
  filterDto: SignageDeviceQueryDto,
  responseDto: SignageDeviceResponse,
  access: { read: STAFF, write: STAFF },
  branchScope: 'branch',
  searchFields: ['identifier', 'name'],
  uniqueFields: ['identifier'],
  defaultSort: 'name',
  present: presentDevice,
};

/**
 * The generic CRUD, and after every committed write a 'signage.changed' event, so the
 * players of the branch (and of every branch, for the chain's content) load their schedule
 * again and the back office's lists refresh.
 */
export class SignageCrudService<E extends ObjectLiteral & { id: number }> extends CrudService<E> {
  constructor(
    definition: CrudDefinition<E>,
    dataSource: DataSource,
    audit: AuditService,
    private readonly live: LiveEvents,
  ) {
    super(definition, dataSource, audit);
  }

  override async create(input: object, ctx: RequestContext): Promise<unknown> {
    const result = await super.create(input, ctx);
    await this.changed(result);
    return result;
  }

  override async update(id: number, input: object, ctx: RequestContext): Promise<unknown> {
    const result = await super.update(id, input, ctx);
    await this.changed(result);
    return result;
  }

  override async remove(id: number, ctx: RequestContext): Promise<{ id: number }> {
    const existing = await this.findOne(id, ctx);
    const result = await super.remove(id, ctx);
    await this.changed(existing);
    return result;
  }

  private async changed(record: unknown): Promise<void> {
    const branchId = (record as { branch?: { id: number } | null }).branch?.id ?? 0;
    await this.live
      .publish({ type: 'signage.changed', branchId, data: { entity: this.definition.path } })
      .catch(() => undefined);
  }
}

export const signageCrudProvider = <E extends ObjectLiteral & { id: number }>(
  definition: CrudDefinition<E>,
) => ({
  provide: crudToken(definition.path),
  inject: [DataSource, AuditService, LiveEvents],
  useFactory: (dataSource: DataSource, audit: AuditService, live: LiveEvents) =>
    new SignageCrudService(definition, dataSource, audit, live),
});
