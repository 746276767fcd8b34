import { earliest, nextScheduleChange } from '@bestellwerk/domain';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { RequestContext } from '../../common/auth/actor';
import { crudToken } from '../../common/crud/crud.controller';
import { CrudService } from '../../common/crud/crud.service';
import { ListQueryDto } from '../../common/crud/list-query.dto';
import { APP_VERSION } from '../../config/version';
import {
  Category,
  Product,
  Tag,
  MenuCrudService,
  branchCatalogKey,
  visitorCatalogOfBranch,
} from '../catalog';
import { Block, CmsNode, Navigation, Site, SiteTypes } from '../cms';
import { Donatee } from '../customers';
import { Branch, DiningTable, Division } from '../organisation';
import { PublicAnswer, PublicReadCache, ReadyBytes } from '../public-cache';
import { UsersService, presentUser } from '../users';
import { SettingsService } from '../settings';

/** The cache key of the visitors' start data. */
const START_DATA_KEY = 'init';

/** As many records of each list as GET /api/init always sent (one page of 1000). */
const PER_LIST = 1000;

/** The reader of public answers: no actor, nothing of a particular visitor. */
export const VISITOR: RequestContext = { actor: null, ip: '' };

/** The start data every visitor gets (GET /api/init without login), as ready bytes. */
@Injectable()
export class StartDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger(StartDataService.name);

  constructor(
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly cache: PublicReadCache,
    @Inject(crudToken('divisions')) private readonly divisions: CrudService<Division>,
    @Inject(crudToken('branches')) private readonly branches: CrudService<Branch>,
    @Inject(crudToken('tables')) private readonly tables: CrudService<DiningTable>,
    @Inject(crudToken('donatees')) private readonly donatees: CrudService<Donatee>,
    @Inject(crudToken('menus')) private readonly menus: MenuCrudService,
    @Inject(crudToken('categories')) private readonly categories: CrudService<Category>,
    @Inject(crudToken('products')) private readonly products: CrudService<Product>,
    @Inject(crudToken('tags')) private readonly tags: CrudService<Tag>,
    @Inject(crudToken('sites')) private readonly sites: CrudService<Site>,
    @Inject(crudToken('navigations')) private readonly navigations: CrudService<Navigation>,
    @Inject(crudToken('blocks')) private readonly blocks: CrudService<Block>,
    @Inject(crudToken('nodes')) private readonly nodes: CrudService<CmsNode>,
    private readonly siteTypes: SiteTypes,
  ) {}

  /**
   * Builds the visitors' start data while the application starts, before the port opens:
   * the first visitors after a start (a deploy, a restart behind the proxy) get ready bytes
   * instead of waiting for the build. A failure only costs that: the first request builds.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.forVisitors().catch((error: unknown) => {
      this.logger.warn(`Startdaten nicht vorab erstellt: ${String(error)}`);
    });
  }

  /**
   * A logged-in reader's start data, built for them (their user, the hidden records, their
   * branches), through the list routes' own reads so scoping and presentation match them.
   */
  async forStaff(ctx: RequestContext) {
    const everything: ListQueryDto = { perPage: PER_LIST };
    const [
      [config, user, divisions, branches, tables, donatees, menus, categories, products, tags],
      content,
    ] = await Promise.all([
      Promise.all([
        this.settings.get(),
        ctx.actor ? this.users.findWithBranches(ctx.actor.id) : null,
        this.divisions.list(everything, ctx),
        this.branches.list(everything, ctx),
        this.tables.list(everything, ctx),
        this.donatees.list(everything, ctx),
        this.menus.list(everything, ctx),
        this.categories.list(everything, ctx),
        this.products.list(everything, ctx),
        this.tags.list(everything, ctx),
      ]),
      this.content(ctx),
    ]);
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
      ...content,
    };
  }

  /**
   * The CMS's part of the start data (backoffice-api.md §7 Initial load: sites, navigations,
   * blocks, nodes): visitors get the public ones, staff everything, drafts included.
   */
  private async content(ctx: RequestContext) {
    const [sites, navigations, blocks, nodes] = await Promise.all([
      this.sites.findAll(ctx, PER_LIST),
      this.navigations.findAll(ctx, PER_LIST),
      this.blocks.findAll(ctx, PER_LIST),
      this.nodes.findAll(ctx, PER_LIST),
    ]);
    return {
      sites: sites.map((item) => this.sites.present(item, ctx)),
      navigations: navigations.map((item) => this.navigations.present(item, ctx)),
      blocks: blocks.map((item) => this.blocks.present(item, ctx)),
      nodes: nodes.map((item) => this.nodes.present(item, ctx)),
      // The site types with their field schemas: the storefront renders a configured type's
      // page from them (one renderer per field type); a type not listed is its 500 page.
      siteTypes: this.siteTypes.all,
    };
  }

  forVisitors(): Promise<ReadyBytes> {
    return this.cache.get(START_DATA_KEY, () => this.build());
  }

  /** The visitors' catalogue of a branch (GET /api/branches/{id}/menus), as ready bytes. */
  catalogOfBranch(branchId: number): Promise<ReadyBytes> {
    return visitorCatalogOfBranch(this.cache, this.menus, branchId);
  }

  /** forVisitors' answer if it is ready now (the fast path's lookup, without waiting). */
  readyForVisitors(): ReadyBytes | undefined {
    return this.cache.peek(START_DATA_KEY);
  }

  /** catalogOfBranch's answer if it is ready now. */
  readyCatalogOfBranch(branchId: number): ReadyBytes | undefined {
    return this.cache.peek(branchCatalogKey(branchId));
  }

  /**
   * What every visitor gets, read with a fixed number of statements whatever the size of
   * the shop (no counts, one query per relation), and the instant it runs out by itself: a
   * category's or product's schedule opening or closing (in the shop's default zone, as the
   * list routes evaluate them) or a menu coming into effect.
   */
  private async build(): Promise<PublicAnswer> {
    const now = new Date();
    const content = this.content(VISITOR);
    const [config, divisions, branches, tables, donatees, menus, categories, products, tags] =
      await Promise.all([
        this.settings.get(),
        this.divisions.findAll(VISITOR, PER_LIST),
        this.branches.findAll(VISITOR, PER_LIST),
        this.tables.findAll(VISITOR, PER_LIST),
        this.donatees.findAll(VISITOR, PER_LIST),
        this.menus.findAllInEffect(VISITOR, now),
        this.categories.findAll(VISITOR, PER_LIST),
        this.products.findAll(VISITOR, PER_LIST),
        this.tags.findAll(VISITOR, PER_LIST),
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
        menus: presented(this.menus, menus.menus.slice(0, PER_LIST)),
        categories: presented(this.categories, categories),
        products: presented(this.products, products),
        tags: presented(this.tags, tags),
        ...(await content),
      },
      validUntil: earliest([nextScheduleChange(schedules, now), menus.nextStart]),
    };
  }
}
