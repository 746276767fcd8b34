import { useState } from 'react';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { Button, Card, Input, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import { figureLines } from '@bestellwerk/domain';
import { timeTrackingApi, type UserBalance, type WorkingActivity } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import {
  currentMonth,
  germanDay,
  hm,
  localTime,
  monthRange,
  personName,
} from '../../../shared/format';
import { flagLabel, sheetRows, type SheetRow } from '../state/timesheet';
import { CorrectionDrawer } from './CorrectionDrawer';

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const weekday = (day: string) => WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7];

/** One employee's month: planned against worked per day, activities, corrections, export. */
export function TimesheetPage() {
  const [month, setMonth] = useState(currentMonth());
  const [people, setPeople] = useState<UserBalance['user'][]>([]);
  const [userId, setUserId] = useState<number | undefined>();
  const [correcting, setCorrecting] = useState<WorkingActivity | null>(null);

  const sheet = useEntityState({
    load: async () => {
      const { from, to } = monthRange(month);
      const all = await timeTrackingApi.sheets.balances({ from, to, user: userId });
      if (!userId) setPeople(all.map((entry) => entry.user));
      const chosen = all[0] ?? null;
      if (chosen && !userId) setUserId(chosen.user.id);
      const activities = chosen
        ? await timeTrackingApi.activities.list({ user: chosen.user.id, from, to })
        : [];
      return { balance: chosen, activities };
    },
    loadError: ERRORS.balances,
    keys: [month, userId],
  });
  const balance = sheet.data?.balance ?? null;
  const activities = sheet.data?.activities ?? [];

  const rows = balance ? sheetRows(balance.days, activities) : [];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Select
          style={{ minWidth: 220 }}
          placeholder="Mitarbeiter wählen"
          value={userId}
          onChange={setUserId}
          options={people.map((user) => ({ value: user.id, label: personName(user) }))}
          aria-label="Mitarbeiter"
        />
        <Input
          type="month"
          value={month}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
          aria-label="Monat"
          style={{ width: 170 }}
        />
        {balance && (
          <>
            <Button href={timeTrackingApi.sheets.monthSheetUrl(balance.user.id, month, 'pdf')}>
              Monatsblatt (PDF)
            </Button>
            <Button href={timeTrackingApi.sheets.monthSheetUrl(balance.user.id, month, 'csv')}>
              CSV
            </Button>
            <Button href={timeTrackingApi.sheets.monthSheetUrl(balance.user.id, month, 'xlsx')}>
              XLSX
            </Button>
          </>
        )}
      </Space>
      <ErrorList errors={sheet.errors} onDismiss={sheet.dismiss} />
      {balance && (
        <Card size="small">
          <Space wrap size="large" align="start" data-testid="month-figures">
            {figureLines(balance).map((line) => (
              <Space key={line.key} direction="vertical" size={0} style={{ maxWidth: 190 }}>
                <Statistic title={line.label} value={hm(line.minutes)} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {line.includes}
                </Typography.Text>
              </Space>
            ))}
          </Space>
        </Card>
      )}
      <Table<SheetRow>
        rowKey="day"
        size="small"
        pagination={false}
        scroll={{ x: 720 }}
        dataSource={rows}
        columns={[
          {
            key: 'day',
            title: 'Tag',
            render: (_, row) => `${weekday(row.day)} ${germanDay(row.day)}`,
          },
          { key: 'planned', title: 'Soll', render: (_, row) => hm(row.plannedMinutes) },
          { key: 'worked', title: 'Ist', render: (_, row) => hm(row.workedMinutes) },
          {
            key: 'credited',
            title: 'Gutschrift',
            render: (_, row) => (row.creditedMinutes ? hm(row.creditedMinutes) : ''),
          },
          {
            key: 'difference',
            title: 'Saldo',
            render: (_, row) => (
              <Typography.Text type={row.differenceMinutes < 0 ? 'danger' : undefined}>
                {hm(row.differenceMinutes)}
              </Typography.Text>
            ),
          },
          {
            key: 'activities',
            title: 'Zeiten',
            render: (_, row) => (
              <Space direction="vertical" size={2}>
                {row.activities.map((activity) => (
                  <Space key={activity.id} size={4} wrap>
                    <span>
                      {localTime(activity.startedAt)}–
                      {activity.endedAt ? localTime(activity.endedAt) : 'läuft'}
                    </span>
                    {activity.source === 'correction' && <Tag color="purple">korrigiert</Tag>}
                    <Button size="small" onClick={() => setCorrecting(activity)}>
                      Korrigieren
                    </Button>
                  </Space>
                ))}
              </Space>
            ),
          },
          {
            key: 'remarks',
            title: 'Hinweise',
            render: (_, row) => (
              <Space size={4} wrap>
                {row.holiday && <Tag color="blue">{row.holiday.name}</Tag>}
                {row.absence && (
                  <Tag color="cyan">
                    {row.absence.kind === 'vacation'
                      ? 'Urlaub'
                      : row.absence.kind === 'sick'
                        ? 'Krankenstand'
                        : 'Zeitausgleich'}
                  </Tag>
                )}
                {row.flags.map((flag) => (
                  <Tag key={flag} color="red">
                    {flagLabel(flag, balance?.labourCountry ?? null)}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]}
      />
      <CorrectionDrawer
        activity={correcting}
        onClose={() => setCorrecting(null)}
        onSaved={() => {
          setCorrecting(null);
          sheet.reload();
        }}
      />
    </Space>
  );
}
