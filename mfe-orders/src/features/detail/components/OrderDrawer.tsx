import {
  App as AntApp,
  Button,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Flex,
  Grid,
  Input,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  api,
  formatDateTime,
  formatMoney,
  type Order,
  type OrderAction,
  type OrderItem,
} from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { ORDER_STATUS_LABELS, orderActionsFrom } from '@bestellwerk/domain';
import {
  ACTION_LABELS,
  COUNTER_PAYMENTS,
  kindLabel,
  ORDER_ERRORS,
  paymentLabel,
  STATUS_COLORS,
  customerName,
} from '../../../shared/labels';
import { ItemAmountField } from './ItemAmountField';

const NEEDS_MESSAGE: OrderAction[] = ['reject', 'cancel'];

/**
 * One order in full, with everything staff do to it: status actions (the order is
 * reloaded after each — the server's answer), a message to the customer on rejecting or
 * cancelling, a counter appointment, printing, the payment check and resending the
 * new-order e-mail and SMS.
 */
export function OrderDrawer({
  orderId,
  onClose,
  onChanged,
}: {
  orderId: number | null;
  onClose: () => void;
  onChanged: (order: Order) => void;
}) {
  const screens = Grid.useBreakpoint();
  const { message } = AntApp.useApp();
  const state = useEntityState<Order>({
    load: () => api.orders.get(orderId!),
    loadError: ORDER_ERRORS.loadOne,
    keys: [orderId],
    enabled: orderId !== null,
  });
  const [note, setNote] = useState('');
  const [counter, setCounter] = useState<Dayjs | null>(null);
  const order = state.data?.id === orderId ? state.data : undefined;

  const changed = (next: Order, done: string) => {
    state.setData(next);
    onChanged(next);
    void message.success(done);
  };

  const act = async (action: OrderAction) => {
    if (!order) return;
    await state.run(
      () =>
        api.orders.changeStatus(
          order.id,
          action,
          NEEDS_MESSAGE.includes(action) ? note.trim() : undefined,
        ),
      ORDER_ERRORS.status,
      (next) => {
        changed(next, `Status: ${ORDER_STATUS_LABELS[next.status]}`);
        setNote('');
      },
    );
  };

  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size={screens.md ? 560 : '100%'}
      title={order ? `Bestellung #${order.ticketNumber}` : 'Bestellung'}
      extra={
        order && <Tag color={STATUS_COLORS[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Tag>
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
        <>
          <Flex wrap gap={8} data-testid="order-actions">
            {orderActionsFrom(order.status).map((action) => (
              <Button
                key={action}
                type={action === 'confirm' ? 'primary' : 'default'}
                danger={NEEDS_MESSAGE.includes(action)}
                loading={state.loading}
                onClick={() => void act(action)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Flex>
          {orderActionsFrom(order.status).some((action) => NEEDS_MESSAGE.includes(action)) && (
            <Input.TextArea
              rows={2}
              style={{ marginTop: 12 }}
              maxLength={2000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="Nachricht an den Kunden beim Ablehnen oder Stornieren (optional)"
              aria-label="Nachricht an den Kunden"
            />
          )}
          {order.rejectionMessage && (
            <Typography.Paragraph type="danger" style={{ marginTop: 12 }}>
              Nachricht an den Kunden: {order.rejectionMessage}
            </Typography.Paragraph>
          )}

          {order.status === 'pending' && (
            <>
              <Divider titlePlacement="start">Terminvorschlag</Divider>
              <Space.Compact style={{ width: '100%' }}>
                <DatePicker
                  showTime={{ format: 'HH:mm', minuteStep: 5 }}
                  format="DD.MM.YYYY HH:mm"
                  value={counter}
                  onChange={setCounter}
                  placeholder="Neuer Termin"
                  style={{ flex: 1 }}
                />
                <Button
                  disabled={!counter}
                  onClick={async () => {
                    await state.run(
                      () => api.orders.proposeCounterAppointment(order.id, counter!.toISOString()),
                      ORDER_ERRORS.counter,
                      (next) => changed(next, 'Der Terminvorschlag wurde an den Kunden gesendet.'),
                    );
                  }}
                >
                  Vorschlag senden
                </Button>
              </Space.Compact>
            </>
          )}

          <Divider titlePlacement="start">Bestellung</Divider>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Eingang">{formatDateTime(order.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Art">{kindLabel(order.kind)}</Descriptions.Item>
            <Descriptions.Item label="Filiale">
              {order.branch.name ?? order.branch.id}
            </Descriptions.Item>
            {order.appointment && (
              <Descriptions.Item label="Termin">
                {formatDateTime(order.appointment)}
              </Descriptions.Item>
            )}
            {order.counterAppointment && (
              <Descriptions.Item label="Terminvorschlag">
                {formatDateTime(order.counterAppointment)}
              </Descriptions.Item>
            )}
            {order.tableIdentifier && (
              <Descriptions.Item label="Tisch">{order.tableIdentifier}</Descriptions.Item>
            )}
            <Descriptions.Item label="Kunde">{customerName(order)}</Descriptions.Item>
            {order.kind === 'delivery' && (
              <Descriptions.Item label="Adresse">
                {order.street}, {order.zipCode} {order.city}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Telefon">{order.phone ?? '–'}</Descriptions.Item>
            <Descriptions.Item label="E-Mail">{order.email ?? '–'}</Descriptions.Item>
            {order.comment && (
              <Descriptions.Item label="Anmerkung">{order.comment}</Descriptions.Item>
            )}
            <Descriptions.Item label="Zahlung">
              {paymentLabel(order.paymentMethod)}{' '}
              {order.isPaid ? (
                <Tag color="green">bezahlt</Tag>
              ) : order.isFailed ? (
                <Tag color="red">fehlgeschlagen</Tag>
              ) : (
                <Tag>offen</Tag>
              )}
            </Descriptions.Item>
          </Descriptions>

          <Table<OrderItem>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="index"
            pagination={false}
            dataSource={order.items}
            columns={[
              {
                title: 'Menge',
                key: 'amount',
                render: (_value, item) =>
                  orderActionsFrom(order.status).length > 0 ? (
                    <ItemAmountField
                      item={item}
                      onChange={(change, done) =>
                        void state.run(
                          () => api.orders.updateItem(order.id, item.index, change),
                          ORDER_ERRORS.item,
                          (next) => changed(next, done),
                        )
                      }
                    />
                  ) : (
                    `${item.amount.toLocaleString('de-AT')} ${item.unitShort}`
                  ),
              },
              { title: 'Produkt', dataIndex: 'name' },
              {
                title: 'Summe',
                key: 'total',
                align: 'right',
                render: (_value, item) => formatMoney(item.total),
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <strong>Gesamt</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong>{formatMoney(order.totals.totalGross)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />

          <Divider titlePlacement="start">Weitere Aktionen</Divider>
          <Flex wrap gap={8}>
            <Button
              onClick={async () => {
                await state.run(
                  () => api.orders.print(order.id),
                  ORDER_ERRORS.print,
                  (result) =>
                    void message.success(
                      result.jobs > 0
                        ? 'Der Beleg wird gedruckt.'
                        : 'Für diese Filiale ist kein Belegdrucker eingerichtet.',
                    ),
                );
              }}
            >
              Beleg drucken
            </Button>
            <Button href={api.orders.receiptUrl(order.id)} target="_blank">
              Beleg anzeigen
            </Button>
            <Button
              onClick={async () => {
                await state.run(
                  () => api.orders.updatePaymentStatus(order.id),
                  ORDER_ERRORS.payment,
                  (next) =>
                    changed(
                      next,
                      next.isPaid ? 'Die Zahlung ist eingegangen.' : 'Die Zahlung ist noch offen.',
                    ),
                );
              }}
            >
              Zahlungsstatus prüfen
            </Button>
            {COUNTER_PAYMENTS.has(order.paymentMethod) && !order.isPaid && (
              <Button
                onClick={async () => {
                  await state.run(
                    () => api.orders.updatePaymentStatus(order.id, true),
                    ORDER_ERRORS.payment,
                    (next) => changed(next, 'Als bezahlt vermerkt.'),
                  );
                }}
              >
                Als bezahlt vermerken
              </Button>
            )}
            <Button
              onClick={async () => {
                await state.run(
                  () => api.orders.resendEmail(order.id),
                  ORDER_ERRORS.email,
                  () => void message.success('Die Bestell-E-Mail wird erneut gesendet.'),
                );
              }}
            >
              E-Mail erneut senden
            </Button>
            <Button
              onClick={async () => {
                await state.run(
                  () => api.orders.resendSms(order.id),
                  ORDER_ERRORS.sms,
                  () => void message.success('Die Bestell-SMS wird erneut gesendet.'),
                );
              }}
            >
              SMS erneut senden
            </Button>
          </Flex>
        </>
      )}
    </Drawer>
  );
}
