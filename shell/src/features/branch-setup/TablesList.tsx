import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { api, type DiningTable } from '@bestellwerk/api-client';
import {
  EntityList,
  ErrorList,
  type ListColumn,
  EntityDrawer,
  DeleteButton,
  useEntityActions,
  type DrawerTarget,
} from '@bestellwerk/admin-kit';

/** The dine-in tables of one branch: list, create, edit, delete. */
export function TablesList({ branchId }: { branchId: number }) {
  const [target, setTarget] = useState<DrawerTarget>(null);
  const [saved, setSaved] = useState(0);
  const writes = useEntityActions();
  const refresh = () => setSaved((count) => count + 1);
  const columns: ListColumn<DiningTable>[] = [
    { key: 'identifier', title: 'Tisch', dataIndex: 'identifier', sortField: 'identifier' },
    { key: 'seats', title: 'Sitzplätze', dataIndex: 'seats', sortField: 'seats' },
    {
      key: 'actions',
      title: '',
      width: 60,
      render: (_value, table) => (
        <DeleteButton
          iconOnly
          size="small"
          label={`Tisch „${table.identifier}“`}
          onConfirm={() =>
            writes.run(
              () => api.tables.remove(table.id),
              'Der Tisch konnte nicht gelöscht werden.',
              refresh,
            )
          }
        />
      ),
    },
  ];
  return (
    <div>
      <ErrorList errors={writes.errors} onDismiss={writes.dismiss} />
      <EntityList<DiningTable>
        load={(query) => api.tables.list({ ...query, branch: branchId })}
        columns={columns}
        rowKey="id"
        loadError="Tische konnten nicht geladen werden."
        filters={[{ type: 'search', name: 'search', placeholder: 'Tisch suchen' }]}
        emptyText="Keine Tische gefunden."
        onRowClick={(table) => setTarget(table.id)}
        refreshKey={`${branchId}-${saved}`}
        toolbar={
          <Button icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            Tisch anlegen
          </Button>
        }
      />
      <EntityDrawer<DiningTable, { identifier: string; seats?: number }>
        target={target}
        onClose={() => setTarget(null)}
        onSaved={refresh}
        load={api.tables.get}
        create={(values) => api.tables.create({ ...values, branch: { id: branchId } })}
        update={(id, values) => api.tables.update(id, values)}
        toValues={(table) => ({ identifier: table.identifier, seats: table.seats })}
        defaults={{ identifier: '', seats: 4 }}
        noun={{ article: 'Der', singular: 'Tisch' }}
        titleOf={(table) => `Tisch „${table.identifier}“`}
      >
        <Form.Item name="identifier" label="Bezeichnung" extra="wie auf dem Tisch, z. B. T1">
          <Input />
        </Form.Item>
        <Form.Item name="seats" label="Sitzplätze">
          <InputNumber min={0} max={1000} precision={0} />
        </Form.Item>
      </EntityDrawer>
    </div>
  );
}
