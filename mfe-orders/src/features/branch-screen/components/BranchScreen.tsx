import { Flex, Spin, Typography } from 'antd';
import { ErrorList } from '@bestellwerk/admin-kit';
import { useBranchOrders } from '../hooks/useBranchOrders';
import { OrderBoard } from '../../board/components/OrderBoard';

const NO_FRESH = new Set<number>();

/**
 * A kitchen screen: the branch's current orders as a read-only board, authenticated by a
 * branch API key instead of a login (GET /api/orders/backoffice/{branchId}/{apiKey}), kept
 * live by the branch's key stream (useBranchOrders).
 */
export function BranchScreen({ branchId, apiKey }: { branchId: number; apiKey: string }) {
  const orders = useBranchOrders(branchId, apiKey);
  const branchName = orders.data?.[0]?.branch.name;
  return (
    <div style={{ padding: 16 }}>
      <Flex align="baseline" gap={12} wrap>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Aktuelle Bestellungen
        </Typography.Title>
        {branchName && <Typography.Text type="secondary">{branchName}</Typography.Text>}
      </Flex>
      <ErrorList errors={orders.errors} />
      {orders.data ? (
        <OrderBoard orders={orders.data} fresh={NO_FRESH} showProducts showCustomer={false} />
      ) : (
        orders.loading && (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin size="large" />
          </Flex>
        )
      )}
    </div>
  );
}
