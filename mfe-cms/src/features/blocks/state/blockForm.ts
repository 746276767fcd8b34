import type { BlockPayload, CmsBlock } from '@bestellwerk/api-client';
import { contentPayload, toEditedContent, type EditedBlock } from '../../../shared/fields/content';

export interface BlockFormValues {
  id?: number;
  name?: string;
  identifier?: string;
  content?: EditedBlock[];
}

/** A block as the form edits it: old link shapes already read as link items. */
export const toBlockValues = (block: CmsBlock): BlockFormValues => ({
  id: block.id,
  name: block.name,
  identifier: block.identifier,
  content: toEditedContent(block.content),
});

/** Form values → POST/PUT /api/blocks. */
export const blockPayload = (values: BlockFormValues): BlockPayload => ({
  name: (values.name ?? '').trim(),
  identifier: (values.identifier ?? '').trim(),
  content: contentPayload(values.content),
});
