import { Button, DatePicker, Divider, Flex, Form, Input, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { api, type Order, type OrderEdit } from '@bestellwerk/api-client';
import { DeleteButton, type EntityActions } from '@bestellwerk/admin-kit';
import { isDeletableOrderStatus, isFinalOrderStatus } from '@bestellwerk/domain';
import { ORDER_ERRORS, isCounterPayment } from '../../../shared/labels';

interface EditValues {
  appointment: Dayjs | null;
  comment: string;
  isPaid: boolean;
}

/** The form's values → PUT /api/orders/{id}: only what changed; an empty field clears. */
export function editPayload(order: Order, values: EditValues): OrderEdit {
  const changes: OrderEdit = {};
  const appointment = values.appointment ? values.appointment.toISOString() : null;
  const before = order.appointment ? new Date(order.appointment).toISOString() : null;
  if (appointment !== before) changes.appointment = appointment;
  const comment = values.comment.trim() || null;
  if (comment !== (order.comment ?? null)) changes.comment = comment;
  if (isCounterPayment(order.paymentMethod) && values.isPaid !== order.isPaid) {
    changes.isPaid = values.isPaid;
  }
  return changes;
}

/**
 * „Bearbeiten“ (PUT /api/orders/{id}): appointment, comment and, for payments at the
 * counter, paid — while the order is not final. The server's German refusals appear in the
 * drawer's footer with a retry.
 */
export function OrderEditSection({
  order,
  run,
  changed,
}: {
  order: Order;
  run: EntityActions['run'];
  changed: (next: Order, done: string) => void;
}) {
  const [form] = Form.useForm<EditValues>();
  if (isFinalOrderStatus(order.status)) return null;
  const initial: EditValues = {
    appointment: order.appointment ? dayjs(order.appointment) : null,
    comment: order.comment ?? '',
    isPaid: order.isPaid,
  };
  return (
    <>
      <Divider titlePlacement="start">Bearbeiten</Divider>
      <Form<EditValues>
        // A new answer of the server (another save, a status change) starts the form afresh.
        key={`${order.id}-${order.appointment}-${order.comment}-${order.isPaid}`}
        form={form}
        layout="vertical"
        initialValues={initial}
        aria-label="Bestellung bearbeiten"
        onFinish={async (values) => {
          const changes = editPayload(order, values);
          if (Object.keys(changes).length === 0) return;
          await run(
            () => api.orders.edit(order.id, changes),
            ORDER_ERRORS.edit,
            (next) => changed(next, 'Die Bestellung wurde gespeichert.'),
          );
        }}
      >
        <Form.Item name="appointment" label="Termin" extra="Leer lassen für „so bald wie möglich“.">
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format="DD.MM.YYYY HH:mm"
            placeholder="So bald wie möglich"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="comment" label="Anmerkung">
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        {isCounterPayment(order.paymentMethod) && (
          <Form.Item name="isPaid" label="Bezahlt" valuePropName="checked">
            <Switch checkedChildren="ja" unCheckedChildren="nein" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit">
          Änderungen speichern
        </Button>
      </Form>
    </>
  );
}

/**
 * „Bestellung löschen“ for admins, and only for a rejected or cancelled order (the server's
 * rule, libs/domain): asks once, then removes the order for good.
 */
export function OrderDeleteSection({
  order,
  isAdmin,
  run,
  onDeleted,
}: {
  order: Order;
  isAdmin: boolean;
  run: EntityActions['run'];
  onDeleted: (order: Order) => void;
}) {
  if (!isAdmin || !isDeletableOrderStatus(order.status)) return null;
  return (
    <>
      <Divider titlePlacement="start">Löschen</Divider>
      <Flex vertical gap={8} align="flex-start" data-testid="order-delete">
        <Typography.Text type="secondary">
          Abgelehnte und stornierte Bestellungen können endgültig gelöscht werden.
        </Typography.Text>
        <DeleteButton
          label={`Bestellung #${order.ticketNumber}`}
          note="Die Bestellung wird endgültig gelöscht. Das lässt sich nicht rückgängig machen."
          onConfirm={() =>
            run(
              () => api.orders.remove(order.id),
              ORDER_ERRORS.remove,
              () => onDeleted(order),
            )
          }
        />
      </Flex>
    </>
  );
}
