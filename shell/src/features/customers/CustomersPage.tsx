import { Typography } from 'antd';
import { api, formatDateTime, type Customer } from '@bestellwerk/api-client';
import { EntityList, type ListColumn } from '@bestellwerk/admin-kit';

const COLUMNS: ListColumn<Customer>[] = [
  {
    key: 'lastName',
    title: 'Name',
    sortField: 'lastName',
    render: (_value, customer) =>
      [
        customer.isCompany ? customer.companyName : null,
        `${customer.firstName} ${customer.lastName}`,
      ]
        .filter(Boolean)
        .join(' – '),
  },
  { key: 'email', title: 'E-Mail', dataIndex: 'email', sortField: 'email' },
  { key: 'phone', title: 'Telefon', dataIndex: 'phone' },
  {
    key: 'city',
    title: 'Ort',
    sortField: 'city',
    render: (_value, customer) => `${customer.zipCode} ${customer.city}`.trim() || '–',
  },
  {
    key: 'createdAt',
    title: 'Angelegt',
    sortField: 'createdAt',
    render: (_value, customer) => formatDateTime(customer.createdAt),
  },
];

/** Kunden (read-only list). */
export function CustomersPage() {
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Kunden
      </Typography.Title>
      <EntityList<Customer>
        load={(query) => api.customers.list(query)}
        columns={COLUMNS}
        rowKey="id"
        loadError="Kunden konnten nicht geladen werden."
        filters={[{ type: 'search', name: 'search', placeholder: 'Name, E-Mail oder Telefon' }]}
        emptyText="Keine Kunden gefunden."
      />
    </div>
  );
}
