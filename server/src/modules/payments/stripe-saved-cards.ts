import type { CardSetup } from '@ikawa/contracts/payment-methods';
import { type ConfirmSavedInput } from '@ikawa/contracts/payments';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentMethods, payments, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { isUuid } from '../../lib/ids';
import type { CurrentUser } from '../auth/session';
import type { CardAttemptResult, CardVault, VaultCard } from './provider';

export const SAVED_CARD_MESSAGES = {
  notFound: 'Saved card not found.',
  unknownAtStripe: 'This card could not be found at Stripe. Please add it again.',
  alreadySaved: 'This card is already saved.',
  finished: 'This payment is already finished. Please start again from your cart.',
  notChargeable:
    'This card was saved with the offline test provider and cannot be charged by Stripe. Please choose another card or use a new one.',
} as const;

/** A Stripe payment method id, as opposed to the simulated vault's `pm_sim_…` tokens. */
export const isStripeCardToken = (token: string | null): token is string =>
  Boolean(token?.startsWith('pm_') && !token.startsWith('pm_sim_'));

interface Deps {
  db: Db;
  vault: CardVault;
  log?: { error(obj: unknown, msg: string): void };
}

/**
 * Saved cards in Stripe mode (ADR 004): each shopper gets a Stripe Customer the first time a card
 * is saved; the card itself is collected by Stripe Elements and confirmed against a SetupIntent in
 * the browser, so the shop only ever learns the payment method id, brand, last 4 and expiry.
 * Provider calls are never made inside a database transaction.
 */
export function createStripeSavedCards({ db, vault, log }: Deps) {
  /** The shopper's Customer, created once (an idempotency key per shopper guards a race). */
  async function ensureCustomer(userId: string): Promise<string> {
    const [user] = await db
      .select({ email: users.email, name: users.name, customerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError('not_found', ERRORS.card.savedNotFound);
    if (user.customerId) return user.customerId;
    const customerId = await vault.createCustomer({ userId, email: user.email, name: user.name });
    await db
      .update(users)
      .set({ stripeCustomerId: customerId })
      .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
    const [stored] = await db
      .select({ customerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, userId));
    return stored?.customerId ?? customerId;
  }

  async function startSetup(userId: string): Promise<CardSetup> {
    const customerId = await ensureCustomer(userId);
    const intent = await vault.createSetupIntent(customerId, userId);
    return { setupIntentId: intent.id, clientSecret: intent.clientSecret };
  }

  /**
   * The card a confirmed SetupIntent produced: it must be attached to this shopper's Customer
   * (a card attached to anyone else's is treated as unknown), or be attached to it now.
   */
  async function resolveNewCard(userId: string, paymentMethodId: string): Promise<VaultCard> {
    const customerId = await ensureCustomer(userId);
    const card = await vault.retrieveCard(paymentMethodId);
    if (!card) throw new AppError('validation', ERRORS.card.unknownAtStripe);
    if (card.customerId === customerId) return card;
    if (card.customerId) throw new AppError('validation', ERRORS.card.unknownAtStripe);
    return vault.attachCard(paymentMethodId, customerId);
  }

  /**
   * After the card row is deleted: detaches it at Stripe. A failure is logged for follow-up and
   * never undoes the deletion — the shop can no longer charge a card it has no row for.
   */
  async function forget(token: string): Promise<void> {
    try {
      await vault.detachCard(token);
    } catch (error) {
      log?.error({ err: error, paymentMethod: token }, 'detaching a deleted card at Stripe failed');
    }
  }

  async function update(token: string, changes: { name?: string; expMonth?: number; expYear?: number }) {
    if (changes.name === undefined && changes.expMonth === undefined) return;
    await vault.updateCard(token, changes);
  }

  /**
   * Pays an open intent of the signed-in shopper with one of their saved cards. Another shopper's
   * card, an unknown one or an intent that is not theirs answers 404 and nothing is charged.
   */
  async function charge(
    user: CurrentUser,
    input: ConfirmSavedInput,
    returnUrl: string,
  ): Promise<CardAttemptResult> {
    const [saved] = isUuid(input.paymentMethodId)
      ? await db
          .select({ token: paymentMethods.providerToken })
          .from(paymentMethods)
          .where(and(eq(paymentMethods.id, input.paymentMethodId), eq(paymentMethods.userId, user.id)))
      : [];
    if (!saved) throw new AppError('not_found', ERRORS.card.savedNotFound);
    const [payment] = await db.select().from(payments).where(eq(payments.intentId, input.paymentIntentId));
    if (!payment || payment.userId !== user.id || payment.clientSecret !== input.clientSecret) {
      throw new AppError('not_found', ERRORS.payment.notFound);
    }
    const [owner] = await db
      .select({ customerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, user.id));
    if (!isStripeCardToken(saved.token) || !owner?.customerId) {
      throw new AppError('business_rule', ERRORS.card.notChargeable);
    }
    if (payment.state !== 'open') throw new AppError('conflict', ERRORS.card.finished);
    return vault.chargeSavedCard({
      intentId: payment.intentId,
      customerId: owner.customerId,
      paymentMethodId: saved.token,
      returnUrl,
    });
  }

  /**
   * Charges one of the customer's saved cards for a subscription's renewal, nobody present
   * (decision 022): the intent is the renewal's own, opened by the server.
   */
  async function chargeOffSession(userId: string, savedCardId: string, intentId: string, returnUrl: string) {
    const [saved] = isUuid(savedCardId)
      ? await db
          .select({ token: paymentMethods.providerToken })
          .from(paymentMethods)
          .where(and(eq(paymentMethods.id, savedCardId), eq(paymentMethods.userId, userId)))
      : [];
    if (!saved) throw new AppError('not_found', ERRORS.card.savedNotFound);
    const [owner] = await db
      .select({ customerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, userId));
    if (!isStripeCardToken(saved.token) || !owner?.customerId)
      throw new AppError('business_rule', ERRORS.card.notChargeable);
    return vault.chargeSavedCard({
      intentId,
      customerId: owner.customerId,
      paymentMethodId: saved.token,
      returnUrl,
      offSession: true,
    });
  }

  return { ensureCustomer, startSetup, resolveNewCard, forget, update, charge, chargeOffSession };
}

export type StripeSavedCards = ReturnType<typeof createStripeSavedCards>;
