import { useMemo, useState } from 'react';
import { Alert, Flex, Select, Space, Tag } from 'antd';
import { CrudPage, ErrorList, type CrudResource, type ListColumn } from '@bestellwerk/admin-kit';
import { timeTrackingApi, type EmploymentContract } from '@bestellwerk/api-client';
import { germanDay, hm, today } from '../../../shared/format';
import { useEmployeeChoice } from '../../../shared/useEmployeeChoice';
import {
  CONTRACT_DEFAULTS,
  contractPayload,
  contractValues,
  currentContractId,
  stateLabel,
  weeklyHoursLabel,
  workingDaysLabel,
  type ContractValues,
} from '../state/contracts';
import { ContractFields } from './ContractFields';

/** More contracts than one person ever has: the marker „aktuell“ needs all of them. */
const ALL = 500;

function columns(currentId: number | null): ListColumn<EmploymentContract>[] {
  return [
    {
      key: 'validFrom',
      title: 'Gültig ab',
      render: (_, contract) => (
        <Space size={4}>
          {germanDay(contract.validFrom)}
          {contract.id === currentId && <Tag color="green">aktuell</Tag>}
        </Space>
      ),
    },
    {
      key: 'weeklyMinutes',
      title: 'Wochenstunden',
      render: (_, contract) => weeklyHoursLabel(contract.weeklyMinutes),
    },
    {
      key: 'workingDays',
      title: 'Arbeitstage',
      render: (_, contract) => workingDaysLabel(contract.workingDays),
    },
    { key: 'holidayDaysPerYear', title: 'Urlaubstage pro Jahr', dataIndex: 'holidayDaysPerYear' },
    {
      key: 'holidays',
      title: 'Feiertage',
      render: (_, contract) =>
        `${contract.holidayCountry} · ${stateLabel(contract.holidayCountry, contract.holidayState)}`,
    },
    {
      key: 'opening',
      title: 'Übertrag',
      render: (_, contract) =>
        contract.openingOvertimeMinutes === 0 && contract.openingHolidayDays === 0
          ? '–'
          : `${hm(contract.openingOvertimeMinutes)} · ${contract.openingHolidayDays.toLocaleString('de-AT')} Urlaubstage`,
    },
  ];
}

/**
 * Arbeitsverträge: one employee's contracts, newest first, the one valid today marked
 * „aktuell“. Each holds from its „Gültig ab“ until the next one begins, so the history
 * stays: new terms are a new contract, not an edit of the old one.
 */
export function ContractsPage() {
  const { users, userId, setUserId } = useEmployeeChoice();

  const [currentId, setCurrentId] = useState<number | null>(null);
  // The list's page decides the marker when it holds every contract of the person; a
  // shorter page (a small page size) asks for all of them once more.
  const resource = useMemo<CrudResource<EmploymentContract>>(
    () => ({
      ...timeTrackingApi.contracts,
      list: async (query) => {
        const page = await timeTrackingApi.contracts.list(query);
        const all =
          page.items.length >= page.meta.total
            ? page.items
            : (
                await timeTrackingApi.contracts.list({
                  user: typeof query.user === 'number' ? query.user : undefined,
                  perPage: ALL,
                })
              ).items;
        setCurrentId(currentContractId(all, today()));
        return page;
      },
    }),
    [],
  );

  return (
    <Flex vertical gap="middle" style={{ width: '100%' }}>
      <ErrorList errors={users.errors} onDismiss={users.dismiss} />
      <Select<number>
        style={{ minWidth: 220, maxWidth: 320 }}
        placeholder="Mitarbeiter wählen"
        showSearch
        optionFilterProp="label"
        loading={users.loading}
        value={userId}
        onChange={setUserId}
        options={users.options}
        aria-label="Mitarbeiter"
      />
      <Alert
        type="info"
        showIcon
        title="Ein Vertrag gilt ab seinem „Gültig ab“ bis zum nächsten. Neue Bedingungen ab einem Datum: einen neuen Vertrag anlegen – er schreibt die Salden vor diesem Datum nie um, die bisherigen Verträge bleiben als Verlauf."
      />
      {userId !== undefined && (
        <CrudPage<EmploymentContract, ContractValues>
          resource={resource}
          noun={{ article: 'Der', singular: 'Vertrag', plural: 'Verträge' }}
          columns={columns(currentId)}
          query={{ user: userId }}
          defaultSort="-validFrom"
          emptyText="Noch kein Arbeitsvertrag. Ohne Vertrag hat die Person keine Sollzeit."
          create={{ label: 'Neuer Vertrag', primary: true }}
          newTitle="Neuer Arbeitsvertrag"
          remove="drawer"
          titleOf={(contract) => `Vertrag ab ${germanDay(contract.validFrom)}`}
          width={560}
          defaults={{ ...CONTRACT_DEFAULTS, validFrom: today() }}
          toValues={contractValues}
          toPayload={(values, mode) => contractPayload(values, mode, userId)}
          form={<ContractFields />}
        />
      )}
    </Flex>
  );
}
