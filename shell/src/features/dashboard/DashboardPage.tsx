import { Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { RemoteList } from '@bestellwerk/api-client';
import { presetRange, statisticsToday } from '@bestellwerk/domain';
import { useSession } from '@bestellwerk/mf/session';
import type { DashboardFilter, DashboardWidget } from '@bestellwerk/mf/widgets';
import { DashboardToolbar, type ToolbarState } from './components/DashboardToolbar';
import { HealthWarnings } from './components/HealthWarnings';
import { TodayCounts } from './components/TodayCounts';
import { arrangeWidgets, loadRemoteWidgets } from './state/widgets';
import { SHELL_WIDGETS } from './state/shellWidgets';

/**
 * /backend#/dashboard: today's orders, then the statistics widgets the deployed remotes
 * expose under './widgets' (orders and revenue from mfe-orders, visitors from mfe-cms,
 * working time from mfe-timetracking) and the shell's own (the analytics log's events and
 * pixel ratios) for one range, branch and comparison chosen at the top.
 */
export function DashboardPage({ remotes }: { remotes: RemoteList | null }) {
  const [toolbar, setToolbar] = useState<ToolbarState>({
    preset: 'last30',
    compare: true,
    branch: null,
  });
  const [contributed, setContributed] = useState<DashboardWidget[] | null>(null);
  const roles = useSession()?.user.roles ?? [];

  useEffect(() => {
    let live = true;
    void loadRemoteWidgets(remotes).then((widgets) => live && setContributed(widgets));
    return () => {
      live = false;
    };
  }, [remotes]);

  const range = presetRange(toolbar.preset, statisticsToday());
  const filter: DashboardFilter = useMemo(
    () => ({ ...range, compare: toolbar.compare, branch: toolbar.branch }),
    [range.from, range.to, toolbar.compare, toolbar.branch],
  );
  // The remotes' first: a remote that draws one of the shell's reports itself wins (ids once).
  const widgets = arrangeWidgets([...(contributed ?? []), ...SHELL_WIDGETS], roles);

  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Übersicht
      </Typography.Title>
      {roles.includes('ROLE_ADMIN') && <HealthWarnings />}
      <TodayCounts />
      <Typography.Title level={3} style={{ marginTop: 32 }}>
        Statistik
      </Typography.Title>
      <DashboardToolbar value={toolbar} range={range} onChange={setToolbar} />
      {contributed === null ? (
        <Skeleton active />
      ) : widgets.length === 0 ? (
        <Empty description="Keine Statistiken verfügbar." />
      ) : (
        <Row gutter={[16, 16]}>
          {widgets.map(({ id, component: Widget, width }) => (
            <Col key={id} xs={24} xl={width === 'full' ? 24 : 12}>
              <Widget filter={filter} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
