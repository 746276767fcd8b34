import { nextScheduleChange } from '@bestellwerk/domain';
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
import { MenuCrudService, earliest } from '../catalog/menus.service';
import { PublicReadCache } from '../public-cache/public-read-cache';
import type { PublicAnswer } from '../public-cache/public-read-cache';
import { sendReadyBytes } from '../public-cache/ready-bytes';
import { Product } from '../catalog/entities/product.entity';
import { Tag } from '../catalog/entities/tag.entity';
import { Donatee } from '../customers/entities/donatee.entity';
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
  constructor(
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly appConfig: AppConfig,
    private readonly cache: PublicReadCache,
    @Inject(crudToken('divisions')) private readonly divisions: CrudService<Division>,
    @Inject(crudToken('branches')) private readonly branches: CrudService<Branch>,
    @Inject(crudToken('tables')) private readonly tables: CrudService<DiningTable>,
    @Inject(crudToken('donatees')) private readonly donatees: CrudService<Donatee>,
    @Inject(crudToken('menus')) private readonly menus: MenuCrudService,
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
    if (!ctx.actor) {
      const bytes = await this.cache.get('init', () => this.publicStartData());
      return sendReadyBytes(request, reply, bytes);
    }
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

  /**
   * What every visitor gets, read with a fixed number of statements whatever the size of
   * the shop (no counts, one query per relation), and the instant it runs out by itself: a
   * category's or product's schedule opening or closing (in the shop's default zone, as the
   * list routes evaluate them) or a menu coming into effect.
   */
  private async publicStartData(): Promise<PublicAnswer> {
    const now = new Date();
    const [config, divisions, branches, tables, donatees, menus, categories, products, tags] =
      await Promise.all([
        this.settings.get(),
        this.divisions.findAll(VISITOR),
        this.branches.findAll(VISITOR),
        this.tables.findAll(VISITOR),
        this.donatees.findAll(VISITOR),
        this.menus.findAllInEffect(VISITOR, now),
        this.categories.findAll(VISITOR),
        this.products.findAll(VISITOR),
        this.tags.findAll(VISITOR),
      ]);
    const presented = <E extends { id: number }>(service: CrudService<E>, items: E[]) =>
      items.map((item) => service.present(item, VISITOR));
    const schedules = [...categories, ...products].map((item) => item.schedule);
    return {
      data: {
        version: APP_VERSION,
        config,
        user: null,
        divisions: presented(this.divisions, divisions),
        branches: presented(this.branches, branches),
        tables: presented(this.tables, tables),
        donatees: presented(this.donatees, donatees),
        menus: presented(this.menus, menus.menus.slice(0, EVERYTHING.perPage)),
        categories: presented(this.categories, categories),
        products: presented(this.products, products),
        tags: presented(this.tags, tags),
      },
      validUntil: earliest([nextScheduleChange(schedules, now), menus.nextStart]),
    };
  }
}

/** The reader of public answers: no actor, nothing of a particular visitor. */
const VISITOR: RequestContext = { actor: null, ip: '' };
