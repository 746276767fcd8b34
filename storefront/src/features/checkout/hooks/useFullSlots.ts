import { addDays } from '@bestellwerk/domain';
import { useEffect, useState } from 'react';
import { client } from '../../../shared/api';

interface FullSlots {
  /** Starts (ms) of the slots without room left. */
  starts: number[];
  slotMinutes: number;
}

const NONE: FullSlots = { starts: [], slotMinutes: 15 };

/**
 * The full slots of a branch's day (GET /api/orders/full-slots/{branchId}), for the time
 * picker to disable. Until they arrive, or when the request fails, nothing is disabled:
 * the server refuses a full slot at checkout anyway, in German.
 */
export function useFullSlots(branchId: number | null, day: string | null): FullSlots {
  const [full, setFull] = useState<FullSlots>(NONE);
  useEffect(() => {
    if (branchId === null || !day) return;
    let live = true;
    // A day either side in UTC: the local day of any time zone lies inside; slots outside it
    // match no slot of the list and change nothing.
    const from = `${addDays(day, -1)}T00:00:00.000Z`;
    const to = `${addDays(day, 2)}T00:00:00.000Z`;
    client
      .get('/api/orders/full-slots/{branchId}', {
        params: { path: { branchId }, query: { from, to } },
      })
      .then(
        (answer) =>
          live &&
          setFull({
            starts: answer.fullSlots.map((slot) => new Date(slot).getTime()),
            slotMinutes: answer.slotMinutes,
          }),
        () => live && setFull(NONE),
      );
    return () => {
      live = false;
    };
  }, [branchId, day]);
  return full;
}
