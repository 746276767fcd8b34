import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  legalPageOfSitePath,
  legalSitePathMessage,
  migrateContent,
  validateContent,
} from '@bestellwerk/domain';
import { DataSource, EntityManager } from 'typeorm';
import { AuditRecorder } from '../../common/audit/audit-recorder';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiError } from '../../common/http/api-error';
import { ApiDataResponse } from '../../common/http/api-response';
import { assertContent, assertJsonSize, sanitizeSiteContent } from './content-rules';
import { SiteResponse } from './contracts/cms.response';
import { CreateSiteDto, RESERVED_SEGMENTS, SiteQueryDto, UpdateSiteDto } from './dto/site.dto';
import { Site } from './entities/site.entity';
import { PublicOnlyCrudService } from './public-crud.service';
import { SiteTypes } from './site-types';

/** What a visitor sees of a site: no pending draft, no timestamps. */
export const presentSite = (site: Site, ctx: RequestContext) =>
  ctx.actor
    ? site
    : {
        id: site.id,
        path: site.path,
        type: site.type,
        name: site.name,
        title: site.title,
        description: site.description,
        isPublic: site.isPublic,
        content: site.content,
      };

export const siteCrud: CrudDefinition<Site> = {
  entity: Site,
  path: 'sites',
  noun: { article: 'Die', singular: 'Seite' },
  createDto: CreateSiteDto,
  updateDto: UpdateSiteDto,
  filterDto: SiteQueryDto,
  responseDto: SiteResponse,
  access: { read: 'public', write: { role: 'admin', permission: 'content' } },
  searchFields: ['name', 'title', 'path'],
  uniqueFields: ['path'],
  defaultSort: 'path',
  present: presentSite,
};

/** The checks of a site on save: its type is configured, its body fits it, rich text is clean. */
export function checkSite(types: SiteTypes) {
  return async (
    site: Site,
    _input: Record<string, unknown>,
    _ctx: unknown,
    manager: EntityManager,
  ) => {
    site.type ??= 'default';
    // Old link shapes (a slide's linkLabel/linkHref) are saved as link items.
    site.content = (migrateContent(site.content) as unknown[] | undefined) ?? [];
    if (RESERVED_SEGMENTS.includes(site.path.split('/')[0])) {
      throw ApiError.validation([
        { field: 'path', message: `Der Pfad „${site.path}“ ist für den Shop selbst reserviert.` },
      ]);
    }
    // The legal pages' one text is the configuration's: no second one in the CMS.
    const legal = legalPageOfSitePath(site.path);
    if (legal) throw ApiError.validation([{ field: 'path', message: legalSitePathMessage(legal) }]);
    const siteType = types.find(site.type);
    if (!siteType) {
      throw ApiError.validation([
        {
          field: 'type',
          message: `„Typ“ muss einer der konfigurierten Seitentypen sein: ${types.all.map((t) => t.type).join(', ')}.`,
        },
      ]);
    }
    await assertContent(validateContent(siteType, site.content), manager);
    site.content = sanitizeSiteContent(siteType, site.content) as unknown[];
    assertJsonSize(site.content, 'content', 'Inhalt');
    assertJsonSize(site.draft, 'draft', 'Entwurf');
  };
}

export class SiteCrudService extends PublicOnlyCrudService<Site> {}

export const siteCrudProvider = {
  provide: crudToken(siteCrud.path),
  inject: [DataSource, AuditRecorder, SiteTypes],
  useFactory: (dataSource: DataSource, audit: AuditRecorder, types: SiteTypes) =>
    new SiteCrudService({ ...siteCrud, beforeSave: checkSite(types) }, dataSource, audit),
};

@ApiTags('sites')
@Controller('sites')
export class SitesController extends CrudController(siteCrud) {
  constructor(
    @Inject(crudToken(siteCrud.path)) crud: SiteCrudService,
    private readonly dataSource: DataSource,
    private readonly types: SiteTypes,
  ) {
    super(crud);
  }

  /**
   * Publishes a site: its pending draft (Content AI's text) becomes its title, description
   * and content, checked like any save, and visitors see it from now on.
   */
  @Post(':id/publish')
  @Access({ role: 'admin', permission: 'content' })
  @HttpCode(200)
  @ApiDataResponse(SiteResponse)
  async publish(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    const site = await this.crud.findOne(id, ctx);
    const draft = site.draft ?? {};
    return this.crud.update(
      id,
      {
        isPublic: true,
        ...(draft.title !== undefined ? { title: draft.title } : {}),
        ...(draft.description !== undefined ? { description: draft.description } : {}),
        ...(draft.content !== undefined ? { content: draft.content } : {}),
        draft: null,
      },
      ctx,
    );
  }
}
