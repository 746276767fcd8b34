import { Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api, type Branch } from '@bestellwerk/api-client';
import {
  STATISTICS_PRESETS,
  STATISTICS_PRESET_LABELS,
  type StatisticsPreset,
} from '@bestellwerk/domain';

export interface ToolbarState {
  preset: StatisticsPreset;
  compare: boolean;
  branch: number | null;
}

const formatDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** Range preset, comparison with the previous period and branch: the dashboard's filter. */
export function DashboardToolbar({
  value,
  range,
  onChange,
}: {
  value: ToolbarState;
  range: { from: string; to: string };
  onChange: (next: ToolbarState) => void;
}) {
  const [branches, setBranches] = useState<Branch[]>([]);
  useEffect(() => {
    let live = true;
    api.branches
      .list({ perPage: 100 })
      .then((page) => live && setBranches(page.items))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <Space wrap size="middle" style={{ marginBottom: 16 }} role="group" aria-label="Zeitraum">
      <Select<StatisticsPreset>
        aria-label="Zeitraum"
        value={value.preset}
        style={{ width: 160 }}
        options={STATISTICS_PRESETS.map((preset) => ({
          value: preset,
          label: STATISTICS_PRESET_LABELS[preset],
        }))}
        onChange={(preset) => onChange({ ...value, preset })}
      />
      <Select<number | 'all'>
        aria-label="Filiale"
        value={value.branch ?? 'all'}
        style={{ width: 200 }}
        options={[
          { value: 'all', label: 'Alle Filialen' },
          ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
        ]}
        onChange={(branch) => onChange({ ...value, branch: branch === 'all' ? null : branch })}
      />
      <Space>
        <Switch
          id="dashboard-compare"
          checked={value.compare}
          onChange={(compare) => onChange({ ...value, compare })}
        />
        <label htmlFor="dashboard-compare">Mit Vorperiode vergleichen</label>
      </Space>
      <Typography.Text type="secondary">
        {range.from === range.to
          ? formatDay(range.from)
          : `${formatDay(range.from)} – ${formatDay(range.to)}`}
      </Typography.Text>
    </Space>
  );
}
