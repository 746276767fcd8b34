import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, type Branch } from '@bestellwerk/api-client';
import { EntityList, type DrawerTarget, type ListColumn } from '@bestellwerk/admin-kit';
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

/**
 * Filialen: the list as the server pages, sorts and searches it; a row opens the editor.
 * Admins also create and delete branches (employees edit their own ones only).
 */
export function BranchesPage({ isAdmin }: { isAdmin: boolean }) {
  const [target, setTarget] = useState<DrawerTarget>(null);
  const [saved, setSaved] = useState(0);
  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Filialen
        </Typography.Title>
        {isAdmin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            Filiale anlegen
          </Button>
        )}
      </Flex>
      <EntityList<Branch>
        load={(query) => api.branches.list(query)}
        columns={COLUMNS}
        rowKey="id"
        loadError="Filialen konnten nicht geladen werden."
        filters={[{ type: 'search', name: 'search', placeholder: 'Name, PLZ oder Ort suchen' }]}
        emptyText="Keine Filialen gefunden."
        onRowClick={(branch) => setTarget(branch.id)}
        refreshKey={saved}
      />
      <BranchDrawer
        target={target}
        isAdmin={isAdmin}
        onClose={() => setTarget(null)}
        onSaved={() => setSaved((count) => count + 1)}
      />
    </div>
  );
}
