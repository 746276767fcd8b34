import { Badge, Col, Empty, Flex, Row, Typography } from 'antd';
import type { Order, OrderAction } from '@bestellwerk/api-client';
import { ORDER_STATUS_LABELS } from '@bestellwerk/domain';
import { BOARD_STATUSES } from '../../../shared/labels';
import { AudioBanner } from './AudioBanner';
import { NearScreen } from './NearScreen';
import { OrderCard } from './OrderCard';

/** A card's usual height: the place it holds until it is rendered. */
const CARD_HEIGHT = 180;
/** The cards of a column rendered at once, without waiting to be seen: a full screen's worth. */
const EAGER = 6;

/**
 * The current orders in three columns: open, confirmed, in delivery / ready.
 *
 * A card is rendered once it comes near the screen (NearScreen): a busy day's 500 orders
 * would otherwise cost seconds of rendering on every load. The page scrolls as a whole, as
 * before; no column scrolls by itself. Cards are memoised by their order (a live change
 * re-renders only the card of the order that changed).
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
              <Flex vertical gap={8}>
                {column.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Keine Bestellungen" />
                ) : (
                  column.map((order, index) => (
                    <NearScreen key={order.id} estimate={CARD_HEIGHT} eager={index < EAGER}>
                      <OrderCard
                        order={order}
                        isNew={fresh.has(order.id)}
                        showProducts={showProducts}
                        showCustomer={showCustomer}
                        onOpen={onOpen}
                        onAction={onAction}
                      />
                    </NearScreen>
                  ))
                )}
              </Flex>
            </div>
          </Col>
        );
      })}
    </Row>
  );
}
