import { busyNotice } from '@bestellwerk/domain';
import type { BranchView } from './types';

/**
 * Busy mode's line for the card and the branch page (libs/domain busyNotice): a pause shows
 * whenever it holds, „Viel los“ only while the branch is open (closed says enough).
 */
export function branchBusyText(branch: BranchView, now: Date, isOpen: boolean): string | null {
  const text = busyNotice(branch, now, branch.timezone);
  if (!text || (!isOpen && text.startsWith('Viel los'))) return null;
  return text;
}
