import { statisticsWidget } from '@bestellwerk/admin-kit';
import type { DashboardWidget } from '@bestellwerk/mf/widgets';

/**
 * What the cms remote shows on the dashboard: the visitors of the sites (cookieless
 * analytics) — visitors, page views, pages, referrers, visiting times, paths through the
 * shop and the visitors' devices.
 */
const widget = statisticsWidget.bind(null, 'visitors');

export const VISITOR_WIDGETS: DashboardWidget[] = [
  widget('unique-visitors', 'Besucher', 'series', 10),
  widget('page-views', 'Seitenaufrufe', 'series', 11),
  widget('pages', 'Seiten', 'bars', 40),
  widget('referrers', 'Herkunft der Besucher', 'bars', 41),
  widget('visitor-times', 'Besuchszeiten', 'heatmap', 42),
  widget('event-flow', 'Wege durch den Shop', 'flow', 43),
  widget('browsers', 'Browser', 'pie', 50),
  widget('operating-systems', 'Betriebssysteme', 'pie', 51),
  widget('resolutions', 'Bildschirmgrößen', 'bars', 52),
  widget('color-schemes', 'Farbschema', 'pie', 53),
];
