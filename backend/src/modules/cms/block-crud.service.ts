import { validateContent, type CmsSiteType } from '@bestellwerk/domain';
import { DataSource, EntityManager } from 'typeorm';
import { AuditRecorder } from '../../common/audit/audit-recorder';
import { RequestContext } from '../../common/auth/actor';
import { CrudDefinition, CrudService } from '../../common/crud/crud.service';
import { ApiError } from '../../common/http/api-error';
import { lockForDelete } from '../media';
import { Block } from './entities/block.entity';
import { Site } from './entities/site.entity';
import { SiteTypes } from './site-types';

/** A place that shows a block: a site (its content or its draft) or another block. */
export interface BlockUsage {
  kind: 'site' | 'block';
  name: string;
  path?: string;
}

const refersTo = (type: CmsSiteType | undefined, contents: unknown[], blockId: number) =>
  !!type &&
  contents.some(
    (content) =>
      Array.isArray(content) &&
      validateContent(type, content).references.some(
        (reference) => reference.target === 'block' && reference.id === blockId,
      ),
  );

/**
 * Where a block is still used: every `reference` field with target block, in any configured
 * site type, however deeply nested — found by the same schema walk that checks a save.
 */
export async function blockUsages(
  manager: EntityManager,
  types: SiteTypes,
  blockId: number,
): Promise<BlockUsage[]> {
  const usages: BlockUsage[] = [];
  const sites = await manager.getRepository(Site).find({
    select: { id: true, name: true, path: true, type: true, content: true, draft: true },
    order: { path: 'ASC' },
  });
  for (const site of sites)
    if (refersTo(types.find(site.type), [site.content, site.draft?.content], blockId))
      usages.push({ kind: 'site', name: site.name, path: site.path });
  const blocks = await manager.getRepository(Block).find({
    select: { id: true, name: true, content: true },
    order: { name: 'ASC' },
  });
  // A block holds blocks as a default site's body does.
  const body = types.find('default');
  for (const block of blocks)
    if (block.id !== blockId && refersTo(body, [block.content], blockId))
      usages.push({ kind: 'block', name: block.name });
  return usages;
}

/** „Der Baustein wird noch verwendet: Seite „Über uns“ (/ueber-uns), Baustein „Fuß“.“ */
export function blockStillUsedMessage(usages: BlockUsage[]): string {
  const places = usages.map((usage) =>
    usage.kind === 'site' ? `Seite „${usage.name}“ (/${usage.path})` : `Baustein „${usage.name}“`,
  );
  return `Der Baustein wird noch verwendet: ${places.join(', ')}.`;
}

/**
 * Blocks: the generic CRUD, but a block that a site or another block still shows is not
 * deleted (409 naming where). The delete locks the block's row first; a save that references
 * it holds a shared lock on it (existingIds), so the two never cross: either the save waits
 * and the delete then sees it, or the delete goes first and the save finds the block gone.
 */
export class BlockCrudService extends CrudService<Block> {
  constructor(
    definition: CrudDefinition<Block>,
    private readonly db: DataSource,
    private readonly auditLog: AuditRecorder,
    private readonly types: SiteTypes,
  ) {
    super(definition, db, auditLog);
  }

  override async remove(id: number, ctx: RequestContext): Promise<{ id: number }> {
    await this.db.transaction(async (manager) => {
      const existing = await lockForDelete(manager, Block, id);
      if (!existing) throw this.notFound();
      const used = await blockUsages(manager, this.types, id);
      if (used.length) throw ApiError.conflict(blockStillUsedMessage(used));
      await manager.getRepository(Block).delete(id);
      await this.auditLog.record(
        ctx,
        { action: 'delete', entity: this.definition.path, entityId: id, before: existing },
        manager,
      );
    });
    return { id };
  }
}
