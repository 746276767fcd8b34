import { BellOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { memo } from 'react';
import { formatMoney, formatTime, type Order, type OrderAction } from '@bestellwerk/api-client';
import { optionLines, orderActionsFrom, orderStatusView } from '@bestellwerk/domain';
import { ACTION_LABELS, kindLabel, appointmentLabel, customerName } from '../../../shared/labels';
import { useActionQuestions } from '../../detail/hooks/useActionQuestions';
import { dueLabel, OVERDUE_LABEL } from '../../detail/state/orderDue';
import { useNow } from '../../../shared/useNow';

/** Until a pending order's deadline its „Annehmen bis“ may turn „Überfällig“: only then a clock. */
const mayTurnOverdue = (order: Order) =>
  order.status === 'pending' &&
  !order.isMissed &&
  !!order.missedDueAt &&
  new Date(order.missedDueAt).getTime() > Date.now();

/**
 * One order on the board: ticket, customer, kind, time, total; the next step as a button.
 * Memoised: the board re-renders a card only when its order (or its props) changed, so the
 * callbacks take the order and should be stable.
 */
export const OrderCard = memo(function OrderCard({
  order,
  isNew,
  showProducts = true,
  showCustomer = true,
  onOpen,
  onAction,
}: {
  order: Order;
  isNew: boolean;
  /** Local settings showProductData / showCustomerData of this device. */
  showProducts?: boolean;
  showCustomer?: boolean;
  /** Without it the card is not clickable (the read-only branch screen). */
  onOpen?: (order: Order) => void;
  /**
   * Without it no action button (the read-only branch screen). `markPaid`: staff answered
   * „Ja, bezahlt“; the payment is marked once the action has succeeded.
   */
  onAction?: (order: Order, action: OrderAction, markPaid: boolean) => void;
}) {
  const ask = useActionQuestions();
  const next = onAction ? orderActionsFrom(order.status)[0] : undefined;
  const items = order.items.length;
  const view = orderStatusView(order);
  const now = useNow(mayTurnOverdue(order) ? 15_000 : null);
  const due = dueLabel(order, now);
  const act = async (action: OrderAction) => {
    const answer = await ask(order, action);
    if (!answer.go) return;
    onAction?.(order, action, answer.markPaid);
  };
  return (
    <Card
      size="small"
      hoverable={!!onOpen}
      onClick={onOpen && (() => onOpen(order))}
      data-testid={`order-card-${order.id}`}
      style={{
        borderColor:
          view.state === 'missed' || (order.alarmedAt && order.status === 'pending')
            ? '#cf1322'
            : isNew
              ? '#058243'
              : undefined,
        boxShadow: isNew ? '0 0 0 2px rgba(5,130,67,0.25)' : undefined,
      }}
    >
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          #{order.ticketNumber}
        </Typography.Text>
        <Typography.Text type="secondary">{formatTime(order.createdAt)}</Typography.Text>
      </Flex>
      {showCustomer && (
        // One line, cut with an ellipsis by CSS (Typography's ellipsis measures every card).
        <div
          title={customerName(order)}
          style={{
            margin: '4px 0',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
          }}
        >
          {customerName(order)}
        </div>
      )}
      {showProducts && (
        <ul data-testid="card-items" style={{ margin: '4px 0 8px', paddingLeft: 18 }}>
          {order.items.map((item) => (
            <li key={item.index}>
              {item.amount} {item.unitShort} {item.name}
              {/* Every option on the card: the kitchen never needs the printout. */}
              {optionLines(item.parts).map((line) => (
                <div key={line} style={{ color: '#555', fontSize: 13 }}>
                  {line}
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      {order.comment && (
        <Typography.Paragraph
          data-testid="card-comment"
          style={{ margin: '0 0 8px', padding: '4px 8px', background: '#fffbe6', borderRadius: 4 }}
        >
          Anmerkung: {order.comment}
        </Typography.Paragraph>
      )}
      <Flex wrap gap={4} style={{ marginBottom: 8 }}>
        <Tag>{kindLabel(order.kind)}</Tag>
        {order.branch.name && <Tag>{order.branch.name}</Tag>}
        {order.appointment && (
          <Tag color="purple">Termin {appointmentLabel(order.appointment)}</Tag>
        )}
        {isNew && <Tag color="green">Neu</Tag>}
        {view.state === 'missed' ? (
          <Tag color="red" data-testid="card-missed">
            {view.label}
          </Tag>
        ) : (
          order.alarmedAt &&
          order.status === 'pending' && (
            <Tag color="red" icon={<BellOutlined aria-hidden />}>
              Wartet
            </Tag>
          )
        )}
        {due && (
          <Tag
            color={due === OVERDUE_LABEL ? 'red' : 'gold'}
            icon={<ClockCircleOutlined aria-hidden />}
            data-testid="card-due"
          >
            {due}
          </Tag>
        )}
      </Flex>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text>
          {items} {items === 1 ? 'Position' : 'Positionen'} · {formatMoney(order.totals.totalGross)}
        </Typography.Text>
        {next && (
          <Button
            size="small"
            type={next === 'confirm' ? 'primary' : 'default'}
            onClick={(event) => {
              event.stopPropagation();
              void act(next);
            }}
          >
            {ACTION_LABELS[next]}
          </Button>
        )}
      </Flex>
    </Card>
  );
});
