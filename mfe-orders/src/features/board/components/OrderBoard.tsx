import { Badge, Col, Empty, Flex, Row, Typography } from 'antd';
import VirtualList from '@rc-component/virtual-list';
import type { Order, OrderAction } from '@bestellwerk/api-client';
import { ORDER_STATUS_LABELS } from '@bestellwerk/domain';
import { BOARD_STATUSES } from '../../../shared/labels';
import { AudioBanner } from './AudioBanner';
import { OrderCard } from './OrderCard';

/** A card's usual height with products shown: the list's first guess before it measures. */
const CARD_HEIGHT = 180;
const GAP = 8;

/**
 * The current orders in three columns: open, confirmed, in delivery / ready.
 *
 * A column renders only the cards in its view (a windowed list, antd's own
 * @rc-component/virtual-list) once it holds more than fits: a busy day's 500 orders would
 * otherwise cost seconds of rendering on every load and every live change. Cards are
 * memoised by their order (the live board replaces only the order that changed).
 */
export function OrderBoard({
  orders,
  fresh,
  showProducts,
  showCustomer,
  onOpen,
  onAction,
}: {
  orders: Order[];
  fresh: Set<number>;
  showProducts: boolean;
  showCustomer: boolean;
  /** Both left out: a read-only board (BranchScreen). Keep them stable (cards are memoised). */
  onOpen?: (order: Order) => void;
  onAction?: (order: Order, action: OrderAction, markPaid: boolean) => void;
}) {
  // A column as tall as the window leaves room for: it scrolls by itself beyond that.
  const height = Math.max(360, (typeof window === 'undefined' ? 800 : window.innerHeight) - 240);
  return (
    <Row gutter={[16, 16]}>
      {/* The live board chimes; the read-only one (BranchScreen) is silent by design. */}
      {onOpen && (
        <Col span={24}>
          <AudioBanner />
        </Col>
      )}
      {BOARD_STATUSES.map((status) => {
        const column = orders.filter((order) => order.status === status);
        return (
          <Col key={status} xs={24} md={8}>
            <div
              data-testid={`board-column-${status}`}
              style={{ background: '#f5f7f6', borderRadius: 8, padding: 12, minHeight: 120 }}
            >
              <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
                <Typography.Text strong>{ORDER_STATUS_LABELS[status]}</Typography.Text>
                <Badge
                  count={column.length}
                  showZero
                  color={status === 'pending' ? '#d46b08' : '#058243'}
                />
              </Flex>
              {column.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Keine Bestellungen" />
              ) : (
                <VirtualList
                  data={column}
                  itemKey="id"
                  height={height}
                  itemHeight={CARD_HEIGHT + GAP}
                  fullHeight={false}
                >
                  {(order, index) => (
                    <div style={{ paddingTop: index === 0 ? 0 : GAP }}>
                      <OrderCard
                        order={order}
                        isNew={fresh.has(order.id)}
                        showProducts={showProducts}
                        showCustomer={showCustomer}
                        onOpen={onOpen}
                        onAction={onAction}
                      />
                    </div>
                  )}
                </VirtualList>
              )}
            </div>
          </Col>
        );
      })}
    </Row>
  );
}
