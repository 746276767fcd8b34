import { HttpStatus, Type } from '@nestjs/common';
import {
  DataSource,
  EntityManager,
  FindOptionsOrder,
  FindOptionsRelations,
  FindOptionsWhere,
  In,
  ObjectLiteral,
  Raw,
  Repository,
} from 'typeorm';
import { AuditRecorder } from '../audit/audit-recorder';
import type { AccessSpec } from '../auth/access';
import { RequestContext, canAccessBranch, isAdmin } from '../auth/actor';
import { ApiError, ApiErrorEntry } from '../http/api-error';
import { Page } from '../http/envelope.interceptor';
import { fieldLabel, type AuditEntityType } from '@bestellwerk/domain';
import { LIKE_ESCAPE, containsPattern } from './like';
import { LIST_KEYS, ListQueryDto } from './list-query.dto';
import { findSplit } from './split-loader';

export interface CrudDefinition<E extends ObjectLiteral & { id: number }> {
  entity: Type<E>;
  /**
   * URL segment and audit entity name, e.g. 'branches': one the audit log names in German
   * (libs/domain AUDIT_ENTITIES), or this does not compile.
   */
  path: AuditEntityType;
  /** German nouns for messages: 'Die Filiale wurde nicht gefunden.' */
  noun: { singular: string; article: 'Der' | 'Die' | 'Das' };
  createDto: Type<object>;
  updateDto: Type<object>;
  filterDto: Type<ListQueryDto>;
  /** The record as answered (an @ApiProperty class): the OpenAPI document's response schema. */
  responseDto: Type<unknown>;
  /** Who may read, create/delete (write) and change (update, defaults to write). */
  access: { read: AccessSpec; write: AccessSpec; update?: AccessSpec };
  /** Relation (or 'id' for branches themselves) that confines employees to their branches. */
  branchScope?: 'id' | 'branch';
  searchFields?: (keyof E & string)[];
  /** Relations that are not eager but belong in every answer (a user's branches). */
  relations?: FindOptionsRelations<E>;
  /** Fields that must be unique, checked before writing for a message that names the field. */
  uniqueFields?: (keyof E & string)[];
  defaultSort?: string;
  /**
   * Filter fields that are not an equality on a column or a to-one relation (a user's
   * branches are many-to-many): the condition to use instead.
   */
  filters?: Record<string, (value: unknown) => FindOptionsWhere<E>>;
  /** Create and update take data-URL files in the body: they may send 15 MB, not 1 MB. */
  acceptsUpload?: boolean;
  /** Shape sent to the client; lets anonymous callers see a public subset. */
  present?: (entity: E, ctx: RequestContext) => unknown;
  /** Extra work inside the write transaction (hashing a password, say). */
  beforeSave?: (
    entity: E,
    input: Record<string, unknown>,
    ctx: RequestContext,
    manager: EntityManager,
  ) => Promise<void>;
}

const DEFAULT_PER_PAGE = 100;

/**
 * The generic list/read/create/update/delete behind every admin entity: paginated and
 * filtered lists, employees confined to their branches, referenced ids checked, unique
 * values reported per field, every write audited in the same transaction.
 */
export class CrudService<E extends ObjectLiteral & { id: number }> {
  constructor(
    readonly definition: CrudDefinition<E>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditRecorder,
  ) {}

  get repo(): Repository<E> {
    return this.dataSource.getRepository(this.definition.entity);
  }

  present(entity: E, ctx: RequestContext): unknown {
    return this.definition.present ? this.definition.present(entity, ctx) : entity;
  }

