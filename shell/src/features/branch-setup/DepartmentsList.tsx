import { Form, Input, Select } from 'antd';
import { api, type Department } from '@bestellwerk/api-client';
import { CrudPage, ErrorList, useOptions, type ListColumn } from '@bestellwerk/admin-kit';

interface DepartmentValues {
  name: string;
  identifier: string;
  division?: number | null;
}

const toPayload = ({ division, ...values }: DepartmentValues) => ({
  ...values,
  division: division ? { id: division } : null,
});

const COLUMNS: ListColumn<Department>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  { key: 'identifier', title: 'Kennung', dataIndex: 'identifier', sortField: 'identifier' },
  {
    key: 'division',
    title: 'Organisation',
    render: (_value, department) => department.division?.name ?? '–',
  },
];

/** The departments (Abteilungen) of one branch: list, create, edit, delete (admin). */
export function DepartmentsList({ branchId }: { branchId: number }) {
  const divisions = useOptions({
    load: () => api.divisions.list({ perPage: 100 }),
    loadError: 'Organisationen konnten nicht geladen werden.',
  });
  const divisionOptions = divisions.options;
  return (
    <CrudPage<Department, DepartmentValues>
      resource={api.departments}
      noun={{ article: 'Die', singular: 'Abteilung', plural: 'Abteilungen' }}
      above={<ErrorList errors={divisions.errors} onDismiss={divisions.dismiss} />}
      columns={COLUMNS}
      query={{ branch: branchId }}
      filters={[{ type: 'search', name: 'search', placeholder: 'Name oder Kennung suchen' }]}
      create={{ label: 'Abteilung anlegen' }}
      remove="row"
      toValues={(department) => ({
        name: department.name,
        identifier: department.identifier,
        division: department.division?.id ?? null,
      })}
      toPayload={(values, mode) =>
        mode === 'create' ? { ...toPayload(values), branch: { id: branchId } } : toPayload(values)
      }
      defaults={{ name: '', identifier: '', division: null }}
      titleOf={(department) => `Abteilung „${department.name}“`}
      form={
        <>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
          <Form.Item name="identifier" label="Kennung" extra="z. B. kueche">
            <Input />
          </Form.Item>
          <Form.Item name="division" label="Organisation">
            <Select allowClear options={divisionOptions} placeholder="keine" />
          </Form.Item>
        </>
      }
    />
  );
}
