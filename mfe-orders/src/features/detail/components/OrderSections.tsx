import {
  App as AntApp,
  Button,
  DatePicker,
  Descriptions,
  Divider,
  Flex,
  Input,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import {
  api,
  formatDateTime,
  formatMoney,
  type Order,
  type OrderAction,
  type OrderItem,
} from '@bestellwerk/api-client';
import type { EntityActions } from '@bestellwerk/admin-kit';
import {
  MISSED_STAFF_NOTE,
  optionLines,
  orderActionsFrom,
  orderStatusView,
} from '@bestellwerk/domain';
import { useActionQuestions } from '../hooks/useActionQuestions';
import { dueLabel, OVERDUE_LABEL } from '../state/orderDue';
import { useNow } from '../../../shared/useNow';
import {
  ACTION_LABELS,
  isCounterPayment,
  kindLabel,
  ORDER_ERRORS,
  paymentLabel,
  customerName,
} from '../../../shared/labels';
import { ItemAmountField } from './ItemAmountField';

/*
 * The sections of the order drawer. Each gets the order and, where it writes, the
 * drawer's `run` (errors with retry in the drawer's footer) and `changed` (the server's
 * answer becomes the shown order, with a success message).
 */

/** Actions that send a message to the customer along. */
export const NEEDS_MESSAGE: OrderAction[] = ['reject', 'cancel'];

interface Writes {
  order: Order;
  run: EntityActions['run'];
  changed: (next: Order, done: string) => void;
}

/** The question before a step that ends the order for the customer, asked once. */
export const CONFIRM_QUESTIONS: Partial<Record<OrderAction, string>> = {
  reject: 'Bestellung wirklich ablehnen?',
  cancel: 'Bestellung wirklich stornieren?',
};

/**
 * The status actions the order's status allows. Rejecting and cancelling ask once
 * („Bestellung wirklich ablehnen?“), with the message to the customer in the same dialog.
 */
export function StatusSection({
  order,
  loading,
  onAct,
}: {
  order: Order;
  loading: boolean;
  onAct: (action: OrderAction, message?: string, markPaid?: boolean) => void;
}) {
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const ask = useActionQuestions();
  const view = orderStatusView(order);
  const now = useNow();
  const due = dueLabel(order, now);
  const [note, setNote] = useState('');
  // After the question the focus comes back here, not to its button, which a rejection
  // removes: the keyboard stays in the drawer and Escape still closes it.
  const section = useRef<HTMLDivElement>(null);
  const close = () => {
    setAsking(null);
    setNote('');
  };
  return (
    <div ref={section} tabIndex={-1} style={{ outline: 'none' }}>
      {view.state === 'missed' && (
        <Typography.Paragraph type="danger" data-testid="drawer-missed">
          {view.label}: {MISSED_STAFF_NOTE}
        </Typography.Paragraph>
      )}
      {due && (
        <Typography.Paragraph type={due === OVERDUE_LABEL ? 'danger' : 'secondary'}>
          {due}
        </Typography.Paragraph>
      )}
      <Flex wrap gap={8} data-testid="order-actions">
        {orderActionsFrom(order.status).map((action) => (
          <Button
            key={action}
            type={action === 'confirm' ? 'primary' : 'default'}
            danger={NEEDS_MESSAGE.includes(action)}
            loading={loading}
            // A loading antd button swallows clicks without saying so: busy and not usable,
            // for screen readers (and browser automation) as for the eye.
            aria-busy={loading}
            aria-disabled={loading}
            onClick={async () => {
              if (NEEDS_MESSAGE.includes(action)) return setAsking(action);
              const answer = await ask(order, action);
              if (answer.go) onAct(action, undefined, answer.markPaid);
            }}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </Flex>
      <Modal
        open={asking !== null}
        title={asking ? CONFIRM_QUESTIONS[asking] : ''}
        okText={asking ? ACTION_LABELS[asking] : ''}
        okButtonProps={{ danger: true }}
        cancelText="Abbrechen"
        destroyOnHidden
        focusTriggerAfterClose={false}
        afterClose={() => section.current?.focus({ preventScroll: true })}
        onCancel={close}
        onOk={() => {
          if (asking) onAct(asking, note.trim());
          close();
        }}
      >
        <Input.TextArea
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Nachricht an den Kunden (optional)"
          aria-label="Nachricht an den Kunden"
        />
      </Modal>
      {order.rejectionMessage && (
        <Typography.Paragraph type="danger" style={{ marginTop: 12 }}>
          Nachricht an den Kunden: {order.rejectionMessage}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** A counter appointment proposed to the customer (pending orders only). */
export function CounterSection({
  order,
  run,
  changed,
  counter,
  onCounter,
}: Writes & { counter: Dayjs | null; onCounter: (value: Dayjs | null) => void }) {
  return (
    <>
      <Divider titlePlacement="start">Terminvorschlag</Divider>
      <Space.Compact style={{ width: '100%' }}>
        <DatePicker
          showTime={{ format: 'HH:mm', minuteStep: 5 }}
          format="DD.MM.YYYY HH:mm"
          value={counter}
          onChange={onCounter}
          placeholder="Neuer Termin"
          style={{ flex: 1 }}
        />
        <Button
          disabled={!counter}
          onClick={async () => {
            await run(
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
  );
}

/** Who ordered what, when, where and how it is paid. */
export function FactsSection({ order }: { order: Order }) {
  return (
    <>
      <Divider titlePlacement="start">Bestellung</Divider>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Eingang">{formatDateTime(order.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Art">{kindLabel(order.kind)}</Descriptions.Item>
        <Descriptions.Item label="Filiale">
          {order.branch.name ?? order.branch.id}
        </Descriptions.Item>
        {order.appointment && (
          <Descriptions.Item label="Termin">{formatDateTime(order.appointment)}</Descriptions.Item>
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
        {order.comment && <Descriptions.Item label="Anmerkung">{order.comment}</Descriptions.Item>}
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
    </>
  );
}

/** The items with their amounts (editable while the order can still change) and the total. */
export function ItemsSection({ order, run, changed }: Writes) {
  return (
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
                  void run(
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
        {
          title: 'Produkt',
          key: 'name',
          render: (_value, item) => (
            <>
              {item.name}
              {optionLines(item.parts).map((line) => (
                <Typography.Text key={line} type="secondary" style={{ display: 'block' }}>
                  {line}
                </Typography.Text>
              ))}
            </>
          ),
        },
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
  );
}

/** Printing, the receipt, the payment check and resending the e-mail and SMS. */
export function MoreActionsSection({ order, run, changed }: Writes) {
  const { message } = AntApp.useApp();
  return (
    <>
      <Divider titlePlacement="start">Weitere Aktionen</Divider>
      <Flex wrap gap={8}>
        <Button
          onClick={async () => {
            await run(
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
            await run(
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
        {isCounterPayment(order.paymentMethod) && !order.isPaid && (
          <Button
            onClick={async () => {
              await run(
                () => api.orders.updatePaymentStatus(order.id, true),
                ORDER_ERRORS.markPaid,
                (next) => changed(next, 'Als bezahlt vermerkt.'),
              );
            }}
          >
            Als bezahlt vermerken
          </Button>
        )}
        <Button
          onClick={async () => {
            await run(
              () => api.orders.resendEmail(order.id),
              ORDER_ERRORS.email,
              () => void message.success('Die Bestell-E-Mail wird erneut gesendet.'),
            );
          }}
        >
          E-Mail erneut senden
        </Button>
        {/* Only where there is a number to send it to. */}
        {order.phone && (
          <Button
            onClick={async () => {
              await run(
                () => api.orders.resendSms(order.id),
                ORDER_ERRORS.sms,
                () => void message.success('Die Bestell-SMS wird erneut gesendet.'),
              );
            }}
          >
            SMS erneut senden
          </Button>
        )}
      </Flex>
    </>
  );
}
