import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { api } from '@bestellwerk/api-client';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@bestellwerk/domain';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { navigate } from '@bestellwerk/mf/router';

/** Colours of the statuses that need attention; the others stay neutral. */
const STATUS_COLORS: Partial<Record<OrderStatus, string>> = {
  pending: '#d46b08',
  confirmed: '#058243',
  rejected: '#cf1322',
  canceled: '#cf1322',
};

const COUNTED: { key: string; label: string; status?: OrderStatus; color?: string }[] = [
  { key: 'all', label: 'Bestellungen heute' },
  ...ORDER_STATUSES.map((status) => ({
    key: status,
    label: ORDER_STATUS_LABELS[status],
    status,
    color: STATUS_COLORS[status],
  })),
];

/** Today's orders by status (the history list's totals, one page of one entry each). */
async function todaysCounts(): Promise<Record<string, number>> {
  const today = dayjs().format('YYYY-MM-DD');
  const counts = await Promise.all(
    COUNTED.map(async ({ key, status }) => {
      const page = await api.orders.history({ from: today, to: today, status, perPage: 1 });
      return [key, page.meta.total] as const;
    }),
  );
  return Object.fromEntries(counts);
}

/** Today's orders by status: the cards at the top of the dashboard. */
export function TodayCounts() {
  const counts = useEntityState({
    load: todaysCounts,
    loadError: 'Statistiken konnten nicht geladen werden.',
  });
  return (
    <div>
      <Typography.Paragraph type="secondary">
        Bestellungen vom {dayjs().format('DD.MM.YYYY')} in Ihren Filialen.{' '}
        <Button type="link" onClick={counts.reload} style={{ padding: 0 }}>
          Aktualisieren
        </Button>
      </Typography.Paragraph>
      <ErrorList errors={counts.errors} onDismiss={counts.dismiss} />
      <Row gutter={[16, 16]}>
        {COUNTED.map(({ key, label, color }) => (
          <Col key={key} xs={12} md={8} xl={6}>
            <Card
              hoverable
              onClick={() => navigate('/orders')}
              loading={counts.loading && !counts.data}
            >
              <Statistic
                title={label}
                value={counts.data?.[key] ?? 0}
                styles={{ content: { color } }}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
