import type { Upload } from '../media';
import type { Branch } from '../organisation';
import type { Config } from '../settings';
import type { CreateOrderDto } from './dto/create-order.dto';
import { checkContact, checkPayment, checkUploadReferences } from './order-draft-rules';
import { ORDER_MESSAGES, requiredMessage } from './contracts/order-labels';

const collect = () => {
  const errors: { field?: string; message: string }[] = [];
  return { errors, fail: (message: string, field?: string) => errors.push({ field, message }) };
};
const branchWith = (flags: Partial<Branch>) => flags as Branch;
const draft = (fields: Partial<CreateOrderDto>) => fields as CreateOrderDto;
const config = (flags: Partial<Config>) => flags as Config;

describe('the contact section of a draft', () => {
  it('asks for name, e-mail and the delivery address the branch requires, in field order', () => {
    const { errors, fail } = collect();
    checkContact(
      draft({ firstName: 'Anna', lastName: ' ', isDeliveryAddressDifferent: true }),
      branchWith({ isDeliveryEmailRequired: true }),
      'delivery',
      fail,
    );
    expect(errors.map((error) => error.field)).toEqual([
      'lastName',
      'email',
      'deliveryFirstName',
      'deliveryLastName',
      'deliveryStreet',
      'deliveryZipCode',
      'deliveryCity',
    ]);
    expect(errors[0].message).toBe(requiredMessage('lastName'));
  });

  it('needs no contact for dine-in at a chosen table, but still refuses a malformed phone', () => {
    const { errors, fail } = collect();
    checkContact(
      draft({ phone: '0664 123' }),
      branchWith({ isTableSelectionEnabled: true }),
      'dine-in',
      fail,
    );
    expect(errors.map((error) => error.field)).toEqual(['phone']);
  });
});

describe('the payment section of a draft', () => {
  const online = config({ enablePluginMollie: true, enableMollie: true, enableCash: true });
  const branch = branchWith({ isMollieEnabled: true, isCashEnabled: true });

  it('takes cash when none is named and the branch allows it', () => {
    const { errors, fail } = collect();
    expect(checkPayment(draft({}), online, branch, false, () => true, fail)).toBe('cash');
    expect(errors).toEqual([]);
  });

  it('refuses a method the branch has switched off', () => {
    const { errors, fail } = collect();
    checkPayment(draft({ paymentMethod: 'cash' }), online, branchWith({}), false, () => true, fail);
    expect(errors).toEqual([
      { field: 'paymentMethod', message: ORDER_MESSAGES.paymentUnavailable('Barzahlung') },
    ]);
  });

  it('never pays a quotation online, and online only while the provider is there', () => {
    const quotation = collect();
    checkPayment(
      draft({ paymentMethod: 'mollie' }),
      online,
      branch,
      true,
      () => true,
      quotation.fail,
    );
    expect(quotation.errors).toEqual([
      { field: 'paymentMethod', message: ORDER_MESSAGES.quotationOnlinePayment },
    ]);
    const away = collect();
    checkPayment(draft({ paymentMethod: 'mollie' }), online, branch, false, () => false, away.fail);
    expect(away.errors.map((error) => error.field)).toEqual(['paymentMethod']);
    expect(away.errors[0].message).not.toBe(ORDER_MESSAGES.quotationOnlinePayment);
  });
});

describe('the upload section of a draft', () => {
  it('accepts an upload named with its secret and refuses a wrong secret or an unknown id', () => {
    const { errors, fail } = collect();
    const upload = { id: 7, publicHash: 'secret-hash-1' } as Upload;
    const reference = { field: 'items.0.parts', part: 'Logo', file: 'x' };
    checkUploadReferences(
      [
        { ...reference, id: 7, hash: 'secret-hash-1' },
        { ...reference, id: 7, hash: 'secret-hash-2' },
        { ...reference, id: 8, hash: 'secret-hash-1' },
      ],
      [upload],
      fail,
    );
    expect(errors).toEqual([
      { field: 'items.0.parts', message: ORDER_MESSAGES.uploadMissing('Logo') },
      { field: 'items.0.parts', message: ORDER_MESSAGES.uploadMissing('Logo') },
    ]);
  });
});
