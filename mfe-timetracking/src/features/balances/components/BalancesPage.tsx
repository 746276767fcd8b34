import { Card, Space, Table, Tooltip } from 'antd';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import {
  HOLIDAY_ACCOUNT_LABELS as HOLIDAY,
  figureLines,
  formatDays as days,
  periodFigures,
  type FigureKey,
} from '@bestellwerk/domain';
import { timeTrackingApi, type HolidayAccount, type UserBalance } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { currentMonth, hm, monthRange, personName } from '../../../shared/format';

/** The columns of the Zeitsalden, named as on the Zeitnachweis and the month sheet. */
const BALANCE_COLUMNS: FigureKey[] = [
  'plannedMinutes',
  'workedMinutes',
  'creditedMinutes',
  'openingMinutes',
  'closingMinutes',
];
/** The figures' names before anything is loaded. */
const NO_FIGURES = periodFigures([], 0, '');

/** Zeitsalden of the month and Urlaubskonten of the year for everyone with a contract. */
export function BalancesPage() {
  const balanceState = useEntityState<UserBalance[]>({
    load: () => timeTrackingApi.sheets.balances({ from: monthRange(currentMonth()).from }),
    loadError: ERRORS.balances,
  });
  const accountState = useEntityState<HolidayAccount[]>({
    load: () => timeTrackingApi.sheets.holidayBalances(),
    loadError: ERRORS.holidayBalances,
  });
  const balances = balanceState.data;
  const accounts = accountState.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <ErrorList errors={balanceState.errors} onDismiss={balanceState.dismiss} />
      <ErrorList errors={accountState.errors} onDismiss={accountState.dismiss} />
      <Card title="Zeitsalden (laufender Monat)" size="small">
        <Table<UserBalance>
          rowKey={(row) => row.user.id}
          loading={balanceState.loading}
          dataSource={balances ?? []}
          pagination={false}
          size="small"
          scroll={{ x: 600 }}
          columns={[
            { key: 'name', title: 'Mitarbeiter', render: (_, row) => personName(row.user) },
            ...figureLines(balances?.[0] ?? NO_FIGURES)
              .filter((line) => BALANCE_COLUMNS.includes(line.key))
              .map((line) => ({
                key: line.key,
                title: (
                  <Tooltip title={line.includes}>
                    <span>{line.label}</span>
                  </Tooltip>
                ),
                render: (_: unknown, row: UserBalance) => hm(row[line.key]),
              })),
          ]}
        />
      </Card>
      <Card title="Urlaubskonten" size="small">
        <Table<HolidayAccount>
          rowKey={(row) => row.user.id}
          loading={accountState.loading}
          dataSource={accounts ?? []}
          pagination={false}
          size="small"
          scroll={{ x: 600 }}
          columns={[
            { key: 'name', title: 'Mitarbeiter', render: (_, row) => personName(row.user) },
            ...(Object.keys(HOLIDAY) as (keyof typeof HOLIDAY)[]).map((key) => ({
              key,
              title: HOLIDAY[key],
              render: (_: unknown, row: HolidayAccount) => days(row[key]),
            })),
          ]}
        />
      </Card>
    </Space>
  );
}
