import {
  DONATION_AMOUNT,
  NO_DONATEE_FOUND_TEXT,
  formatMoney,
  searchDonatees,
  truncate,
} from '@bestellwerk/domain';
import { useState } from 'react';
import { Dialog } from '../../../shared/Dialog';
import type { DonateeView } from '../../../shared/types';

/**
 * storefront.md §2 Checkout 8: choose the organisation the shop donates to for this order
 * (§9: the amount is financed by the shop), with a search over name and description.
 */
export function DonateeOverlay({
  donatees,
  currency,
  onChoose,
  onClose,
}: {
  donatees: readonly DonateeView[];
  currency: string;
  onChoose: (donatee: DonateeView) => void;
  onClose: () => void;
}) {
  const [term, setTerm] = useState('');
  const found = searchDonatees(donatees, term);
  return (
    <Dialog
      title="Organisation wählen"
      onClose={onClose}
      actions={
        <button type="button" className="link-button" onClick={onClose}>
          Abbrechen
        </button>
      }
    >
      <p>
        Wir spenden {formatMoney(DONATION_AMOUNT, currency)} an die gewählte Organisation – ohne
        Mehrkosten für Sie.
      </p>
      <label className="field">
        <span>Organisation suchen</span>
        <input type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
      </label>
      {found.length === 0 ? (
        <p role="status">{NO_DONATEE_FOUND_TEXT}</p>
      ) : (
        <ul className="choice-list">
          {found.map((donatee) => (
            <li key={donatee.id}>
              <button type="button" className="choice" onClick={() => onChoose(donatee)}>
                <strong>{donatee.name}</strong>
                {donatee.description ? <span>{truncate(donatee.description)}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
