import {
  branchCountText,
  isFilterActive,
  openingStatus,
  openingText,
  pickupText,
  searchBranches,
} from '@bestellwerk/domain';
import type { BranchView } from '../../../shared/types';
import { branchBusyText } from '../../../shared/busy';

/** Not quoted in the spec: the marker an open card shows in its last hour. */
export const CLOSING_SOON_TEXT = 'Schließt bald';

export interface BranchCardModel {
  branch: BranchView;
  isOpen: boolean;
  isClosingSoon: boolean;
  /** 'Offen heute … Uhr bis … Uhr', 'Öffnet Montag um … Uhr', the closed message or 'Geschlossen'. */
  statusText: string;
  /** 'Abholung … Uhr bis … Uhr' while open. */
  pickupText: string | null;
  /** Busy mode: „Viel los: … ca. 20 Minuten später“ or „Online-Bestellungen pausiert bis …“. */
  busyText: string | null;
}

/** A branch card's status at `now`, in the branch's own time zone (libs/domain rules). */
export function branchCard(branch: BranchView, now: Date): BranchCardModel {
  const status = openingStatus(branch.openingHours, now, branch.timezone);
  return {
    branch,
    isOpen: status.isOpen,
    isClosingSoon: status.isClosingSoon,
    statusText: openingText(status, branch.closedMessage),
    pickupText: pickupText(status, branch.orderableFrom),
    busyText: branchBusyText(branch, now, status.isOpen),
  };
}

export interface OverviewModel {
  cards: BranchCardModel[];
  /** '{n} von {m} Filialen werden angezeigt.' while a search or a tag is active. */
  countText: string | null;
}

export function overview(
  branches: readonly BranchView[],
  term: string,
  tagId: number | null,
  now: Date,
): OverviewModel {
  const shown = searchBranches(branches, term, tagId);
  return {
    cards: shown.map((branch) => branchCard(branch, now)),
    countText: isFilterActive(term, tagId) ? branchCountText(shown.length, branches.length) : null,
  };
}
