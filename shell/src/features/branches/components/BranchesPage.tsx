import { Space, Tag } from 'antd';
import { api, type Branch } from '@bestellwerk/api-client';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
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
  return (
    <CrudPage<Branch>
      resource={api.branches}
      noun={{ article: 'Die', singular: 'Filiale', plural: 'Filialen' }}
      title="Filialen"
      columns={COLUMNS}
      filters={[{ type: 'search', name: 'search', placeholder: 'Name, PLZ oder Ort suchen' }]}
      create={isAdmin ? { label: 'Filiale anlegen', placement: 'header' } : undefined}
      detail={({ target, close, refresh }) => (
        <BranchDrawer target={target} isAdmin={isAdmin} onClose={close} onSaved={refresh} />
      )}
    />
  );
}
