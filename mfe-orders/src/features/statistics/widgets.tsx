import { StatisticsWidget, type ChartView } from '@bestellwerk/admin-kit';
import type { StatisticsName } from '@bestellwerk/api-client';
import type { DashboardWidget, DashboardWidgetProps } from '@bestellwerk/mf/widgets';

function widget(
  name: StatisticsName,
  title: string,
  view: ChartView,
  order: number,
  width: DashboardWidget['width'] = 'half',
): DashboardWidget {
  const component = ({ filter }: DashboardWidgetProps) => (
    <StatisticsWidget name={name} title={title} view={view} filter={filter} />
  );
  component.displayName = `Widget(${name})`;
  return { id: `orders.${name}`, title, width, order, component };
}

/** What the orders remote shows on the dashboard: orders, revenue, items, times, origins. */
export const ORDER_WIDGETS: DashboardWidget[] = [
  widget('revenue', 'Umsatz', 'series', 1),
  widget('orders', 'Bestellungen', 'series', 2),
  widget('order-times', 'Bestellzeiten', 'heatmap', 20),
  widget('popular-items', 'Beliebte Produkte', 'bars', 21),
  widget('items', 'Verkaufte Artikel', 'series', 22),
  widget('canceled-orders', 'Storniert und abgelehnt', 'series', 23),
  widget('order-origins', 'Bestellarten', 'pie', 24),
  widget('revenue-origins', 'Umsatz nach Bestellart', 'pie', 25),
];
