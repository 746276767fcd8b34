import {
  CLOSED_BANNER_TEXT,
  NO_DELIVERY_BANNER_TEXT,
  PREORDER_BANNER_TEXT,
  PREORDER_WHEN_CLOSED_TEXT,
  branchOpen,
  deliveryStatus,
  meantimeText,
  openingStatus,
  redeliveryText,
  reopenText,
} from '@bestellwerk/domain';
import type { BranchView } from '../../../shared/types';

/**
 * The intro banners of a branch page (storefront.md §2), as paragraphs: closed, or open
 * without delivery (with what is offered meanwhile), then the preorder note.
 */
export function branchBanners(branch: BranchView, now: Date): string[] {
  const zone = branch.timezone;
  const open = branchOpen(branch, now, zone);
  const lines: string[] = [];
  if (!open) {
    lines.push(CLOSED_BANNER_TEXT);
    const reopen = reopenText(openingStatus(branch.openingHours, now, zone));
    if (reopen) lines.push(reopen);
  } else if (branch.isDeliveryEnabled) {
    const delivery = deliveryStatus(branch, now, zone);
    if (!delivery.isOpen) {
      lines.push(NO_DELIVERY_BANNER_TEXT);
      const again = redeliveryText(delivery);
      if (again) lines.push(again);
      const meantime = meantimeText({
        takeaway: branch.isTakeawayEnabled,
        dineIn: branch.isDineInEnabled,
      });
      if (meantime) lines.push(meantime);
    }
  }
  if (branch.isPreorderEnabled && lines.length > 0) {
    lines.push(PREORDER_BANNER_TEXT);
    if (!open) lines.push(PREORDER_WHEN_CLOSED_TEXT);
  }
  return lines;
}
