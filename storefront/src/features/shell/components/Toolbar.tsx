import {
  branchOpen,
  openBranchesText,
  openUntilText,
  openingStatus,
  reopenText,
} from '@bestellwerk/domain';
import type { BranchView } from '../../../shared/types';

/**
 * storefront.md §2 toolbar: how many branches are open; on a branch's pages its name and
 * 'Geöffnet bis {time}', marked when closing soon, or when it opens again.
 */
export function Toolbar({
  branches,
  selected,
  now,
}: {
  branches: readonly BranchView[];
  selected: BranchView | null;
  now: Date;
}) {
  if (selected) {
    const status = openingStatus(selected.openingHours, now, selected.timezone);
    const until = openUntilText(status);
    return (
      <div className="toolbar" role="status">
        <strong>{selected.name}</strong>{' '}
        {until ? (
          <span className={status.isClosingSoon ? 'toolbar__soon' : 'toolbar__open'}>
            {until}
            {status.isClosingSoon ? ' – schließt bald' : ''}
          </span>
        ) : (
          <span className="toolbar__closed">
            Geschlossen{reopenText(status) ? ` – ${reopenText(status)}` : ''}
          </span>
        )}
      </div>
    );
  }
  const open = branches.filter(
    (branch) => branch.isPublic && branchOpen(branch, now, branch.timezone),
  );
  return (
    <div className="toolbar" role="status">
      {openBranchesText(open.length)}
    </div>
  );
}
