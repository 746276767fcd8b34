import { createHmac } from 'node:crypto';
import { datatransState, verifyDatatransSignature } from './datatrans.provider';
import { mollieState } from './mollie.provider';
import { orderFlags } from '../payments.service';

const KEY = '00112233445566778899aabbccddeeff';
const sign = (body: string, timestamp = '1732532400') =>
  `t=${timestamp},s0=${createHmac('sha256', Buffer.from(KEY, 'hex'))
    .update(timestamp + body)
    .digest('hex')}`;

describe('the Datatrans webhook signature', () => {
  const body = '{"transactionId":"251124123456","status":"settled"}';

  it('accepts the HMAC of timestamp and raw body made with the hex key', () => {
    expect(verifyDatatransSignature(sign(body), body, KEY)).toBe(true);
  });

  it('refuses a changed body, another key, a missing or malformed header', () => {
    expect(verifyDatatransSignature(sign(body), body.replace('settled', 'failed'), KEY)).toBe(
      false,
    );
    expect(verifyDatatransSignature(sign(body), body, 'ff'.repeat(16))).toBe(false);
    expect(verifyDatatransSignature(undefined, body, KEY)).toBe(false);
    expect(verifyDatatransSignature('t=1,s0=zz', body, KEY)).toBe(false);
    expect(verifyDatatransSignature('s0=abcd', body, KEY)).toBe(false);
  });
});

describe('provider states', () => {
  it('maps Mollie statuses, with a refund on a paid payment', () => {
    expect(mollieState('paid')).toBe('paid');
    expect(mollieState('paid', '5.00')).toBe('refunded');
    expect(mollieState('paid', '0.00')).toBe('paid');
    expect(mollieState('failed')).toBe('failed');
    expect(mollieState('canceled')).toBe('canceled');
    expect(mollieState('expired')).toBe('expired');
    expect(mollieState('pending')).toBe('open');
    expect(mollieState('authorized')).toBe('open');
  });

  it('maps Datatrans statuses', () => {
    expect(datatransState('settled')).toBe('paid');
    expect(datatransState('authorized')).toBe('paid');
    expect(datatransState('transmitted')).toBe('paid');
    expect(datatransState('canceled')).toBe('canceled');
    expect(datatransState('failed')).toBe('failed');
    expect(datatransState('initialized')).toBe('open');
  });

  it('turns a state into the order flags', () => {
    expect(orderFlags('paid')).toEqual({ isPaid: true, isFailed: false, isRefunded: false });
    expect(orderFlags('refunded')).toEqual({ isPaid: true, isFailed: false, isRefunded: true });
    expect(orderFlags('expired')).toEqual({ isPaid: false, isFailed: true, isRefunded: false });
    expect(orderFlags('open')).toEqual({ isPaid: false, isFailed: false, isRefunded: false });
  });
});
