import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useMemo } from 'react';
import {
  changePercent,
  CsvDownloadButton,
  ErrorList,
  formatFigure,
  isEmptyWorkingTime,
  StatisticsChart,
  useEntityState,
  workingTimeCsv,
  statisticsCsvFileName,
  workingTimeOption,
} from '@bestellwerk/admin-kit';
import { api } from '@bestellwerk/api-client';
import { formatNumber } from '@bestellwerk/domain';
import type { DashboardWidgetProps } from '@bestellwerk/mf/widgets';
import { workingTimeDays } from './workingTimeDays';

export const WORKING_TIME_TITLE = 'Arbeitszeit und Planung';

/**
 * „Arbeitszeit und Planung“ on the dashboard: minutes worked (working-activities) against
 * minutes planned (working-schedules) per day for the dashboard's range and branch; the
 * totals, the difference to the plan, the change against the previous period; CSV export.
 */
export function WorkingTimeWidget({ filter }: DashboardWidgetProps) {
  const reports = useEntityState({
    load: () => {
      const query = {
        from: filter.from,
        to: filter.to,
        ...(filter.branch ? { branch: filter.branch } : {}),
      };
      return Promise.all([
        api.statistics.get('working-activities', query),
        api.statistics.get('working-schedules', query),
      ]);
    },
    loadError: 'Statistik konnte nicht geladen werden.',
    keys: [filter.from, filter.to, filter.branch],
  });
  const [worked, planned] = reports.data ?? [];
  const days = useMemo(
    () => (worked && planned ? workingTimeDays(worked, planned, filter.compare) : null),
    [worked, planned, filter.compare],
  );
  const option = useMemo(() => (days ? workingTimeOption(days) : null), [days]);
  const change = worked ? changePercent(worked.total, worked.previousTotal) : null;
  const difference = worked && planned ? worked.total - planned.total : 0;

  return (
    <Card
      title={WORKING_TIME_TITLE}
      size="small"
      data-widget="working-time"
      aria-busy={reports.loading}
      extra={
        <CsvDownloadButton
          title={WORKING_TIME_TITLE}
          fileName={statisticsCsvFileName('Arbeitszeit', filter.from, filter.to)}
          disabled={!days}
          csv={() => workingTimeCsv(days!)}
        />
      }
    >
      <ErrorList errors={reports.errors} onDismiss={reports.dismiss} />
      {!worked || !planned || !days || !option ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          <Space align="baseline" wrap style={{ marginBottom: 4 }}>
            <Typography.Text strong style={{ fontSize: 22 }} data-total>
              {formatFigure('minutes', worked.total)}
            </Typography.Text>
            <Typography.Text type="secondary" data-planned>
              von {formatFigure('minutes', planned.total)} geplant
            </Typography.Text>
            {planned.total > 0 && (
              <Typography.Text type={difference < 0 ? 'warning' : 'success'}>
                {difference > 0 ? '+' : ''}
                {formatFigure('minutes', difference)}
              </Typography.Text>
            )}
            {filter.compare && (
              <Typography.Text type="secondary">
                {change === null ? '–' : `${change > 0 ? '+' : ''}${formatNumber(change, 1)} %`}{' '}
                ggü. {formatFigure('minutes', worked.previousTotal)}
              </Typography.Text>
            )}
          </Space>
          {isEmptyWorkingTime(days) ? (
            <Empty description="Keine Daten im gewählten Zeitraum." style={{ margin: '24px 0' }} />
          ) : (
            <StatisticsChart option={option} label={WORKING_TIME_TITLE} />
          )}
        </>
      )}
    </Card>
  );
}
