/**
 * Branch search and tag filter of the branch overview (storefront.md §5 "Branch search",
 * §2 Branch overview).
 *
 * Reading: keywords may arrive as one string or a list; tags match by id for the filter
 * and by name for the search term.
 */

export interface SearchableBranch {
  name: string;
  street?: string | null;
  city?: string | null;
  zipCode?: string | null;
  keywords?: string | readonly string[] | null;
  tags?: readonly { id: number | string; name?: string | null }[] | null;
}

/** §5: trimmed, split on spaces and commas, empty pieces dropped. */
export function searchWords(term: string | null | undefined): string[] {
  return (term ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter((word) => word !== '');
}

function searchableTexts(branch: SearchableBranch): string[] {
  const keywords = Array.isArray(branch.keywords)
    ? branch.keywords
    : branch.keywords
      ? [branch.keywords as string]
      : [];
  return [
    branch.name,
    branch.street,
    branch.city,
    branch.zipCode,
    ...keywords,
    ...(branch.tags ?? []).map((tag) => tag.name),
  ]
    .filter((text): text is string => typeof text === 'string' && text !== '')
    .map((text) => text.toLocaleLowerCase('de'));
}

/** Whether the branch matches the term (any word) — an empty term matches every branch. */
export function matchesSearch(branch: SearchableBranch, term: string | null | undefined): boolean {
  const words = searchWords(term).map((word) => word.toLocaleLowerCase('de'));
  if (words.length === 0) return true;
  const texts = searchableTexts(branch);
  return words.some((word) => texts.some((text) => text.includes(word)));
}

/** §5: the branches matching the term and, if a tag is selected, carrying that tag. */
export function searchBranches<B extends SearchableBranch>(
  branches: readonly B[],
  term: string | null | undefined,
  tagId?: number | string | null,
): B[] {
  return branches.filter(
    (branch) =>
      matchesSearch(branch, term) &&
      (tagId === null ||
        tagId === undefined ||
        (branch.tags ?? []).some((tag) => String(tag.id) === String(tagId))),
  );
}

/** §2: selecting the selected tag again deselects it. */
export function toggleTag<T extends number | string>(selected: T | null, tagId: T): T | null {
  return selected === tagId ? null : tagId;
}

export const SEARCH_PLACEHOLDER = 'PLZ / Ort';
export const NO_RESULTS_TEXT = 'Leider wurden keine Ergebnisse gefunden.';

/** '{n} von {m} Filialen werden angezeigt.' */
export function branchCountText(shown: number, total: number): string {
  return `${shown} von ${total} Filialen werden angezeigt.`;
}

/** §2: the count line shows only while a search term or a tag is active. */
export function isFilterActive(
  term: string | null | undefined,
  tagId?: number | string | null,
): boolean {
  return searchWords(term).length > 0 || (tagId !== null && tagId !== undefined);
}
