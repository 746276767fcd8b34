import {
  CLOSED_TEXT,
  SHOW_DELIVERY_HOURS_TEXT,
  SHOW_OPENING_HOURS_TEXT,
  toLocal,
  weekTimeTable,
} from '@bestellwerk/domain';
import { useState } from 'react';
import type { BranchView } from '../../../shared/types';

/**
 * storefront.md §2 home page: the week's hours with days grouped into ranges and
 * 'Geschlossen' for closed days; with delivery hours a switch between both tables.
 */
export function TimeTable({ branch, now }: { branch: BranchView; now: Date }) {
  const [delivery, setDelivery] = useState(false);
  const today = toLocal(now, branch.timezone).date;
  const rows = weekTimeTable(delivery ? branch.deliveryHours : branch.openingHours, today);
  return (
    <div className="time-table">
      <h3>{delivery ? 'Lieferzeiten' : 'Öffnungszeiten'}</h3>
      <dl>
        {rows.map((row) => (
          <div key={row.fromDay}>
            <dt>{row.fromDay === row.toDay ? row.fromDay : `${row.fromDay} – ${row.toDay}`}</dt>
            <dd>
              {row.shifts.length
                ? row.shifts.map((shift) => `${shift.from} – ${shift.to} Uhr`).join(', ')
                : CLOSED_TEXT}
            </dd>
          </div>
        ))}
      </dl>
      {branch.isDeliveryHoursEnabled ? (
        <button type="button" className="link-button" onClick={() => setDelivery(!delivery)}>
          {delivery ? SHOW_OPENING_HOURS_TEXT : SHOW_DELIVERY_HOURS_TEXT}
        </button>
      ) : null}
    </div>
  );
}
