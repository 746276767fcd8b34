import { createHmac, randomInt } from 'node:crypto';
import { startFakeServer } from './fake-http';

export const FAKE_DATATRANS = {
  merchantId: '1100007006',
  password: 'fake-password',
  hmacKey: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
};

interface Transaction {
  transactionId: string;
  status: string;
  currency: string;
  amount: number;
  refno: string;
  redirect: { successUrl: string; cancelUrl: string; errorUrl: string };
  webhook: { url: string };
}

/** The Datatrans-Signature header: t={timestamp},s0=HMAC-SHA256(key, timestamp + body). */
export function datatransSignature(body: string, hmacKeyHex: string, timestamp = Date.now()) {
  const s0 = createHmac('sha256', Buffer.from(hmacKeyHex, 'hex'))
    .update(`${timestamp}${body}`)
    .digest('hex');
  return `t=${timestamp},s0=${s0}`;
}

/**
 * Datatrans' REST API as documented (https://docs.datatrans.ch/docs/redirect-lightbox,
 * https://api-reference.datatrans.ch): Basic auth merchantId:password, POST /v1/transactions
 * answers a transactionId, GET /v1/transactions/{id} the status, and the webhook posts the
 * transaction as JSON with a Datatrans-Signature header.
 */
export async function startFakeDatatrans() {
  const transactions = new Map<string, Transaction>();
  const auth = `Basic ${Buffer.from(`${FAKE_DATATRANS.merchantId}:${FAKE_DATATRANS.password}`).toString('base64')}`;
  const error = (status: number, code: string, message: string) => ({
    status,
    body: { error: { code, message } },
  });
  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== auth) {
      return error(401, 'UNAUTHORIZED', 'authentication failed');
    }
    if (request.method === 'POST' && request.path === '/v1/transactions') {
      const body = JSON.parse(request.body) as Omit<Transaction, 'transactionId' | 'status'>;
      if (!Number.isInteger(body.amount) || body.amount <= 0) {
        return error(400, 'INVALID_PROPERTY', 'init.amount');
      }
      if (!body.refno || !body.redirect?.successUrl) {
        return error(400, 'INVALID_PROPERTY', 'init.refno');
      }
      const transactionId = String(randomInt(100000000000, 999999999999));
      transactions.set(transactionId, { ...body, transactionId, status: 'initialized' });
      return { status: 201, body: { transactionId } };
    }
    const match = /^\/v1\/transactions\/(\d+)$/.exec(request.path);
    if (request.method === 'GET' && match) {
      const transaction = transactions.get(match[1]);
      return transaction
        ? { status: 200, body: { ...transaction, type: 'payment' } }
        : error(404, 'TRANSACTION_NOT_FOUND', 'transaction not found');
    }
    return error(404, 'NOT_FOUND', 'no such resource');
  });
  const find = (id: string) => {
    const transaction = transactions.get(id);
    if (!transaction) throw new Error(`fake Datatrans has no transaction ${id}`);
    return transaction;
  };
  return {
    apiUrl: server.url,
    requests: server.requests,
    transactions,
    setStatus(id: string, status: 'authorized' | 'settled' | 'canceled' | 'failed') {
      find(id).status = status;
    },
    /**
     * Posts the webhook as Datatrans does; `unsigned` or a wrong key forges it, an old
     * `signedAt` (ms) replays it.
     */
    async fireWebhook(
      id: string,
      options: { key?: string; unsigned?: boolean; signedAt?: number } = {},
    ) {
      const transaction = find(id);
      const body = JSON.stringify({
        transactionId: transaction.transactionId,
        type: 'payment',
        status: transaction.status,
        currency: transaction.currency,
        refno: transaction.refno,
      });
      const response = await fetch(transaction.webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.unsigned
            ? {}
            : {
                'datatrans-signature': datatransSignature(
                  body,
                  options.key ?? FAKE_DATATRANS.hmacKey,
                  options.signedAt,
                ),
              }),
        },
        body,
      });
      return { status: response.status, body: await response.text() };
    },
    close: server.close,
  };
}
