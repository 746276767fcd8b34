import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { api, type OrderStatus } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { navigate } from '@bestellwerk/mf/router';

const COUNTED: { key: string; label: string; status?: OrderStatus; color?: string }[] = [
  { key: 'all', label: 'Bestellungen heute' },
  { key: 'pending', label: 'Offen', status: 'pending', color: '#d46b08' },
  { key: 'confirmed', label: 'Bestätigt', status: 'confirmed', color: '#058243' },
  { key: 'in-delivery', label: 'In Zustellung / abholbereit', status: 'in-delivery' },
  { key: 'completed', label: 'Abgeschlossen', status: 'completed' },
  { key: 'rejected', label: 'Abgelehnt', status: 'rejected', color: '#cf1322' },
  { key: 'canceled', label: 'Storniert', status: 'canceled', color: '#cf1322' },
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

export function DashboardPage() {
  const counts = useEntityState({
    load: todaysCounts,
    loadError: 'Statistiken konnten nicht geladen werden.',
  });
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Übersicht
      </Typography.Title>
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
