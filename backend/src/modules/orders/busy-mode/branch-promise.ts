import { Injectable } from '@nestjs/common';
import type { Branch } from '../../organisation';
import { PacingService } from '../pacing.service';

/**
 * The wait a branch promises now for an order „so bald wie möglich“, in minutes: the input
 * of busy mode's automatic rule (libs/domain automaticBusyChange). The kitchen's own promise
 * (PacingService: the open orders' work on the branch's stations plus an order's usual
 * preparation), without busy mode's extra minutes, so the rule does not feed on itself.
 */
@Injectable()
export class BranchPromise {
  constructor(private readonly pacing: PacingService) {}

  async promisedMinutes(branch: Branch, now: Date): Promise<number> {
    const { promise } = await this.pacing.promise({
      branch,
      // What a usual order would take, as the checkout's promise for an empty cart.
      products: PacingService.USUAL_ORDER,
      leadTimeMinutes: 0,
      now,
    });
    return promise.minutes;
  }
}
