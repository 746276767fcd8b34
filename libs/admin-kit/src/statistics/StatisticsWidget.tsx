import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { api, type StatisticsName, type StatisticsReport } from '@bestellwerk/api-client';
import { ErrorList } from '../ErrorList';
import { useEntityState } from '../useEntityState';
import { chartOption, isEmptyReport, type ChartView } from './chartOptions';
import { reportToCsv, statisticsCsvFileName } from './csv';
import { CsvDownloadButton } from './CsvDownloadButton';
import { changePercent, formatFigure } from './format';
import { formatNumber } from '@bestellwerk/domain';
import { StatisticsChart } from './StatisticsChart';

export interface StatisticsFilter {
  from: string;
  to: string;
  compare: boolean;
  branch: number | null;
}

/**
 * A dashboard card of one statistics report: total (and the change against the previous
 * period when comparing), the chart, CSV export; loading, empty and error states. Loads
 * again whenever the range or the branch changes.
 */
export function StatisticsWidget({
  name,
  title,
  view,
  filter,
  height,
}: {
  name: StatisticsName;
  title: string;
  view: ChartView;
  filter: StatisticsFilter;
  height?: number;
}) {
  const report = useEntityState<StatisticsReport>({
    load: () =>
      api.statistics.get(name, {
        from: filter.from,
        to: filter.to,
        ...(filter.branch ? { branch: filter.branch } : {}),
      }),
    loadError: 'Statistik konnte nicht geladen werden.',
    keys: [name, filter.from, filter.to, filter.branch],
  });
  const data = report.data;
  const option = useMemo(
    () => (data ? chartOption(data, view, filter.compare) : null),
    [data, view, filter.compare],
  );
  const change = data ? changePercent(data.total, data.previousTotal) : null;
  const showTotal = view !== 'flow' && view !== 'pie';

  return (
    <Card
      title={title}
      size="small"
      data-widget={name}
      aria-busy={report.loading}
      extra={
        <CsvDownloadButton
          title={title}
          fileName={data ? statisticsCsvFileName(title, data.from, data.to) : ''}
          disabled={!data}
          csv={() => reportToCsv(data!)}
        />
      }
    >
      <ErrorList errors={report.errors} onDismiss={report.dismiss} />
      {!data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          {showTotal && (
            <Space align="baseline" wrap style={{ marginBottom: 4 }}>
              <Typography.Text strong style={{ fontSize: 22 }} data-total>
                {formatFigure(data.unit, data.total)}
              </Typography.Text>
              {data.net !== null && (
                <Typography.Text type="secondary">
                  netto {formatFigure(data.unit, data.net)}
                </Typography.Text>
              )}
              {filter.compare && (
                <Typography.Text type={change !== null && change < 0 ? 'danger' : 'success'}>
                  {change === null ? '–' : `${change > 0 ? '+' : ''}${formatNumber(change, 1)} %`}{' '}
                  <Typography.Text type="secondary">
                    ggü. {formatFigure(data.unit, data.previousTotal)}
                  </Typography.Text>
                </Typography.Text>
              )}
            </Space>
          )}
          {isEmptyReport(data, view) || !option ? (
            <Empty description="Keine Daten im gewählten Zeitraum." style={{ margin: '24px 0' }} />
          ) : (
            <StatisticsChart option={option} height={height} label={title} />
          )}
        </>
      )}
    </Card>
  );
}
