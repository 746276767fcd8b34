import { Injectable } from '@nestjs/common';
import { OrderNotifier, type OrderDocument, type OrderEmailKind } from '../orders/contracts';
import { recipientsFor, renderOrderEmail, renderOrderSms } from './templates';

/** The orders module's notifier: the German e-mail and SMS templates of this module. */
@Injectable()
export class TemplateOrderNotifier extends OrderNotifier {
  emailRecipient(kind: OrderEmailKind, document: OrderDocument): string | null {
    return recipientsFor(kind, document);
  }

  renderEmail(
    kind: OrderEmailKind,
    document: OrderDocument,
    options: { reviewsEnabled?: boolean; timeZone?: string },
  ) {
    return renderOrderEmail(kind, document, options);
  }

  renderSms(kind: OrderEmailKind, document: OrderDocument, timeZone?: string): string {
    return renderOrderSms(kind, document, timeZone);
  }
}
