import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { PublicReadCache, sendReadyBytes } from '../public-cache';
import { MenuCrudService, menuCrud, visitorCatalogOfBranch } from './menus.service';
import { ApiDataResponse } from '../../common/http/api-response';
import { BranchMenuResponse } from './dto/catalog.response';

@ApiTags('menus')
@Controller('menus')
export class MenusController extends CrudController(menuCrud) {}

/** GET /api/branches/{id}/menus (backoffice-api.md §7): what a branch's storefront shows. */
@ApiTags('menus')
@Controller('branches')
export class BranchMenusController {
  constructor(
    @Inject(crudToken(menuCrud.path)) private readonly menus: MenuCrudService,
    private readonly cache: PublicReadCache,
  ) {}

  /** Visitors share one answer per branch, kept as ready bytes; staff see hidden items. */
  @Get(':id/menus')
  @ApiDataResponse([BranchMenuResponse])
  @Access('public')
  async forBranch(
    @Param('id', ParseIdPipe) id: number,
    @Ctx() ctx: RequestContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (ctx.actor) return reply.send({ data: await this.menus.forBranch(id, ctx) });
    return sendReadyBytes(request, reply, await visitorCatalogOfBranch(this.cache, this.menus, id));
  }
}
