import { Injectable } from '@nestjs/common';
import { SLOT_ROUND_MINUTES, earliestOrderTime, roundUpToMinutes } from '@bestellwerk/domain';
import type { Branch } from '../../organisation';

/**
 * The wait a branch promises now for an order „so bald wie möglich“, in minutes: the input
 * of busy mode's automatic rule (libs/domain automaticBusyChange).
 *
 * A seam: until the queue-based promise (libs/domain pacing, issue 36's other half) binds
 * here, it is the lead-time based earliest wait of such an order (no product lead time,
 * busy mode's own extra minutes left out so the rule does not feed on itself): from now to
 * the next 5-minute step.
 */
@Injectable()
export class BranchPromise {
  async promisedMinutes(branch: Branch, now: Date): Promise<number> {
    const earliest = roundUpToMinutes(
      earliestOrderTime(now, 0),
      SLOT_ROUND_MINUTES,
      branch.timezone || 'Europe/Vienna',
    );
    return Math.max(0, Math.ceil((earliest.getTime() - now.getTime()) / 60_000));
  }
}
