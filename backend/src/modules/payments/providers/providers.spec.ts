import { createHmac } from 'node:crypto';
import { datatransState, verifyDatatransSignature } from './datatrans.provider';
import { mollieState } from './mollie.provider';
import { orderFlags } from '../payments.service';

const KEY = '00112233445566778899aabbccddeeff';
/** Datatrans' timestamps are milliseconds; the checks below run "now" at this instant. */
const NOW = 1_732_532_400_000;
const sign = (body: string, timestamp = String(NOW), key = KEY) =>
  `t=${timestamp},s0=${createHmac('sha256', Buffer.from(key, 'hex'))
    .update(timestamp + body)
    .digest('hex')}`;
const verify = (header: string | undefined, body: string, key = KEY, now = NOW) =>
  verifyDatatransSignature(header, body, key, now);

describe('the Datatrans webhook signature', () => {
  const body = '{"transactionId":"251124123456","status":"settled"}';

  it('accepts the HMAC of timestamp and raw body made with the hex key', () => {
    expect(verify(sign(body), body)).toBe(true);
  });

  it('accepts a signature up to five minutes old (and as much clock skew ahead)', () => {
    expect(verify(sign(body), body, KEY, NOW + 5 * 60_000)).toBe(true);
    expect(verify(sign(body), body, KEY, NOW - 5 * 60_000)).toBe(true);
    // Ten digits are seconds.
    expect(verify(sign(body, String(NOW / 1000)), body, KEY, NOW + 60_000)).toBe(true);
  });

  it('refuses a signature older than five minutes: a captured webhook cannot be replayed', () => {
    expect(verify(sign(body), body, KEY, NOW + 5 * 60_000 + 1)).toBe(false);
    expect(verify(sign(body), body, KEY, NOW - 5 * 60_000 - 1)).toBe(false);
    expect(verify(sign(body, String(NOW / 1000)), body, KEY, NOW + 6 * 60_000)).toBe(false);
    expect(verify(sign(body, '1e12'), body)).toBe(false);
  });

  it('refuses everything when no key is configured, even a signature made with the empty key', () => {
    expect(verify(sign(body, String(NOW), ''), body, '')).toBe(false);
    expect(verify(sign(body, String(NOW), 'zz'), body, 'zz')).toBe(false);
  });

  it('refuses a changed body, another key, a missing or malformed header', () => {
    expect(verify(sign(body), body.replace('settled', 'failed'))).toBe(false);
    expect(verify(sign(body), body, 'ff'.repeat(16))).toBe(false);
    expect(verify(undefined, body)).toBe(false);
    expect(verify(`t=${NOW},s0=zz`, body)).toBe(false);
    expect(verify('s0=abcd', body)).toBe(false);
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
