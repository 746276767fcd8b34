import { App as AntApp, Button, Flex } from 'antd';
import { useCallback } from 'react';
import type { Order, OrderAction } from '@bestellwerk/api-client';
import { CONFIRM_MISSED_QUESTION, orderStatusView } from '@bestellwerk/domain';
import { isCounterPayment, paymentLabel } from '../../../shared/labels';

export const MARK_PAID_QUESTION = 'Als bezahlt vermerken?';

/** What staff answered before a status action: whether to go on, and to mark it paid. */
export interface ActionAnswer {
  go: boolean;
  markPaid: boolean;
}

/** Confirming a missed order: the customer was told it will not be made. */
const asksMissed = (order: Order, action: OrderAction) =>
  action === 'confirm' && orderStatusView(order).state === 'missed';

/** Completing a counter-paid order not marked paid: was it paid? Asked once, here. */
const asksPaid = (order: Order, action: OrderAction) =>
  action === 'completed' && isCounterPayment(order.paymentMethod) && !order.isPaid;

/**
 * The questions before a status action, for the board's card and the drawer alike:
 * „Trotzdem bestätigen?“ for a missed order, „Als bezahlt vermerken?“ when a cash order is
 * completed (Ja: completed and marked paid; Nein: completed only; Abbrechen or Escape:
 * nothing). Every other action goes on without a question.
 */
export function useActionQuestions(): (order: Order, action: OrderAction) => Promise<ActionAnswer> {
  const { modal } = AntApp.useApp();
  return useCallback(
    (order, action) =>
      new Promise<ActionAnswer>((resolve) => {
        if (asksMissed(order, action)) {
          modal.confirm({
            title: CONFIRM_MISSED_QUESTION,
            okText: 'Trotzdem bestätigen',
            cancelText: 'Abbrechen',
            onOk: () => resolve({ go: true, markPaid: false }),
            onCancel: () => resolve({ go: false, markPaid: false }),
          });
          return;
        }
        if (!asksPaid(order, action)) {
          resolve({ go: true, markPaid: false });
          return;
        }
        let settled = false;
        const answer = (value: ActionAnswer) => {
          if (!settled) resolve(value);
          settled = true;
          instance.destroy();
        };
        const instance = modal.confirm({
          title: MARK_PAID_QUESTION,
          content: `Zahlungsart ${paymentLabel(order.paymentMethod)}: noch nicht als bezahlt vermerkt.`,
          closable: true,
          onCancel: () => answer({ go: false, markPaid: false }),
          footer: () => (
            <Flex justify="end" wrap gap={8} style={{ marginTop: 16 }}>
              <Button onClick={() => answer({ go: false, markPaid: false })}>Abbrechen</Button>
              <Button onClick={() => answer({ go: true, markPaid: false })}>
                Nein, nur abschließen
              </Button>
              <Button type="primary" onClick={() => answer({ go: true, markPaid: true })}>
                Ja, bezahlt
              </Button>
            </Flex>
          ),
        });
      }),
    [modal],
  );
}
