import { Select, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { api } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { DeliveryAreasForm } from './DeliveryAreasForm';
import { DepartmentsList } from './DepartmentsList';
import { TablesList } from './TablesList';

/**
 * Liefergebiete & Tische: pick a branch, then its delivery areas (saved with the branch),
 * its tables and — for admins, who alone may change them — its departments.
 */
export function BranchSetupPage({ isAdmin }: { isAdmin: boolean }) {
  const branches = useEntityState({
    load: () => api.branches.list({ perPage: 100, sort: 'name' }),
    loadError: 'Filialen konnten nicht geladen werden.',
    keys: [],
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const items = branches.data?.items ?? [];
  const branchId = chosen ?? items[0]?.id ?? null;
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Liefergebiete & Tische
      </Typography.Title>
      <ErrorList errors={branches.errors} onDismiss={branches.dismiss} />
      <Space style={{ marginBottom: 16 }}>
        <span>Filiale:</span>
        <Select
          aria-label="Filiale"
          style={{ minWidth: 260 }}
          loading={branches.loading}
          value={branchId ?? undefined}
          onChange={setChosen}
          options={items.map((branch) => ({ value: branch.id, label: branch.name }))}
          placeholder="Filiale wählen"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Space>
      {branchId !== null && (
        <Tabs
          key={branchId}
          destroyOnHidden
          items={[
            {
              key: 'delivery-areas',
              label: 'Liefergebiete',
              children: <DeliveryAreasForm branchId={branchId} />,
            },
            { key: 'tables', label: 'Tische', children: <TablesList branchId={branchId} /> },
            ...(isAdmin
              ? [
                  {
                    key: 'departments',
                    label: 'Abteilungen',
                    children: <DepartmentsList branchId={branchId} />,
                  },
                ]
              : []),
          ]}
        />
      )}
    </div>
  );
}
