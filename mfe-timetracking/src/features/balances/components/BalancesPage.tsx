import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Space, Table } from 'antd';
import {
  errorMessage,
  timeTrackingApi,
  type HolidayAccount,
  type UserBalance,
} from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { currentMonth, hm, monthRange, personName } from '../../../shared/format';

const days = (value: number) => value.toLocaleString('de-AT', { maximumFractionDigits: 1 });

/** Zeitsalden of the month and Urlaubskonten of the year for everyone with a contract. */
export function BalancesPage() {
  const [balances, setBalances] = useState<UserBalance[] | null>(null);
  const [accounts, setAccounts] = useState<HolidayAccount[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const load = useCallback(() => {
    const { from } = monthRange(currentMonth());
    const found: string[] = [];
    void Promise.all([
      timeTrackingApi.sheets
        .balances({ from })
        .then(setBalances)
        .catch((failure) => found.push(errorMessage(failure, ERRORS.balances))),
      timeTrackingApi.sheets
        .holidayBalances()
        .then(setAccounts)
        .catch((failure) => found.push(errorMessage(failure, ERRORS.holidayBalances))),
    ]).then(() => setErrors(found));
  }, []);
  useEffect(load, [load]);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {errors.map((error) => (
        <Alert
          key={error}
          type="error"
          title={error}
          action={<Button onClick={load}>Erneut versuchen</Button>}
        />
      ))}
      <Card title="Zeitsalden (laufender Monat)" size="small">
        <Table<UserBalance>
          rowKey={(row) => row.user.id}
          loading={!balances && errors.length === 0}
          dataSource={balances ?? []}
          pagination={false}
          size="small"
          scroll={{ x: 600 }}
          columns={[
            { key: 'name', title: 'Mitarbeiter', render: (_, row) => personName(row.user) },
            { key: 'planned', title: 'Soll', render: (_, row) => hm(row.plannedMinutes) },
            {
              key: 'worked',
              title: 'Ist',
              render: (_, row) => hm(row.workedMinutes + row.creditedMinutes),
            },
            { key: 'opening', title: 'Übertrag', render: (_, row) => hm(row.openingMinutes) },
            { key: 'closing', title: 'Saldo', render: (_, row) => hm(row.closingMinutes) },
          ]}
        />
      </Card>
      <Card title="Urlaubskonten" size="small">
        <Table<HolidayAccount>
          rowKey={(row) => row.user.id}
          loading={!accounts && errors.length === 0}
          dataSource={accounts ?? []}
          pagination={false}
          size="small"
          scroll={{ x: 600 }}
          columns={[
            { key: 'name', title: 'Mitarbeiter', render: (_, row) => personName(row.user) },
            {
              key: 'entitlement',
              title: 'Anspruch',
              render: (_, row) => days(row.entitlementDays),
            },
            { key: 'carried', title: 'Übertrag', render: (_, row) => days(row.carriedOverDays) },
            { key: 'taken', title: 'Verbraucht', render: (_, row) => days(row.takenDays) },
            { key: 'planned', title: 'Geplant', render: (_, row) => days(row.plannedDays) },
            { key: 'remaining', title: 'Rest', render: (_, row) => days(row.remainingDays) },
          ]}
        />
      </Card>
    </Space>
  );
}
