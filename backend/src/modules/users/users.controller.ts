import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Raw } from 'typeorm';
import { Access } from '../../common/auth/access';
import { Ctx, RequestContext } from '../../common/auth/actor';
import { issueCsrfToken } from '../../common/auth/csrf';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { ApiError } from '../../common/http/api-error';
import { AppConfig } from '../../config/app-config';
import { CreateUserDto, UpdateUserDto, UserQueryDto } from './dto/user.dto';
import { User } from './entities/user.entity';
import { UsersService, presentUser } from './users.service';
import { UserResponse } from './dto/user.response';
import { ApiDataResponse } from '../../common/http/api-response';

export const userCrud: CrudDefinition<User> = {
  entity: User,
  path: 'users',
  noun: { article: 'Der', singular: 'Benutzer' },
  createDto: CreateUserDto,
  updateDto: UpdateUserDto,
  filterDto: UserQueryDto,
  responseDto: UserResponse,
  access: { read: { role: 'admin' }, write: { role: 'admin', permission: 'users' } },
  searchFields: ['username', 'email', 'firstName', 'lastName'],
  relations: { branches: true },
  // A subquery rather than a join on `branches`, which would also cut the listed branches.
  filters: {
    branch: (branchId) => ({
      id: Raw(
        (alias) => `${alias} IN (SELECT userId FROM user_branches WHERE branchId = :branchId)`,
        {
          branchId,
        },
      ),
    }),
  },
  uniqueFields: ['username', 'email'],
  defaultSort: 'username',
  present: (user) => presentUser(user),
  beforeSave: async (user, input) => {
    if (typeof input.password === 'string')
      user.passwordHash = await UsersService.hashPassword(input.password);
    if (typeof input.username === 'string') user.username = input.username.trim();
    if (typeof input.email === 'string') user.email = input.email.trim().toLowerCase();
  },
};

@ApiTags('users')
@Controller('users')
export class UsersController extends CrudController(userCrud) {
  constructor(
    @Inject(crudToken(userCrud.path)) crud: CrudService<User>,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {
    super(crud);
  }

  /** The logged-in user; also refreshes the XSRF-TOKEN cookie for the client. */
  @Get('me')
  @ApiDataResponse(UserResponse)
  @Access({ role: 'employee' })
  async me(
    @Ctx() ctx: RequestContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const user = ctx.actor && (await this.users.findWithBranches(ctx.actor.id));
    if (!user) throw ApiError.unauthorized();
    issueCsrfToken(request, reply, this.config.env.COOKIE_SECURE);
    return presentUser(user);
  }
}
