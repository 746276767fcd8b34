import createMollieClient, { MollieClient, PaymentStatus } from '@mollie/api-client';
import { fromCents } from '@bestellwerk/domain';
import type { PaymentState } from '../entities/payment.entity';
import { PaymentProvider, PaymentProviderError, ProviderPaymentRequest } from './payment-provider';

/** Mollie's payment statuses onto ours; a refund shows as amountRefunded on a paid payment. */
export function mollieState(status: string, amountRefunded?: string): PaymentState {
  if (status === PaymentStatus.paid) {
    return amountRefunded && Number(amountRefunded) > 0 ? 'refunded' : 'paid';
  }
  if (status === PaymentStatus.failed) return 'failed';
  if (status === PaymentStatus.canceled) return 'canceled';
  if (status === PaymentStatus.expired) return 'expired';
  // open, pending, authorized: the customer or the bank has not finished yet.
  return 'open';
}

/** Mollie through its official client (Payments API v2). */
export class MollieProvider implements PaymentProvider {
  private readonly client: MollieClient | null;

  constructor(options: { apiKey?: string; apiEndpoint?: string }) {
    const { apiKey, apiEndpoint } = options;
    this.client = apiKey
      ? createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) })
      : null;
  }

  get isConfigured(): boolean {
    return this.client !== null;
  }

  async create(request: ProviderPaymentRequest) {
    try {
      const payment = await this.mollie().payments.create({
        amount: { currency: request.currency, value: fromCents(request.amountCents).toFixed(2) },
        description: request.description,
        redirectUrl: request.returnUrl,
        webhookUrl: request.webhookUrl,
        metadata: { reference: request.reference },
      });
      const redirectUrl = payment.getCheckoutUrl();
      if (!redirectUrl) throw new Error('keine Checkout-Adresse erhalten');
      return { providerRef: payment.id, redirectUrl };
    } catch (error) {
      throw new PaymentProviderError(`Mollie: Zahlung nicht angelegt (${describe(error)}).`);
    }
  }

  async fetchState(providerRef: string): Promise<PaymentState> {
    try {
      const payment = await this.mollie().payments.get(providerRef);
      return mollieState(payment.status, payment.amountRefunded?.value);
    } catch (error) {
      throw new PaymentProviderError(
        `Mollie: Zahlung ${providerRef} nicht abrufbar (${describe(error)}).`,
      );
    }
  }

  private mollie(): MollieClient {
    if (!this.client) throw new PaymentProviderError('Mollie ist nicht eingerichtet.');
    return this.client;
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
