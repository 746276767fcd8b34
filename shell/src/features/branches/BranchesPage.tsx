import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, type Branch } from '@bestellwerk/api-client';
import { EntityList, type ListColumn } from '@bestellwerk/admin-kit';
import { BranchDrawer } from './BranchDrawer';

const COLUMNS: ListColumn<Branch>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  { key: 'identifier', title: 'Kennung', dataIndex: 'identifier', sortField: 'identifier' },
  {
    key: 'address',
    title: 'Adresse',
    render: (_value, branch) => `${branch.street}, ${branch.zipCode} ${branch.city}`,
  },
  { key: 'city', title: 'Ort', dataIndex: 'city', sortField: 'city' },
  { key: 'phone', title: 'Telefon', dataIndex: 'phone' },
  {
    key: 'kinds',
    title: 'Bestellarten',
    render: (_value, branch) => (
      <Space size={4} wrap>
        {branch.isTakeawayEnabled && <Tag>Abholung</Tag>}
        {branch.isDeliveryEnabled && <Tag>Lieferung</Tag>}
        {branch.isDineInEnabled && <Tag>Vor Ort</Tag>}
        {branch.isPreorderEnabled && <Tag color="green">Vorbestellung</Tag>}
      </Space>
    ),
  },
  {
    key: 'isPublic',
    title: 'Sichtbar',
    render: (_value, branch) =>
      branch.isPublic ? <Tag color="green">öffentlich</Tag> : <Tag>verborgen</Tag>,
  },
];

/** Filialen: the list as the server pages, sorts and searches it; a row opens the editor. */
export function BranchesPage() {
  const [openId, setOpenId] = useState<number | null>(null);
  const [saved, setSaved] = useState(0);
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Filialen
      </Typography.Title>
      <EntityList<Branch>
        load={(query) => api.branches.list(query)}
        columns={COLUMNS}
        rowKey="id"
        loadError="Filialen konnten nicht geladen werden."
        filters={[{ type: 'search', name: 'search', placeholder: 'Name, PLZ oder Ort suchen' }]}
        emptyText="Keine Filialen gefunden."
        onRowClick={(branch) => setOpenId(branch.id)}
        refreshKey={saved}
      />
      <BranchDrawer
        branchId={openId}
        onClose={() => setOpenId(null)}
        onSaved={() => setSaved((count) => count + 1)}
      />
    </div>
  );
}
