import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { NODE_TYPES, migrateContent, validateContent, validateFields } from '@bestellwerk/domain';
import { DataSource, EntityManager } from 'typeorm';
import { AuditRecorder } from '../../common/audit/audit-recorder';
import { RequestContext } from '../../common/auth/actor';
import { CrudController, crudToken } from '../../common/crud/crud.controller';
import { CrudDefinition } from '../../common/crud/crud.service';
import { BlockCrudService } from './block-crud.service';
import { ApiError } from '../../common/http/api-error';
import {
  assertContent,
  assertJsonSize,
  sanitizeFields,
  sanitizeSiteContent,
} from './content-rules';
import {
  BlockQueryDto,
  CreateBlockDto,
  CreateNodeDto,
  NodeQueryDto,
  UpdateBlockDto,
  UpdateNodeDto,
} from './dto/block-node.dto';
import { BlockResponse, NodeResponse } from './contracts/cms.response';
import { Block } from './entities/block.entity';
import { CmsNode } from './entities/node.entity';
import { PublicOnlyCrudService } from './public-crud.service';
import { SiteTypes } from './site-types';

export const blockCrud: CrudDefinition<Block> = {
  entity: Block,
  path: 'blocks',
  noun: { article: 'Der', singular: 'Baustein' },
  createDto: CreateBlockDto,
  updateDto: UpdateBlockDto,
  filterDto: BlockQueryDto,
  responseDto: BlockResponse,
  access: { read: 'public', write: { role: 'admin', permission: 'content' } },
  searchFields: ['identifier', 'name'],
  uniqueFields: ['identifier'],
  defaultSort: 'identifier',
};

export const blockCrudProvider = {
  provide: crudToken(blockCrud.path),
  inject: [DataSource, AuditRecorder, SiteTypes],
  useFactory: (dataSource: DataSource, audit: AuditRecorder, types: SiteTypes) => {
    const body = types.find('default')!;
    return new BlockCrudService(
      {
        ...blockCrud,
        // A block holds blocks as a default site's body does, checked the same way.
        beforeSave: async (block: Block, _input, _ctx, manager: EntityManager) => {
          block.content = (migrateContent(block.content) as unknown[] | undefined) ?? [];
          await assertContent(validateContent(body, block.content), manager);
          block.content = sanitizeSiteContent(body, block.content) as unknown[];
          assertJsonSize(block.content, 'content', 'Inhalt');
        },
      },
      dataSource,
      audit,
      types,
    );
  },
};

@ApiTags('blocks')
@Controller('blocks')
export class BlocksController extends CrudController(blockCrud) {}

/** A visitor never sees where a form's mails go. */
export const presentNode = (node: CmsNode, ctx: RequestContext) => {
  if (ctx.actor) return node;
  const { recipient: _recipient, ...content } = node.content ?? {};
  return { ...node, content };
};

export const nodeCrud: CrudDefinition<CmsNode> = {
  entity: CmsNode,
  path: 'nodes',
  noun: { article: 'Der', singular: 'Inhalt' },
  createDto: CreateNodeDto,
  updateDto: UpdateNodeDto,
  filterDto: NodeQueryDto,
  responseDto: NodeResponse,
  access: { read: 'public', write: { role: 'admin', permission: 'content' } },
  searchFields: ['identifier'],
  uniqueFields: ['identifier'],
  defaultSort: 'identifier',
  present: presentNode,
  beforeSave: async (node, _input, _ctx, manager) => {
    const type = NODE_TYPES[node.type];
    if (!type) {
      throw ApiError.validation([
        {
          field: 'type',
          message: `„Typ“ muss einer der folgenden Werte sein: ${Object.keys(NODE_TYPES).join(', ')}.`,
        },
      ]);
    }
    await assertContent(validateFields(type.fields, node.content, 'content'), manager);
    node.content = sanitizeFields(type.fields, node.content) as Record<string, unknown>;
    assertJsonSize(node.content, 'content', 'Inhalt');
  },
};

export const nodeCrudProvider = {
  provide: crudToken(nodeCrud.path),
  inject: [DataSource, AuditRecorder],
  useFactory: (dataSource: DataSource, audit: AuditRecorder) =>
    new PublicOnlyCrudService(nodeCrud, dataSource, audit),
};

@ApiTags('nodes')
@Controller('nodes')
export class NodesController extends CrudController(nodeCrud) {}
