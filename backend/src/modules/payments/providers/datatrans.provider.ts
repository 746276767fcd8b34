import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentState } from '../entities/payment.entity';
import { PaymentProvider, PaymentProviderError, ProviderPaymentRequest } from './payment-provider';

export interface DatatransConfig {
  merchantId?: string;
  password?: string;
  hmacKey?: string;
  apiUrl: string;
  payUrl: string;
}

/**
 * Datatrans transaction statuses onto ours
 * (https://docs.datatrans.ch/docs/redirect-lightbox — "status" of GET /v1/transactions/{id}).
 */
export function datatransState(status: string): PaymentState {
  switch (status) {
    case 'authorized':
    case 'settled':
    case 'transmitted':
      return 'paid';
    case 'canceled':
      return 'canceled';
    case 'failed':
      return 'failed';
    default:
      // initialized, challenge_required, challenge_ongoing, authenticated, …
      return 'open';
  }
}

/** A webhook signed longer ago than this is refused, so a captured one cannot be replayed. */
export const DATATRANS_SIGNATURE_MAX_AGE_MS = 5 * 60_000;

/**
 * Checks the Datatrans-Signature header, `t={timestamp},s0={hex}`, where s0 is the
 * HMAC-SHA256 of timestamp + raw body keyed with the hex-decoded HMAC key. Constant time.
 * Refused as well: no key configured (an empty key is a key anyone can sign with) and a
 * timestamp more than five minutes away from now.
 */
export function verifyDatatransSignature(
  header: string | undefined,
  rawBody: string,
  hmacKeyHex: string,
  now = Date.now(),
): boolean {
  if (!header || !/^(?:[0-9a-f]{2})+$/i.test(hmacKeyHex)) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const { t: timestamp, s0: signature } = parts as { t?: string; s0?: string };
  if (!timestamp || !/^\d{1,16}$/.test(timestamp)) return false;
  if (!signature || !/^[0-9a-f]+$/i.test(signature)) return false;
  if (Math.abs(now - signedAt(timestamp)) > DATATRANS_SIGNATURE_MAX_AGE_MS) return false;
  const expected = createHmac('sha256', Buffer.from(hmacKeyHex, 'hex'))
    .update(timestamp + rawBody)
    .digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Datatrans sends milliseconds (t=1559303131511 in its documentation); a value of ten
 * digits or fewer is read as seconds, in case a proxy or a later API version sends those.
 */
function signedAt(timestamp: string): number {
  const value = Number(timestamp);
  return timestamp.length <= 10 ? value * 1000 : value;
}

/** Datatrans through its REST API (init, then the customer pays on Datatrans' page). */
export class DatatransProvider implements PaymentProvider {
  constructor(private readonly config: DatatransConfig) {}

  get isConfigured(): boolean {
    return !!(this.config.merchantId && this.config.password && this.config.hmacKey);
  }

  get hmacKey(): string {
    return this.config.hmacKey ?? '';
  }

  async create(request: ProviderPaymentRequest) {
    const body = {
      currency: request.currency,
      refno: request.reference,
      amount: request.amountCents,
      redirect: {
        successUrl: `${request.returnUrl}?status=success`,
        cancelUrl: `${request.returnUrl}?status=cancel`,
        errorUrl: `${request.returnUrl}?status=error`,
      },
      webhook: { url: request.webhookUrl },
    };
    const answer = await this.call<{ transactionId?: string }>('POST', '/v1/transactions', body);
    if (!answer.transactionId) {
      throw new PaymentProviderError('Datatrans: keine Transaktions-ID erhalten.');
    }
    return {
      providerRef: answer.transactionId,
      redirectUrl: `${this.config.payUrl}/v1/start/${encodeURIComponent(answer.transactionId)}`,
    };
  }

  async fetchState(providerRef: string): Promise<PaymentState> {
    const answer = await this.call<{ status?: string }>(
      'GET',
      `/v1/transactions/${encodeURIComponent(providerRef)}`,
    );
    return datatransState(answer.status ?? '');
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    if (!this.isConfigured) throw new PaymentProviderError('Datatrans ist nicht eingerichtet.');
    const auth = Buffer.from(`${this.config.merchantId}:${this.config.password}`).toString(
      'base64',
    );
    let response: Response;
    try {
      response = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          ...(body ? { 'content-type': 'application/json; charset=UTF-8' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(
        `Datatrans nicht erreichbar (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    const text = await response.text();
    if (!response.ok) {
      let reason = `HTTP ${response.status}`;
      try {
        const parsed = JSON.parse(text) as { error?: { code?: string; message?: string } };
        if (parsed.error)
          reason = `${parsed.error.code ?? ''} ${parsed.error.message ?? ''}`.trim();
      } catch {
        // Not JSON: the status code says enough.
      }
      throw new PaymentProviderError(`Datatrans hat abgelehnt (${reason}).`);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }
}
