import { readFormNode, referenceId } from '@bestellwerk/domain';
import type { ShopData } from '../../../shared/types';
import { FormBlock } from './FormBlock';

/**
 * The form node a block or a reference field names (its id, or the node as the picker gave
 * it), from the page's data; nothing when it is not there or its content is no form.
 */
export function FormNodeBlock({ node: ref, shop }: { node: unknown; shop: ShopData }) {
  const id = referenceId(ref);
  const node = (shop.nodes ?? []).find((candidate) => candidate.id === id);
  const content = node?.type === 'form' ? readFormNode(node.content) : null;
  return node && content ? <FormBlock formId={node.id} content={content} /> : null;
}
