import type { IntentStatus, PaymentProviderName } from '@ikawa/contracts/payments';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  /** Lower-case ISO code, as Stripe answers it ('cad'). */
  currency: string;
  lastError: string | null;
  /** The card that paid, once known (brand and last 4 digits only). */
  card: { brand: string; last4: string } | null;
}

export interface WebhookEvent {
  type: string;
  intentId: string | null;
}

/** A card kept by the provider (Stripe's PaymentMethod), as the shop may know it. */
export interface VaultCard {
  id: string;
  /** The Customer it is attached to, if any. */
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What a card attempt made by the server answers (the same shape in both providers). */
export interface CardAttemptResult {
  id: string;
  status: IntentStatus;
  error: string | null;
  brand: string | null;
  last4: string | null;
}

/**
 * Saved cards kept by Stripe (ADR 004): a Customer per shopper, cards added through SetupIntents
 * confirmed by Stripe.js in the browser, and charged by their payment method id.
 */
export interface CardVault {
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /** A SetupIntent for `usage: on_session` card saving, confirmed in the browser. */
  createSetupIntent(customerId: string, userId: string): Promise<{ id: string; clientSecret: string }>;
  retrieveCard(paymentMethodId: string): Promise<VaultCard | undefined>;
  attachCard(paymentMethodId: string, customerId: string): Promise<VaultCard>;
  detachCard(paymentMethodId: string): Promise<void>;
  /** Holder name and/or expiry, as Stripe lets a saved card's details be edited. */
  updateCard(
    paymentMethodId: string,
    changes: { name?: string; expMonth?: number; expYear?: number },
  ): Promise<void>;
  /**
   * Charges an open intent with a saved card: sets the Customer and payment method, then confirms
   * it on the server, the shopper present, or not (`offSession`: a subscription's renewal,
   * decision 022). A decline is an answer, not an error.
   */
  chargeSavedCard(input: {
    intentId: string;
    customerId: string;
    paymentMethodId: string;
    returnUrl: string;
    offSession?: boolean;
  }): Promise<CardAttemptResult>;
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
  /**
   * Cancels an intent that has not been paid, so it can never be paid. Answers 'succeeded',
   * changing nothing, when it was paid meanwhile (the caller then makes the order).
   */
  cancelIntent(id: string): Promise<'canceled' | 'succeeded'>;
  /** Gives a paid intent's money back, in full. Safe to repeat (one refund per intent). */
  refund(id: string): Promise<void>;
  /**
   * Gives part of a paid intent's money back (a return or partial refund). `key` makes it safe
   * to repeat: the same key refunds once. Refuses more than is left of the payment.
   */
  refundPart(id: string, amountCents: number, key: string): Promise<void>;
  /** Verifies a webhook's signature on the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
  /** Stripe only: saved cards kept at the provider (the simulated one has its own vault table). */
  readonly cardVault?: CardVault;
}
