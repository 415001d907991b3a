import type { IntentStatus, PaymentProviderName } from '@ikawa/contracts/payments';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  /** Lower-case ISO code, as Stripe answers it ('cad'). */
  currency: string;
  lastError: string | null;
}

export interface WebhookEvent {
  type: string;
  intentId: string | null;
}

/**
 * What the shop needs from a card payment provider. Calls are network calls (Stripe) or
 * short statements (simulated): never made inside a database transaction (DESIGN: PGlite).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string | null;
  createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
  /** Gives the money back: cancels an unpaid intent, refunds a paid one. */
  cancelOrRefund(id: string): Promise<'canceled' | 'refunded'>;
  /** Verifies a webhook's signature on the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
