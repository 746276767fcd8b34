import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CrudController } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { presentTagFor } from './catalog.presenter';
import { CreateTagDto, TagQueryDto, UpdateTagDto } from './dto/tag.dto';
import { Tag } from '../organisation';
import { TagResponse } from './dto/catalog.response';

export const tagCrud: CrudDefinition<Tag> = {
  entity: Tag,
  path: 'tags',
  noun: { article: 'Der', singular: 'Tag' },
  createDto: CreateTagDto,
  updateDto: UpdateTagDto,
  filterDto: TagQueryDto,
  responseDto: TagResponse,
  access: { read: 'public', write: { role: 'admin', permission: 'catalog' } },
  searchFields: ['name'],
  uniqueFields: ['name'],
  defaultSort: 'name',
  present: presentTagFor,
};

@ApiTags('tags')
@Controller('tags')
export class TagsController extends CrudController(tagCrud) {}
