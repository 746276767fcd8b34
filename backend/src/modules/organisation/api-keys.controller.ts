import { Body, Controller, Delete, Get, Inject, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { ApiDataResponse } from '../../common/http/api-response';
import { crudToken } from '../../common/crud/crud.controller';
import { CrudService } from '../../common/crud/crud.service';
import { ParseIdPipe } from '../../common/crud/parse-id.pipe';
import { ApiKeysService } from './api-keys.service';
import { branchCrud } from './branches.controller';
import { CreateApiKeyDto } from './dto/api-key.dto';
import { Branch } from './entities/branch.entity';
import { ApiKeyResponse, CreatedApiKeyResponse } from './dto/organisation.response';

/**
 * /api/branches/:id/api-keys. Staff see the keys of their own branches (never a key or its
 * hash); only administrators create and revoke them. A branch out of the caller's reach
 * answers 404, as the branch routes themselves do.
 */
@ApiTags('branches')
@Controller('branches')
export class ApiKeysController {
  constructor(
    @Inject(crudToken(branchCrud.path)) private readonly branches: CrudService<Branch>,
    private readonly apiKeys: ApiKeysService,
  ) {}

  @Get(':id/api-keys')
  @ApiDataResponse([ApiKeyResponse])
  @Access({ role: 'employee', branchScoped: true })
  async list(@Param('id', ParseIdPipe) branchId: number, @Ctx() ctx: RequestContext) {
    await this.branches.findOne(branchId, ctx);
    return this.apiKeys.list(branchId);
  }

  @Post(':id/api-keys')
  @ApiDataResponse(CreatedApiKeyResponse, { status: 201 })
  @Access({ role: 'admin' })
  async create(
    @Param('id', ParseIdPipe) branchId: number,
    @Body() body: CreateApiKeyDto,
    @Ctx() ctx: RequestContext,
  ) {
    await this.branches.findOne(branchId, ctx);
    return this.apiKeys.create(branchId, body.name, ctx);
  }

  @Delete(':id/api-keys/:keyId')
  @ApiDataResponse(ApiKeyResponse)
  @Access({ role: 'admin' })
  async revoke(
    @Param('id', ParseIdPipe) branchId: number,
    @Param('keyId', ParseIdPipe) keyId: number,
    @Ctx() ctx: RequestContext,
  ) {
    await this.branches.findOne(branchId, ctx);
    return this.apiKeys.revoke(branchId, keyId, ctx);
  }
}
