import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { api, type Department } from '@bestellwerk/api-client';
import {
  EntityList,
  ErrorList,
  useEntityState,
  type ListColumn,
  EntityDrawer,
  DeleteButton,
  useEntityActions,
  type DrawerTarget,
} from '@bestellwerk/admin-kit';

interface DepartmentValues {
  name: string;
  identifier: string;
  division?: number | null;
}

const toPayload = ({ division, ...values }: DepartmentValues) => ({
  ...values,
  division: division ? { id: division } : null,
});

/** The departments (Abteilungen) of one branch: list, create, edit, delete (admin). */
export function DepartmentsList({ branchId }: { branchId: number }) {
  const [target, setTarget] = useState<DrawerTarget>(null);
  const [saved, setSaved] = useState(0);
  const writes = useEntityActions();
  const divisions = useEntityState({
    load: () => api.divisions.list({ perPage: 100 }),
    loadError: 'Divisionen konnten nicht geladen werden.',
    keys: [],
  });
  const divisionOptions = (divisions.data?.items ?? []).map((division) => ({
    value: division.id,
    label: division.name,
  }));
  const refresh = () => setSaved((count) => count + 1);
  const columns: ListColumn<Department>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
    { key: 'identifier', title: 'Kennung', dataIndex: 'identifier', sortField: 'identifier' },
    {
      key: 'division',
      title: 'Division',
      render: (_value, department) => department.division?.name ?? '–',
    },
    {
      key: 'actions',
      title: '',
      width: 60,
      render: (_value, department) => (
        <DeleteButton
          iconOnly
          size="small"
          label={`Abteilung „${department.name}“`}
          onConfirm={() =>
            writes.run(
              () => api.departments.remove(department.id),
              'Die Abteilung konnte nicht gelöscht werden.',
              refresh,
            )
          }
        />
      ),
    },
  ];
  return (
    <div>
      <ErrorList errors={divisions.errors} onDismiss={divisions.dismiss} />
      <ErrorList errors={writes.errors} onDismiss={writes.dismiss} />
      <EntityList<Department>
        load={(query) => api.departments.list({ ...query, branch: branchId })}
        columns={columns}
        rowKey="id"
        loadError="Abteilungen konnten nicht geladen werden."
        filters={[{ type: 'search', name: 'search', placeholder: 'Name oder Kennung suchen' }]}
        emptyText="Keine Abteilungen gefunden."
        onRowClick={(department) => setTarget(department.id)}
        refreshKey={`${branchId}-${saved}`}
        toolbar={
          <Button icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            Abteilung anlegen
          </Button>
        }
      />
      <EntityDrawer<Department, DepartmentValues>
        target={target}
        onClose={() => setTarget(null)}
        onSaved={refresh}
        load={api.departments.get}
        create={(values) =>
          api.departments.create({ ...toPayload(values), branch: { id: branchId } })
        }
        update={(id, values) => api.departments.update(id, toPayload(values))}
        toValues={(department) => ({
          name: department.name,
          identifier: department.identifier,
          division: department.division?.id ?? null,
        })}
        defaults={{ name: '', identifier: '', division: null }}
        noun={{ article: 'Die', singular: 'Abteilung' }}
        titleOf={(department) => `Abteilung „${department.name}“`}
      >
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="identifier" label="Kennung" extra="z. B. kueche">
          <Input />
        </Form.Item>
        <Form.Item name="division" label="Division">
          <Select allowClear options={divisionOptions} placeholder="keine" />
        </Form.Item>
      </EntityDrawer>
    </div>
  );
}
