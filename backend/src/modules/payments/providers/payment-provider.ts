import type { PaymentState } from '../entities/payment.entity';

export interface ProviderPaymentRequest {
  /** Our payment id, sent as the provider's reference number. */
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Where the customer's browser returns to (our return endpoint). */
  returnUrl: string;
  /** Where the provider reports changes (our webhook). */
  webhookUrl: string;
}

/** One payment provider's API as the payments service needs it. */
export interface PaymentProvider {
  readonly isConfigured: boolean;
  create(request: ProviderPaymentRequest): Promise<{ providerRef: string; redirectUrl: string }>;
  /** The provider's current state of the payment, mapped onto ours. */
  fetchState(providerRef: string): Promise<PaymentState>;
}

/** The provider failed or refused; the message is German and safe to log. */
export class PaymentProviderError extends Error {}
