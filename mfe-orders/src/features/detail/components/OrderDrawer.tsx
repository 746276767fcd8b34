import { App as AntApp, Drawer, Grid, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { api, type Order, type OrderAction } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { ORDER_STATUS_LABELS, orderStatusView } from '@bestellwerk/domain';
import { useSession } from '@bestellwerk/mf/session';
import { ORDER_ERRORS, statusColor } from '../../../shared/labels';
import { OrderDeleteSection, OrderEditSection } from './OrderEditSection';
import {
  CounterSection,
  FactsSection,
  ItemsSection,
  MoreActionsSection,
  NEEDS_MESSAGE,
  StatusSection,
} from './OrderSections';

/**
 * One order in full, with everything staff do to it: status actions (the order is
 * reloaded after each — the server's answer), a message to the customer on rejecting or
 * cancelling, a counter appointment, printing, the payment check and resending the
 * new-order e-mail and SMS; appointment, comment and paid edited; a rejected or cancelled
 * order deleted by an admin.
 */
export function OrderDrawer({
  orderId,
  onClose,
  onChanged,
  onDeleted,
}: {
  orderId: number | null;
  onClose: () => void;
  onChanged: (order: Order) => void;
  /** The order was deleted (admins, rejected or cancelled orders): the drawer is to close. */
  onDeleted?: (order: Order) => void;
}) {
  const session = useSession();
  const isAdmin = session?.user.roles.includes('ROLE_ADMIN') ?? false;
  const screens = Grid.useBreakpoint();
  const { message } = AntApp.useApp();
  const state = useEntityState<Order>({
    load: () => api.orders.get(orderId!),
    loadError: ORDER_ERRORS.loadOne,
    keys: [orderId],
    enabled: orderId !== null,
  });
  const [counter, setCounter] = useState<Dayjs | null>(null);
  const order = state.data?.id === orderId ? state.data : undefined;

  // The drawer's content keeps the keyboard focus after a change: the button that had it
  // may be gone (a rejected order has no status buttons), and Escape still closes the drawer.
  const content = useRef<HTMLDivElement>(null);
  const changed = (next: Order, done: string) => {
    state.setData(next);
    onChanged(next);
    void message.success(done);
    setTimeout(() => {
      if (!content.current?.contains(document.activeElement)) {
        content.current?.focus({ preventScroll: true });
      }
    });
  };

  const act = async (action: OrderAction, note?: string, markPaid = false) => {
    if (!order) return;
    const next = await state.run(
      () =>
        api.orders.changeStatus(
          order.id,
          action,
          NEEDS_MESSAGE.includes(action) ? note : undefined,
        ),
      ORDER_ERRORS.status,
      (result) => changed(result, `Status: ${ORDER_STATUS_LABELS[result.status]}`),
    );
    // „Als bezahlt vermerken?“ – Ja: the payment call once the completion has succeeded, with
    // its own error (the status did change).
    if (next && markPaid) {
      await state.run(
        () => api.orders.updatePaymentStatus(order.id, true),
        ORDER_ERRORS.markPaid,
        (paid) => changed(paid, 'Als bezahlt vermerkt.'),
      );
    }
  };
  const view = order ? orderStatusView(order) : null;

  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size={screens.md ? 560 : '100%'}
      title={order ? `Bestellung #${order.ticketNumber}` : 'Bestellung'}
      extra={
        order &&
        view && (
          <Tag color={statusColor(order)} data-testid="drawer-status">
            {view.label}
          </Tag>
        )
      }
      loading={!order && state.loading}
      // Errors in the footer stay in view, also after an action far down the drawer.
      footer={
        state.errors.length > 0 ? (
          <ErrorList errors={state.errors} onDismiss={state.dismiss} />
        ) : null
      }
    >
      {order && (
        <div ref={content} tabIndex={-1} style={{ outline: 'none' }}>
          <StatusSection
            order={order}
            loading={state.loading}
            onAct={(action, note, markPaid) => void act(action, note, markPaid)}
          />

          {order.status === 'pending' && (
            <CounterSection
              order={order}
              run={state.run}
              changed={changed}
              counter={counter}
              onCounter={setCounter}
            />
          )}

          <FactsSection order={order} />
          <ItemsSection order={order} run={state.run} changed={changed} />

          <OrderEditSection order={order} run={state.run} changed={changed} />

          <MoreActionsSection order={order} run={state.run} changed={changed} />

          <OrderDeleteSection
            order={order}
            isAdmin={isAdmin}
            run={state.run}
            onDeleted={(deleted) => {
              void message.success(`Bestellung #${deleted.ticketNumber} wurde gelöscht.`);
              onDeleted?.(deleted);
            }}
          />
        </div>
      )}
    </Drawer>
  );
}
