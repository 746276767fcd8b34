import { randomBytes } from 'node:crypto';
import tls from 'node:tls';
import { selfSignedCertificate, startFakeServer } from './fake-http';

export const FAKE_MOLLIE_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

interface MolliePayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  amountRefunded?: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
}

/**
 * Mollie's Payments API v2 as documented (https://docs.mollie.com/reference/create-payment,
 * /get-payment): Bearer API key, amount as a string with two decimals, a checkout link, and
 * a webhook that sends nothing but `id=tr_…` (form-encoded).
 */
export async function startFakeMollie() {
  const payments = new Map<string, MolliePayment>();
  let base = '';
  const view = (payment: MolliePayment) => ({
    resource: 'payment',
    mode: 'test',
    createdAt: new Date().toISOString(),
    ...payment,
    _links: {
      self: { href: `${base}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      checkout: { href: `${base}/checkout/select-method/${payment.id}`, type: 'text/html' },
    },
  });
  const error = (status: number, title: string, detail: string) => ({
    status,
    body: { status, title, detail, _links: {} },
  });

  // The Mollie client speaks HTTPS only: the double has a throwaway certificate for
  // 127.0.0.1, which the suite trusts for this one port (trustDouble).
  const certificate = selfSignedCertificate();
  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${FAKE_MOLLIE_KEY}`) {
      return error(
        401,
        'Unauthorized Request',
        'Missing authentication, or failed to authenticate',
      );
    }
    if (request.method === 'POST' && request.path === '/v2/payments') {
      const body = JSON.parse(request.body) as Omit<MolliePayment, 'id' | 'status'>;
      if (!/^\d+\.\d{2}$/.test(body.amount?.value ?? '')) {
        return error(422, 'Unprocessable Entity', 'The amount contains an invalid value');
      }
      if (!body.redirectUrl || !body.description) {
        return error(422, 'Unprocessable Entity', 'The description or redirect URL is missing');
      }
      const payment = { ...body, id: `tr_${randomBytes(5).toString('hex')}`, status: 'open' };
      payments.set(payment.id, payment);
      return { status: 201, body: view(payment) };
    }
    const match = /^\/v2\/payments\/(tr_\w+)$/.exec(request.path);
    if (request.method === 'GET' && match) {
      const payment = payments.get(match[1]);
      return payment
        ? { status: 200, body: view(payment) }
        : error(404, 'Not Found', `No payment exists with token ${match[1]}.`);
    }
    return error(404, 'Not Found', 'The resource does not exist');
  }, certificate);
  base = server.url;

  const find = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`fake Mollie has no payment ${id}`);
    return payment;
  };
  return {
    apiUrl: `${server.url}/v2/`,
    port: Number(new URL(server.url).port),
    cert: certificate.cert,
    requests: server.requests,
    payments,
    /** What happens at Mollie when the customer pays, cancels, or the shop refunds. */
    setStatus(id: string, status: 'paid' | 'failed' | 'canceled' | 'expired' | 'open') {
      find(id).status = status;
    },
    refund(id: string) {
      const payment = find(id);
      payment.amountRefunded = { ...payment.amount };
    },
    /** Calls the shop's webhook the way Mollie does. */
    async fireWebhook(id: string): Promise<number> {
      const response = await fetch(find(id).webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      });
      return response.status;
    },
    close: server.close,
  };
}

/**
 * The Mollie client trusts only its bundled public CAs (it passes them as `ca` to its own
 * https.Agent). For connections to the double, and only those, the double's certificate is
 * added, so the TLS check still runs. Returns the function that undoes it.
 */
export function trustDouble(double: { port: number; cert: string }): () => void {
  const original = tls.connect;
  const patched = function (this: unknown, ...args: unknown[]) {
    const options = args[0] as tls.ConnectionOptions | undefined;
    if (options && typeof options === 'object' && Number(options.port) === double.port) {
      args[0] = { ...options, ca: [double.cert] };
    }
    return (original as (...a: unknown[]) => tls.TLSSocket).apply(this, args);
  };
  (tls as { connect: unknown }).connect = patched;
  return () => {
    (tls as { connect: unknown }).connect = original;
  };
}
