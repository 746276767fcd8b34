import { Alert, Button, Form, Input, Select, Switch } from 'antd';
import { api, formatDateTime, type Customer } from '@bestellwerk/api-client';
import {
  CLEARABLE,
  CrudPage,
  ErrorList,
  useOptions,
  type ListColumn,
} from '@bestellwerk/admin-kit';
import { COUNTRIES, COUNTRY_NAMES } from '@bestellwerk/domain';
import { navigate } from '@bestellwerk/mf/router';
import {
  NEW_CUSTOMER,
  toCustomerPayload,
  toCustomerValues,
  type CustomerValues,
} from '../state/customerForm';
import { PersonFields } from '../../people/PersonFields';

const nameOf = (customer: Customer) =>
  [
    customer.isCompany ? customer.companyName : null,
    `${customer.firstName} ${customer.lastName}`.trim(),
  ]
    .filter(Boolean)
    .join(' – ');

const COLUMNS: ListColumn<Customer>[] = [
  { key: 'lastName', title: 'Name', sortField: 'lastName', render: (_value, c) => nameOf(c) },
  { key: 'email', title: 'E-Mail', dataIndex: 'email', sortField: 'email' },
  { key: 'phone', title: 'Telefon', dataIndex: 'phone' },
  {
    key: 'city',
    title: 'Ort',
    sortField: 'city',
    render: (_value, customer) => `${customer.zipCode} ${customer.city}`.trim() || '–',
  },
  { key: 'branch', title: 'Filiale', render: (_value, customer) => customer.branch?.name ?? '–' },
  {
    key: 'createdAt',
    title: 'Angelegt',
    sortField: 'createdAt',
    render: (_value, customer) => formatDateTime(customer.createdAt),
  },
];

/**
 * Why the list may be empty although the shop sells: orders in the shop are guest orders
 * and create no customer. Said where the list is, with the way to the guests' data.
 */
export const GUEST_ORDERS_MESSAGE = 'Gastbestellungen legen kein Kundenkonto an.';
export const GUEST_ORDERS_DESCRIPTION =
  'Im Shop bestellen Kundinnen und Kunden ohne Konto. Name, E-Mail-Adresse, Telefonnummer und Adresse stehen bei der jeweiligen Bestellung – unter „Bestellungen“ im „Verlauf“ finden Sie alle Bestellungen eines Gastes über die Suche nach Name, E-Mail oder Telefon. Hier pflegen Sie die Kunden, die Sie selbst kennen und anlegen: Stammgäste und Firmenkunden.';

export function GuestOrdersNote() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={GUEST_ORDERS_MESSAGE}
      description={GUEST_ORDERS_DESCRIPTION}
      action={
        <Button size="small" onClick={() => navigate('/orders')}>
          Zu den Bestellungen
        </Button>
      }
    />
  );
}

const COUNTRY_OPTIONS = COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

/** Kunden: the known customers of the branches (regulars, company accounts), created and edited here. */
export function CustomersPage() {
  const branches = useOptions({
    load: () => api.branches.list({ perPage: 200, sort: 'name' }),
    loadError: 'Filialen konnten nicht geladen werden.',
  });
  const branchOptions = branches.options;
  return (
    <CrudPage<Customer, Partial<CustomerValues>>
      resource={api.customers}
      noun={{ article: 'Der', singular: 'Kunde', plural: 'Kunden' }}
      title="Kunden"
      above={
        <>
          <GuestOrdersNote />
          <ErrorList errors={branches.errors} onDismiss={branches.dismiss} />
        </>
      }
      columns={COLUMNS}
      filters={[
        { type: 'search', name: 'search', placeholder: 'Name, E-Mail oder Telefon' },
        { type: 'select', name: 'branch', placeholder: 'Filiale', options: branchOptions },
        {
          type: 'select',
          name: 'isCompany',
          placeholder: 'Art',
          options: [
            { value: 'false', label: 'Privatkunden' },
            { value: 'true', label: 'Firmenkunden' },
          ],
        },
      ]}
      create={{ label: 'Kunden anlegen' }}
      toValues={toCustomerValues}
      toPayload={toCustomerPayload}
      defaults={NEW_CUSTOMER}
      newTitle="Kunden anlegen"
      titleOf={(customer) => `Kunde „${nameOf(customer)}“`}
      form={
        <>
          <Form.Item name="isCompany" label="Firmenkunde" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item noStyle dependencies={['isCompany']}>
            {({ getFieldValue }) =>
              getFieldValue('isCompany') ? (
                <>
                  <Form.Item name="companyName" label="Firma">
                    <Input />
                  </Form.Item>
                  <Form.Item name="vatNumber" label="UID-Nummer">
                    <Input allowClear={CLEARABLE} />
                  </Form.Item>
                </>
              ) : null
            }
          </Form.Item>
          <PersonFields phone clearable />
          <Form.Item name="street" label="Straße">
            <Input />
          </Form.Item>
          <Form.Item name="zipCode" label="PLZ">
            <Input />
          </Form.Item>
          <Form.Item name="city" label="Ort">
            <Input />
          </Form.Item>
          <Form.Item name="country" label="Land">
            <Select options={COUNTRY_OPTIONS} />
          </Form.Item>
          <Form.Item name="branch" label="Filiale">
            <Select allowClear options={branchOptions} placeholder="keine" />
          </Form.Item>
          <Form.Item name="note" label="Notiz">
            <Input.TextArea rows={3} />
          </Form.Item>
        </>
      }
    />
  );
}
