import { statisticsWidget } from '@bestellwerk/admin-kit';
import type { DashboardWidget } from '@bestellwerk/mf/widgets';

/**
 * The shell's own widgets: reports of the analytics log itself (CONVENTIONS: analytics is
 * the shell's), which no remote draws — the storefront's events and the visitors' screen
 * pixel ratios. Next to the visitor widgets of mfe-cms by their order.
 */
const widget = statisticsWidget.bind(null, 'analytics');

export const SHELL_WIDGETS: DashboardWidget[] = [
  widget('events', 'Ereignisse', 'bars', 44),
  widget('device-pixel-ratios', 'Pixeldichte der Bildschirme', 'pie', 54),
];
