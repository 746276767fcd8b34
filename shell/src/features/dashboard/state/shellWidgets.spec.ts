import { STATISTICS_NAMES } from '@bestellwerk/domain';
import { SHELL_WIDGETS } from './shellWidgets';
import { arrangeWidgets } from './widgets';

describe("the shell's own dashboard widgets", () => {
  it('draw the events and the pixel ratios, reports the API knows', () => {
    expect(SHELL_WIDGETS.map((widget) => widget.id)).toEqual([
      'analytics.events',
      'analytics.device-pixel-ratios',
    ]);
    for (const widget of SHELL_WIDGETS) {
      expect(STATISTICS_NAMES).toContain(widget.id.replace(/^analytics\./, ''));
    }
  });

  it('sit among the visitor widgets by their order', () => {
    const cms = [10, 43, 50, 53, 55].map((order) => ({
      id: `visitors.${order}`,
      title: String(order),
      order,
      component: () => null,
    }));
    expect(arrangeWidgets([...cms, ...SHELL_WIDGETS]).map((widget) => widget.id)).toEqual([
      'visitors.10',
      'visitors.43',
      'analytics.events',
      'visitors.50',
      'visitors.53',
      'analytics.device-pixel-ratios',
      'visitors.55',
    ]);
  });
});
