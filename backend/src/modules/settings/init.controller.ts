import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, Public, RequestContext } from '../../common/auth/actor';
import { issueCsrfToken } from '../../common/auth/csrf';
import { crudToken } from '../../common/crud/crud.controller';
import { CrudService } from '../../common/crud/crud.service';
import { ListQueryDto } from '../../common/crud/list-query.dto';
import { AppConfig } from '../../config/app-config';
import { APP_VERSION } from '../../config/version';
import { Category } from '../catalog/entities/category.entity';
import { Menu } from '../catalog/entities/menu.entity';
import { sendReadyBytes } from '../public-cache/ready-bytes';
import { Product } from '../catalog/entities/product.entity';
import { Tag } from '../catalog/entities/tag.entity';
import { Donatee } from '../customers/entities/donatee.entity';
import { Branch } from '../organisation/entities/branch.entity';
import { DiningTable } from '../organisation/entities/dining-table.entity';
import { Division } from '../organisation/entities/division.entity';
import { UsersService, presentUser } from '../users/users.service';
import { SettingsService } from './settings.service';
import { StartDataService } from './start-data.service';

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
  constructor(
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly appConfig: AppConfig,
    private readonly startData: StartDataService,
    @Inject(crudToken('divisions')) private readonly divisions: CrudService<Division>,
    @Inject(crudToken('branches')) private readonly branches: CrudService<Branch>,
    @Inject(crudToken('tables')) private readonly tables: CrudService<DiningTable>,
    @Inject(crudToken('donatees')) private readonly donatees: CrudService<Donatee>,
    @Inject(crudToken('menus')) private readonly menus: CrudService<Menu>,
    @Inject(crudToken('categories')) private readonly categories: CrudService<Category>,
    @Inject(crudToken('products')) private readonly products: CrudService<Product>,
    @Inject(crudToken('tags')) private readonly tags: CrudService<Tag>,
  ) {}

  /**
   * Visitors get the start data as ready bytes, the same for all of them, with an ETag;
   * staff get theirs built for them (their user, the hidden records, their branches).
   */
  @Get()
  @Public()
  async init(
    @Ctx() ctx: RequestContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!ctx.actor) return sendReadyBytes(request, reply, await this.startData.forVisitors());
    return reply.send({ data: await this.staffStartData(ctx, request, reply) });
  }

  private async staffStartData(ctx: RequestContext, request: FastifyRequest, reply: FastifyReply) {
    const [config, user, divisions, branches, tables, donatees, menus, categories, products, tags] =
      await Promise.all([
        this.settings.get(),
        ctx.actor ? this.users.findWithBranches(ctx.actor.id) : null,
        this.divisions.list(EVERYTHING, ctx),
        this.branches.list(EVERYTHING, ctx),
        this.tables.list(EVERYTHING, ctx),
        this.donatees.list(EVERYTHING, ctx),
        this.menus.list(EVERYTHING, ctx),
        this.categories.list(EVERYTHING, ctx),
        this.products.list(EVERYTHING, ctx),
        this.tags.list(EVERYTHING, ctx),
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
      menus: menus.items,
      categories: categories.items,
      products: products.items,
      tags: tags.items,
    };
  }
}
