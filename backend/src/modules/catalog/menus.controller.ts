import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Ctx, Public, RequestContext } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { MenuCrudService, menuCrud } from './menus.service';

@ApiTags('menus')
@Controller('menus')
export class MenusController extends CrudController(menuCrud) {}

/** GET /api/branches/{id}/menus (backoffice-api.md §7): what a branch's storefront shows. */
@ApiTags('menus')
@Controller('branches')
export class BranchMenusController {
  constructor(@Inject(crudToken(menuCrud.path)) private readonly menus: MenuCrudService) {}

  @Get(':id/menus')
  @Public()
  forBranch(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
    return this.menus.forBranch(id, ctx);
  }
}
