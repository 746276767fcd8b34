import { Body, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { DataSource, ObjectLiteral } from 'typeorm';
import { AuditRecorder } from '../audit/audit-recorder';
import { Access } from '../auth/access';
import { Ctx, RequestContext } from '../auth/actor';
import { ApiDataResponse, ApiPageResponse, DeletedResponse } from '../http/api-response';
import { AcceptsUpload } from '../http/json-body';
import { germanValidationPipe } from '../validation/validation.pipe';
import { CrudDefinition, CrudService } from './crud.service';
import { ListQueryDto } from './list-query.dto';
import { ParseIdPipe } from './parse-id.pipe';

/** DI token of the CrudService for one entity path. */
export const crudToken = (path: string) => `CrudService:${path}`;

export function crudProvider<E extends ObjectLiteral & { id: number }>(
  definition: CrudDefinition<E>,
) {
  return {
    provide: crudToken(definition.path),
    inject: [DataSource, AuditRecorder],
    useFactory: (dataSource: DataSource, audit: AuditRecorder) =>
      new CrudService(definition, dataSource, audit),
  };
}

export interface CrudControllerBase<E extends ObjectLiteral & { id: number }> {
  readonly crud: CrudService<E>;
}

/**
 * The five routes of backoffice-api.md §7 for one entity, typed by its own DTOs. A domain
 * controller extends the returned class under `@Controller(path)` and adds its own routes;
 * one with its own constructor passes `@Inject(crudToken(path)) crud` on to `super(crud)`.
 */
export function CrudController<E extends ObjectLiteral & { id: number }>(
  definition: CrudDefinition<E>,
): new (crud: CrudService<E>) => CrudControllerBase<E> {
  const read = Access(definition.access.read);
  const write = Access(definition.access.write);
  const update = Access(definition.access.update ?? definition.access.write);
  const { createDto, updateDto, filterDto, responseDto } = definition;
  const body: MethodDecorator = definition.acceptsUpload ? AcceptsUpload() : () => undefined;

  class GeneratedCrudController {
    constructor(@Inject(crudToken(definition.path)) readonly crud: CrudService<E>) {}

    @Get()
    @read
    @ApiQuery({ type: filterDto })
    @ApiPageResponse(responseDto)
    // Typed `object` so the global pipe leaves the query to the entity's own filter DTO.
    list(@Query(germanValidationPipe(filterDto)) query: object, @Ctx() ctx: RequestContext) {
      return this.crud.list(query as ListQueryDto, ctx);
    }

    @Get(':id')
    @read
    @ApiDataResponse(responseDto)
    async one(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
      return this.crud.present(await this.crud.findOne(id, ctx), ctx);
    }

    @Post()
    @write
    @body
    @ApiBody({ type: createDto })
    @ApiDataResponse(responseDto, { status: 201 })
    create(@Body(germanValidationPipe(createDto)) body: object, @Ctx() ctx: RequestContext) {
      return this.crud.create(body, ctx);
    }

    @Put(':id')
    @update
    @body
    @ApiBody({ type: updateDto })
    @ApiDataResponse(responseDto)
    update(
      @Param('id', ParseIdPipe) id: number,
      @Body(germanValidationPipe(updateDto)) body: object,
      @Ctx() ctx: RequestContext,
    ) {
      return this.crud.update(id, body, ctx);
    }

    @Delete(':id')
    @write
    @ApiDataResponse(DeletedResponse)
    remove(@Param('id', ParseIdPipe) id: number, @Ctx() ctx: RequestContext) {
      return this.crud.remove(id, ctx);
    }
  }
  return GeneratedCrudController;
}
