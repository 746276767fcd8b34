import { statisticsWidget } from '@bestellwerk/admin-kit';
import type { DashboardWidget } from '@bestellwerk/mf/widgets';

/**
 * The visitor widgets (cookieless analytics). Their home is the cms remote, which does not
 * exist yet; until it does, the shell contributes them itself (same contract, so moving
 * them is a matter of exposing this list from mfe-cms).
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
