import { EntityManager, FindOptionsWhere, In, ObjectLiteral } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { CrudService } from '../../common/crud/crud.service';
import { ListQueryDto } from '../../common/crud/list-query.dto';
import { Page } from '../../common/http/envelope.interceptor';
import { isHiddenFromVisitors } from './catalog.presenter';

type CatalogItem = ObjectLiteral & {
  id: number;
  isEnabled: boolean;
  isVisibleWhenUnavailable: boolean;
};

/**
 * Categories and products: visitors never get what is switched off and not meant to be
 * shown greyed out, in lists or one by one; staff get everything. Kept in the service so
 * that /api/init, which reads through it, follows the same rule.
 *
 * Filters that are no column equality (products of a category, say) narrow the list to a
 * set of ids, which travels to the generic list as a filter on the primary key.
 */
export class CatalogItemCrudService<E extends CatalogItem> extends CrudService<E> {
  override async list(query: ListQueryDto, ctx: RequestContext): Promise<Page<unknown>> {
    const { query: rest, ids } = await this.narrow(query);
    const visible = ctx.actor ? null : await this.visibleIds();
    const allowed = intersect(ids, visible);
    return super.list(allowed ? ({ ...rest, id: In(allowed) } as ListQueryDto) : rest, ctx);
  }

  override async findOne(id: number, ctx: RequestContext, manager?: EntityManager): Promise<E> {
    const item = await super.findOne(id, ctx, manager);
    if (isVisitorRead(ctx, manager) && isHiddenFromVisitors(item)) throw this.notFound();
    return item;
  }

  protected override visibleWhere(ctx: RequestContext): FindOptionsWhere<E>[] {
    if (ctx.actor) return [{}];
    return [
      { isEnabled: true } as FindOptionsWhere<E>,
      { isVisibleWhenUnavailable: true } as FindOptionsWhere<E>,
    ];
  }

  /** Takes the non-column filters out of the query and returns the ids they allow. */
  protected async narrow(
    query: ListQueryDto,
  ): Promise<{ query: ListQueryDto; ids: number[] | null }> {
    return { query, ids: null };
  }

  private async visibleIds(): Promise<number[]> {
    const rows = await this.repo.find({
      select: { id: true } as never,
      where: [
        { isEnabled: true } as FindOptionsWhere<E>,
        { isVisibleWhenUnavailable: true } as FindOptionsWhere<E>,
      ],
      loadEagerRelations: false,
    });
    return rows.map((row) => row.id);
  }
}

/**
 * A visitor's read: no actor, outside a write. The generic create re-reads the new record
 * inside its transaction without an actor (unscoped); that read is the writer's.
 */
export const isVisitorRead = (ctx: RequestContext, manager?: EntityManager) =>
  !ctx.actor && !manager;

/** The ids both lists allow; null stands for 'no restriction'. */
export function intersect(a: number[] | null, b: number[] | null): number[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const other = new Set(b);
  return a.filter((id) => other.has(id));
}