  async list(query: ListQueryDto, ctx: RequestContext): Promise<Page<unknown>> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? DEFAULT_PER_PAGE;
    const base: FindOptionsWhere<E> = { ...this.filterWhere(query), ...this.scopeWhere(ctx) };
    const search = query.search?.trim();
    // The search term is text: a % or _ in it is that character, not a wildcard.
    const matches = search
      ? Raw((column) => `${column} LIKE :crudSearch ESCAPE '${LIKE_ESCAPE}'`, {
          crudSearch: containsPattern(search),
        })
      : null;
    const where =
      matches && this.definition.searchFields?.length
        ? this.definition.searchFields.map(
            (field) => ({ ...base, [field]: matches }) as FindOptionsWhere<E>,
          )
        : base;
    const [items, total] = await this.repo.findAndCount({
      where,
      order: this.order(query.sort ?? this.definition.defaultSort ?? 'id'),
      relations: this.definition.relations,
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return new Page(
      items.map((item) => this.present(item, ctx)),
      { page, perPage, total },
    );
  }

  /**
   * Every record the reader may see (at most `limit`), in the list's default order, ties by
   * id, without counting: the start data's read. To-many relations come by one query each
   * (findSplit), never as one join whose rows multiply.
   */
  async findAll(ctx: RequestContext, limit = 1000): Promise<E[]> {
    const scope = this.scopeWhere(ctx);
    const sort = this.definition.defaultSort ?? 'id';
    const items = await findSplit(
      this.repo.manager,
      this.definition.entity,
      {
        where: this.visibleWhere(ctx).map((where) => ({ ...where, ...scope })),
        order: {
          ...this.order(sort),
          ...(sort === 'id' ? {} : { id: 'ASC' }),
        } as FindOptionsOrder<E>,
      },
      this.definition.relations,
    );
    return items.filter((item) => this.isVisible(item, ctx)).slice(0, limit);
  }

  /** Conditions (any of them) a reader's records meet; findAll narrows further in memory. */
  protected visibleWhere(_ctx: RequestContext): FindOptionsWhere<E>[] {
    return [{}];
  }

  /** Whether the reader may see the record, for findAll. */
  protected isVisible(_item: E, _ctx: RequestContext): boolean {
    return true;
  }

  async findOne(id: number, ctx: RequestContext, manager?: EntityManager): Promise<E> {
    const repo = manager ? manager.getRepository(this.definition.entity) : this.repo;
    const entity = await repo.findOne({
      where: { id } as FindOptionsWhere<E>,
      relations: this.definition.relations,
    });
    if (!entity || !this.inScope(entity, ctx)) throw this.notFound();
    return entity;
  }

  async create(input: object, ctx: RequestContext): Promise<unknown> {
    const data = input as Record<string, unknown>;
    this.assertBranchesAllowed(data, ctx);
    const saved = await this.dataSource.transaction(async (manager) => {
      await this.checkReferences(data, manager);
      await this.checkUnique(data, null, manager);
      const repo = manager.getRepository(this.definition.entity);
      const entity = repo.create(data as E);
      await this.definition.beforeSave?.(entity, data, ctx, manager);
      const result = await repo.save(entity);
      // Re-read with eager relations straight from the repository: the writer's scope was
      // checked above, and a subclass's visitor rules (hidden when disabled) must not apply.
      const fresh = await repo.findOneOrFail({
        where: { id: result.id } as FindOptionsWhere<E>,
        relations: this.definition.relations,
      });
      await this.audit.record(
        ctx,
        { action: 'create', entity: this.definition.path, entityId: result.id, after: fresh },
        manager,
      );
      return fresh;
    });
    return this.present(saved, ctx);
  }

  async update(id: number, input: object, ctx: RequestContext): Promise<unknown> {
    const data = input as Record<string, unknown>;
    this.assertBranchesAllowed(data, ctx);
    const saved = await this.dataSource.transaction(async (manager) => {
      const existing = await this.findOne(id, ctx, manager);
      const before = structuredClone(existing);
      await this.checkReferences(data, manager);
      await this.checkUnique(data, id, manager);
      const repo = manager.getRepository(this.definition.entity);
      repo.merge(existing, data as E);
      this.replaceRelations(existing, data);
      await this.definition.beforeSave?.(existing, data, ctx, manager);
      await repo.save(existing);
      const fresh = await repo.findOneOrFail({
        where: { id } as FindOptionsWhere<E>,
        relations: this.definition.relations,
      });
      await this.audit.record(
        ctx,
        { action: 'update', entity: this.definition.path, entityId: id, before, after: fresh },
        manager,
      );
      return fresh;
    });
    return this.present(saved, ctx);
  }

  async remove(id: number, ctx: RequestContext): Promise<{ id: number }> {
    await this.dataSource.transaction(async (manager) => {
      const existing = await this.findOne(id, ctx, manager);
      await manager.getRepository(this.definition.entity).delete(id);
      await this.audit.record(
        ctx,
        { action: 'delete', entity: this.definition.path, entityId: id, before: existing },
        manager,
      );
    });
    return { id };
  }

  /**
   * TypeORM's merge only adds to a loaded list relation and ignores null for a loaded single
   * one; a sent relation is the whole truth: a list replaces the list, null clears.
   */
  private replaceRelations(entity: E, data: Record<string, unknown>): void {
    for (const relation of this.repo.metadata.relations) {
      const value = data[relation.propertyName];
      if (value !== undefined && !relation.isOneToMany)
        (entity as Record<string, unknown>)[relation.propertyName] = value;
    }
  }

  notFound(): ApiError {
    const { article, singular } = this.definition.noun;
    return ApiError.notFound(`${article} ${singular} wurde nicht gefunden.`);
  }

  private order(sort: string): FindOptionsOrder<E> {
    const descending = sort.startsWith('-');
    const field = descending ? sort.slice(1) : sort;
    const columns = this.repo.metadata.columns.map((column) => column.propertyName);
    if (!columns.includes(field)) {
      throw ApiError.validation([
        { field: 'sort', message: `Nach „${field}“ kann nicht sortiert werden.` },
      ]);
    }
    return { [field]: descending ? 'DESC' : 'ASC' } as FindOptionsOrder<E>;
  }

  /** Every filter field that is not a list key is an equality on a column or a relation id. */
  private filterWhere(query: ListQueryDto): FindOptionsWhere<E> {
    const where: Record<string, unknown> = {};
    const relations = new Set(
      this.repo.metadata.relations.map((relation) => relation.propertyName),
    );
    for (const [key, value] of Object.entries(query)) {
      if (LIST_KEYS.has(key) || value === undefined) continue;
      const custom = this.definition.filters?.[key];
      if (custom) Object.assign(where, custom(value));
      else where[key] = relations.has(key) ? { id: value } : value;
    }
    return where as FindOptionsWhere<E>;
  }

  private scopeWhere(ctx: RequestContext): FindOptionsWhere<E> {
    const scope = this.definition.branchScope;
    const allowed = ctx.actor?.branchIds;
    if (!scope || !ctx.actor || allowed === 'all' || allowed === undefined) return {};
    return (scope === 'id'
      ? { id: In(allowed) }
      : { branch: { id: In(allowed) } }) as unknown as FindOptionsWhere<E>;
  }

  /** Anonymous readers of public lists are not confined; employees are. */
  private inScope(entity: E, ctx: RequestContext): boolean {
    const scope = this.definition.branchScope;
    if (!scope || !ctx.actor || isAdmin(ctx.actor)) return true;
    const branchId =
      scope === 'id' ? entity.id : (entity as { branch?: { id: number } | null }).branch?.id;
    return canAccessBranch(ctx.actor, branchId);
  }

  /** An employee may only write data of their own branches. */
  private assertBranchesAllowed(data: Record<string, unknown>, ctx: RequestContext): void {
    if (this.definition.branchScope !== 'branch' || isAdmin(ctx.actor)) return;
    const branch = data.branch as { id?: number } | undefined;
    if (branch && !canAccessBranch(ctx.actor, branch.id)) {
      throw ApiError.forbidden('Sie haben keine Berechtigung für diese Filiale.');
    }
  }

  /** Related ids must exist: a clear message instead of a foreign-key failure. */
  private async checkReferences(
    data: Record<string, unknown>,
    manager: EntityManager,
  ): Promise<void> {
    const errors: ApiErrorEntry[] = [];
    for (const relation of this.repo.metadata.relations) {
      const value = data[relation.propertyName];
      if (value === undefined || value === null || relation.isOneToMany) continue;
      // One record for a to-one relation ({ "branch": { "id": 3 } }), a list for a to-many.
      const toMany = relation.isManyToMany;
      if (Array.isArray(value) !== toMany) {
        errors.push({
          field: relation.propertyName,
          message: `„${fieldLabel(relation.propertyName)}“ ist ungültig.`,
        });
        continue;
      }
      const ids = [
        ...new Set((Array.isArray(value) ? value : [value]).map((ref: { id: number }) => ref.id)),
      ];
      if (ids.length === 0) continue;
      const found = await manager
        .getRepository(relation.inverseEntityMetadata.target)
        .countBy({ id: In(ids) });
      if (found !== ids.length) {
        errors.push({
          field: relation.propertyName,
          message: `„${fieldLabel(relation.propertyName)}“ verweist auf einen Eintrag, der nicht existiert.`,
        });
      }
    }
    if (errors.length) throw ApiError.validation(errors);
  }

  private async checkUnique(
    data: Record<string, unknown>,
    ownId: number | null,
    manager: EntityManager,
  ): Promise<void> {
    const errors: ApiErrorEntry[] = [];
    for (const field of this.definition.uniqueFields ?? []) {
      const value = data[field];
      if (value === undefined || value === null || value === '') continue;
      const existing = await manager.getRepository(this.definition.entity).findOne({
        where: { [field]: value } as FindOptionsWhere<E>,
        select: { id: true } as never,
        loadEagerRelations: false,
      });
      if (existing && existing.id !== ownId) {
        errors.push({
          field,
          message: `„${fieldLabel(field)}“ „${String(value)}“ ist bereits vergeben.`,
        });
      }
    }
    if (errors.length) throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, errors);
  }
}
