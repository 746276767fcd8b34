import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CrudController } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { presentDivisionRef } from '../organisation';
import {
  CreateExternalUserDto,
  ExternalUserQueryDto,
  UpdateExternalUserDto,
} from './dto/external-user.dto';
import { ExternalUser } from './entities/external-user.entity';
import { ExternalUserResponse } from './dto/customers.response';

export const externalUserCrud: CrudDefinition<ExternalUser> = {
  entity: ExternalUser,
  path: 'external-users',
  noun: { article: 'Der', singular: 'externe Benutzer' },
  createDto: CreateExternalUserDto,
  updateDto: UpdateExternalUserDto,
  filterDto: ExternalUserQueryDto,
  responseDto: ExternalUserResponse,
  access: { read: { role: 'admin' }, write: { role: 'admin' } },
  searchFields: ['firstName', 'lastName', 'email', 'company'],
  uniqueFields: ['email'],
  defaultSort: 'lastName',
  present: (user) => ({ ...user, division: presentDivisionRef(user.division) }),
};

@ApiTags('external-users')
@Controller('external-users')
export class ExternalUsersController extends CrudController(externalUserCrud) {}
