import { migrateContent, readContentItems } from '@bestellwerk/domain';

/** A block of a site's or a reusable block's body as the editor's form holds it. */
export interface EditedBlock {
  type: string;
  value?: Record<string, unknown>;
}

/**
 * Stored content as the editor edits it: the entries that are blocks, old link shapes (a
 * slide's linkLabel/linkHref) already read as link items.
 */
export const toEditedContent = (content: unknown): EditedBlock[] =>
  readContentItems(migrateContent(content)) as EditedBlock[];

/** The edited blocks as the API takes them: { type, value }, an empty value as {}. */
export const contentPayload = (content: readonly EditedBlock[] | undefined) =>
  (content ?? []).map((block) => ({ type: block.type, value: block.value ?? {} }));
