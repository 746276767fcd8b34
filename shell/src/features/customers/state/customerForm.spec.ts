import type { Customer } from '@bestellwerk/api-client';
import { toCustomerPayload, toCustomerValues } from './customerForm';

const customer: Customer = {
  id: 7,
  isCompany: true,
  companyName: 'Tischlerei Huber',
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'office@huber.at',
  phone: '+43316123456',
  street: 'Annenstraße 3',
  zipCode: '8020',
  city: 'Graz',
  country: 'AT',
  vatNumber: 'ATU12345678',
  note: 'Rechnung per Post',
  branch: { id: 2, name: 'Graz Hauptplatz', identifier: 'graz-hauptplatz' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the customer form', () => {
  it('edits the branch as its id and leaves id and creation time out', () => {
    const values = toCustomerValues(customer);
    expect(values.branch).toBe(2);
    expect(values).not.toHaveProperty('id');
    expect(values).not.toHaveProperty('createdAt');
  });

  it('sends the branch as a reference, trimmed texts, and clears what was emptied', () => {
    const payload = toCustomerPayload({
      ...toCustomerValues(customer),
      companyName: '  Tischlerei Huber GmbH ',
      phone: '',
      vatNumber: null as unknown as string, // an antd Input cleared with its clear icon
      note: '   ',
      branch: 3,
    });
    expect(payload).toMatchObject({
      companyName: 'Tischlerei Huber GmbH',
      phone: '',
      vatNumber: '',
      note: null,
      branch: { id: 3 },
      isCompany: true,
      country: 'AT',
    });
  });

  it('removes the branch with null and leaves untouched fields out', () => {
    expect(toCustomerPayload({ lastName: 'Berger', branch: null })).toEqual({
      lastName: 'Berger',
      branch: null,
    });
  });
});
