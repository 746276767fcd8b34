import { EntityManager, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { RequestContext } from '../../common/auth/actor';
import { CrudService } from '../../common/crud/crud.service';
import { ListQueryDto } from '../../common/crud/list-query.dto';
import { Page } from '../../common/http/envelope.interceptor';

/**
 * Visitors see only public records (isPublic), in lists, one by one and in the start data;
 * staff see all — drafts included, which the storefront shows them with a draft style.
 */
export class PublicOnlyCrudService<
  E extends ObjectLiteral & { id: number; isPublic: boolean },
> extends CrudService<E> {
  override list(query: ListQueryDto, ctx: RequestContext): Promise<Page<unknown>> {
    return super.list(ctx.actor ? query : ({ ...query, isPublic: true } as ListQueryDto), ctx);
  }

  protected override visibleWhere(ctx: RequestContext): FindOptionsWhere<E>[] {
    return [ctx.actor ? {} : ({ isPublic: true } as FindOptionsWhere<E>)];
  }

  override async findOne(id: number, ctx: RequestContext, manager?: EntityManager): Promise<E> {
    const record = await super.findOne(id, ctx, manager);
    if (!ctx.actor && !record.isPublic) throw this.notFound();
    return record;
  }
}

/**
 * The row lock of a CMS rule on MariaDB; SQLite has one writer at a time anyway. Returns
 * whether reads after it must be locking reads: the transaction's snapshot may be older than
 * the lock (a read before it), and only a locking read sees what the last holder committed.
 */
export async function lockCms(manager: EntityManager, name: string): Promise<boolean> {
  const type = manager.connection.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return false;
  await manager.query('SELECT name FROM cms_lock WHERE name = ? FOR UPDATE', [name]);
  return true;
}
