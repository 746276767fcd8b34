import type { StatisticsName } from '@bestellwerk/api-client';
import type { DashboardWidget, DashboardWidgetProps } from '@bestellwerk/mf/widgets';
import { StatisticsWidget } from './StatisticsWidget';
import type { ChartView } from './chartOptions';

/**
 * A dashboard widget that draws one statistics report; `area` prefixes its id (the remote
 * or shell part that contributes it: 'orders', 'visitors', …).
 */
export function statisticsWidget(
  area: string,
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
  return { id: `${area}.${name}`, title, width, order, component };
}
