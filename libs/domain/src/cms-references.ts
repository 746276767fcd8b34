import {
  readContentItems,
  referenceId,
  type CmsField,
  type CmsSiteType,
  type ContentItem,
} from './cms-fields';

/** A reusable block as GET /api/init lists it (backoffice-api.md §3 blocks). */
export interface BlockRecord {
  id: number;
  identifier: string;
  name: string;
  /** Blocks of the default site type, like a site's body. */
  content: unknown[];
}

/** What a reference to a block reads as once resolved: the block as it is now. */
export interface ResolvedBlock extends BlockRecord {
  resolved: true;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A resolved block reference (see resolveBlockReferences). */
export function isResolvedBlock(value: unknown): value is ResolvedBlock {
  return isPlainObject(value) && value.resolved === true && Array.isArray(value.content);
}

function resolveFields(
  fields: readonly CmsField[],
  value: unknown,
  find: (id: number) => BlockRecord | undefined,
): unknown {
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = { ...value };
  for (const field of fields) {
    const current = value[field.name];
    if (current === undefined || current === null) continue;
    if (field.type === 'reference' && field.target === 'block') {
      const id = referenceId(current);
      const block = id === null ? undefined : find(id);
      // A block deleted since: the reference shows nothing.
      result[field.name] = block ? { ...block, resolved: true } : null;
    } else if (field.type === 'group') {
      result[field.name] = resolveFields(field.fields, current, find);
    } else if (field.type === 'collection' && Array.isArray(current)) {
      result[field.name] = current.map((item) => resolveFields(field.fields, item, find));
    } else if (field.type === 'tabs' && isPlainObject(current)) {
      result[field.name] = Object.fromEntries(
        Object.entries(current).map(([key, tabValue]) => {
          const tab = field.tabs.find((candidate) => candidate.name === key);
          return [key, tab ? resolveFields(tab.fields, tabValue, find) : tabValue];
        }),
      );
    }
  }
  return result;
}

/**
 * A site's body with every reference to a block replaced by that block as it is now (its
 * identifier, name and content): the page shows the block's latest edit, never a copy made
 * when the site was saved. Built when the page's data is put together (the server render of
 * the storefront, from the blocks of the same GET /api/init).
 */
export function resolveBlockReferences(
  siteType: CmsSiteType,
  content: unknown,
  blocks: readonly BlockRecord[],
): ContentItem[] {
  const byId = new Map(blocks.map((block) => [block.id, block]));
  return readContentItems(content).map((item) => {
    const block = siteType.blocks.find((candidate) => candidate.type === item.type);
    return block
      ? { ...item, value: resolveFields(block.fields, item.value, (id) => byId.get(id)) }
      : item;
  });
}
