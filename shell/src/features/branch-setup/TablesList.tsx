import { Form, Input } from 'antd';
import { api, type DiningTable } from '@bestellwerk/api-client';
import { CrudPage, WholeNumberInput, type ListColumn } from '@bestellwerk/admin-kit';

const COLUMNS: ListColumn<DiningTable>[] = [
  { key: 'identifier', title: 'Tisch', dataIndex: 'identifier', sortField: 'identifier' },
  { key: 'seats', title: 'Sitzplätze', dataIndex: 'seats', sortField: 'seats' },
];

/** The dine-in tables of one branch: list, create, edit, delete. */
export function TablesList({ branchId }: { branchId: number }) {
  return (
    <CrudPage<DiningTable, { identifier: string; seats?: number }>
      resource={api.tables}
      noun={{ article: 'Der', singular: 'Tisch', plural: 'Tische' }}
      columns={COLUMNS}
      query={{ branch: branchId }}
      filters={[{ type: 'search', name: 'search', placeholder: 'Tisch suchen' }]}
      create={{ label: 'Tisch anlegen' }}
      remove="row"
      toValues={(table) => ({ identifier: table.identifier, seats: table.seats })}
      toPayload={(values, mode) =>
        mode === 'create' ? { ...values, branch: { id: branchId } } : values
      }
      defaults={{ identifier: '', seats: 4 }}
      titleOf={(table) => `Tisch „${table.identifier}“`}
      form={
        <>
          <Form.Item name="identifier" label="Bezeichnung" extra="wie auf dem Tisch, z. B. T1">
            <Input />
          </Form.Item>
          <Form.Item name="seats" label="Sitzplätze">
            <WholeNumberInput min={0} max={1000} style={{ width: 120 }} />
          </Form.Item>
        </>
      }
    />
  );
}
