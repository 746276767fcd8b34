import { statisticsWidget } from '@bestellwerk/admin-kit';
import type { DashboardWidget } from '@bestellwerk/mf/widgets';
import { rolesWith } from '@bestellwerk/domain';

/** What the orders remote shows on the dashboard: orders, revenue, items, times, origins. */
const widget = statisticsWidget.bind(null, 'orders');

/** Money needs the „revenue“ permission (libs/domain PERMISSIONS; the API refuses the rest). */
const revenueWidget = (...args: Parameters<typeof widget>): DashboardWidget => ({
  ...widget(...args),
  roles: rolesWith('revenue'),
});

export const ORDER_WIDGETS: DashboardWidget[] = [
  revenueWidget('revenue', 'Umsatz', 'series', 1),
  widget('orders', 'Bestellungen', 'series', 2),
  widget('order-times', 'Bestellzeiten', 'heatmap', 20),
  widget('popular-items', 'Beliebte Produkte', 'bars', 21),
  widget('items', 'Verkaufte Artikel', 'series', 22),
  widget('canceled-orders', 'Storniert und abgelehnt', 'series', 23),
  widget('order-origins', 'Bestellarten', 'pie', 24),
  revenueWidget('revenue-origins', 'Umsatz nach Bestellart', 'pie', 25),
];
