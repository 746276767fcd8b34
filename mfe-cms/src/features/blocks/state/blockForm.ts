import type { BlockPayload, CmsBlock } from '@bestellwerk/api-client';
import { migrateContent } from '@bestellwerk/domain';

export interface BlockFormValues {
  id?: number;
  name?: string;
  identifier?: string;
  content?: { type: string; value?: Record<string, unknown> }[];
}

/** A block as the form edits it: old link shapes already read as link items. */
export const toBlockValues = (block: CmsBlock): BlockFormValues => ({
  id: block.id,
  name: block.name,
  identifier: block.identifier,
  content: migrateContent(block.content) as BlockFormValues['content'],
});

/** Form values → POST/PUT /api/blocks. */
export const blockPayload = (values: BlockFormValues): BlockPayload => ({
  name: (values.name ?? '').trim(),
  identifier: (values.identifier ?? '').trim(),
  content: (values.content ?? []).map((block) => ({
    type: block.type,
    value: block.value ?? {},
  })) as unknown as BlockPayload['content'],
});
