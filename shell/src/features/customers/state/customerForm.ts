import type { Customer, CustomerPayload } from '@bestellwerk/api-client';

/** The form's values: the branch as its id (Select), none as null. */
export interface CustomerValues extends Omit<Customer, 'id' | 'branch' | 'createdAt'> {
  branch?: number | null;
}

export const NEW_CUSTOMER: Partial<CustomerValues> = {
  isCompany: false,
  country: 'AT',
  branch: null,
};

export function toCustomerValues(customer: Customer): CustomerValues {
  const { id: _id, createdAt: _createdAt, branch, ...rest } = customer;
  return { ...rest, branch: branch?.id ?? null };
}

const TEXTS = [
  'companyName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'zipCode',
  'city',
  'vatNumber',
] as const;

/**
 * The payload for POST/PUT /customers: texts trimmed, an emptied one sent as '' (which
 * clears it; the server refuses null there), an empty note as null, the branch as a
 * reference ({ id }) or null to remove it.
 */
export function toCustomerPayload(values: Partial<CustomerValues>): CustomerPayload {
  const payload: CustomerPayload = {};
  for (const key of TEXTS) {
    const value = values[key];
    if (value !== undefined) payload[key] = (value ?? '').trim();
  }
  if (values.isCompany !== undefined) payload.isCompany = values.isCompany;
  if (values.country) payload.country = values.country;
  if (values.note !== undefined) payload.note = values.note?.trim() || null;
  if (values.branch !== undefined) payload.branch = values.branch ? { id: values.branch } : null;
  return payload;
}
