import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Repository } from 'typeorm';
import { Ctx, Public, RequestContext } from '../../common/auth/actor';
import { issueCsrfToken } from '../../common/auth/csrf';
import { crudToken } from '../../common/crud/crud.controller';
import { CrudService } from '../../common/crud/crud.service';
import { ListQueryDto } from '../../common/crud/list-query.dto';
import { AppConfig } from '../../config/app-config';
import { APP_VERSION } from '../../config/version';
import { Tag } from '../catalog/entities/tag.entity';
import { Donatee } from '../customers/entities/donatee.entity';
import { presentTag } from '../organisation/branch.presenter';
import { Branch } from '../organisation/entities/branch.entity';
import { DiningTable } from '../organisation/entities/dining-table.entity';
import { Division } from '../organisation/entities/division.entity';
import { UsersService, presentUser } from '../users/users.service';
import { SettingsService } from './settings.service';

/** One page large enough for everything the storefront shows at once. */
const EVERYTHING: ListQueryDto = { perPage: 1000 };

/**
 * GET /api/init: what the storefront and the back-office shell need before the first
 * screen, in one request. Lists are read through their CRUD services so that presentation
 * and branch scoping are the same as on the list routes.
 */
@ApiTags('init')
@Controller('init')
export class InitController {
  private tagsCrud?: CrudService<Tag> | null;

  constructor(
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly appConfig: AppConfig,
    private readonly moduleRef: ModuleRef,
    @Inject(crudToken('divisions')) private readonly divisions: CrudService<Division>,
    @Inject(crudToken('branches')) private readonly branches: CrudService<Branch>,
    @Inject(crudToken('tables')) private readonly tables: CrudService<DiningTable>,
    @Inject(crudToken('donatees')) private readonly donatees: CrudService<Donatee>,
    @InjectRepository(Tag) private readonly tagRepo: Repository<Tag>,
  ) {}

  @Get()
  @Public()
  async init(
    @Ctx() ctx: RequestContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const [config, user, divisions, branches, tables, donatees, tags] = await Promise.all([
      this.settings.get(),
      ctx.actor ? this.users.findWithBranches(ctx.actor.id) : null,
      this.divisions.list(EVERYTHING, ctx),
      this.branches.list(EVERYTHING, ctx),
      this.tables.list(EVERYTHING, ctx),
      this.donatees.list(EVERYTHING, ctx),
      this.listTags(ctx),
    ]);
    // As GET /users/me does: a logged-in shell gets its CSRF token with its first request.
    if (user) issueCsrfToken(request, reply, this.appConfig.env.COOKIE_SECURE);
    return {
      version: APP_VERSION,
      config,
      user: user ? presentUser(user) : null,
      divisions: divisions.items,
      branches: branches.items,
      tables: tables.items,
      donatees: donatees.items,
      tags,
    };
  }

  /**
   * Tags belong to the catalog module, which may not be registered in this build; then they
   * are read directly, in the shape the storefront expects ({id, name, image}).
   */
  private async listTags(ctx: RequestContext): Promise<unknown[]> {
    if (this.tagsCrud === undefined) {
      try {
        this.tagsCrud = this.moduleRef.get<CrudService<Tag>>(crudToken('tags'), { strict: false });
      } catch {
        this.tagsCrud = null;
      }
    }
    if (this.tagsCrud) return (await this.tagsCrud.list(EVERYTHING, ctx)).items;
    return (await this.tagRepo.find({ order: { name: 'ASC' }, take: EVERYTHING.perPage })).map(
      presentTag,
    );
  }
}
