import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CrudController } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { CreateDivisionDto, DivisionQueryDto, UpdateDivisionDto } from './dto/division.dto';
import { Division } from './entities/division.entity';
import { DivisionResponse } from './dto/organisation.response';

export const divisionCrud: CrudDefinition<Division> = {
  entity: Division,
  path: 'divisions',
  noun: { article: 'Die', singular: 'Organisation' },
  createDto: CreateDivisionDto,
  updateDto: UpdateDivisionDto,
  filterDto: DivisionQueryDto,
  responseDto: DivisionResponse,
  access: { read: 'public', write: { role: 'admin' } },
  searchFields: ['name', 'identifier'],
  uniqueFields: ['identifier'],
  defaultSort: 'name',
};

@ApiTags('divisions')
@Controller('divisions')
export class DivisionsController extends CrudController(divisionCrud) {}
