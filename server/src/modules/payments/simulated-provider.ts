import { randomBytes } from 'node:crypto';
import type { IntentStatus } from '@ikawa/contracts/payments';
import { PAYMENT_MESSAGES, TEST_CARDS } from '@ikawa/contracts/payments';
import { cardBrand, digitsOnly, isExpiryInFuture, passesLuhn } from '@ikawa/contracts/rules/card';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedIntents } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider, ProviderIntent } from './provider';

type Row = typeof simulatedIntents.$inferSelect;

/** Stripe's other public test numbers that succeed; anything else is a "live" card. */
const OTHER_SUCCESS_CARDS = new Set([
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
]);

const toIntent = (row: Row): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as IntentStatus,
  amountCents: row.amountCents,
  currency: row.currency,
  lastError: row.lastError,
});

export interface CardAttemptResult {
  id: string;
  status: IntentStatus;
  error: string | null;
  brand: string | null;
  last4: string | null;
}

/**
 * An offline stand-in for a card provider: intents live in the database with Stripe's statuses,
 * and Stripe's public test cards behave as they do there. Only brand and last 4 digits are kept.
 */
export function createSimulatedProvider(db: Db) {
  async function find(id: string) {
    const [row] = await db.select().from(simulatedIntents).where(eq(simulatedIntents.id, id));
    return row;
  }

  async function requireWithSecret(id: string, clientSecret: string) {
    const row = await find(id);
    if (!row || row.clientSecret !== clientSecret) throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
    return row;
  }

  async function move(id: string, from: IntentStatus[], values: Partial<Row>) {
    const [row] = await db
      .update(simulatedIntents)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(simulatedIntents.id, id), inArray(simulatedIntents.status, from)))
      .returning();
    return row;
  }

  const result = (row: Row): CardAttemptResult => ({
    id: row.id,
    status: row.status as IntentStatus,
    error: row.lastError,
    brand: row.cardBrand,
    last4: row.cardLast4,
  });

  const provider: PaymentProvider & {
    confirmCard(input: {
      paymentIntentId: string;
      clientSecret: string;
      card: { number: string; expiry: string; cvc: string; name: string };
    }): Promise<CardAttemptResult>;
    authenticate(input: {
      paymentIntentId: string;
      clientSecret: string;
      approve: boolean;
    }): Promise<CardAttemptResult>;
  } = {
    name: 'simulated',
    publishableKey: null,

    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const id = `pi_sim_${randomBytes(12).toString('hex')}`;
      const [row] = await db
        .insert(simulatedIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amountCents,
          currency,
          status: 'requires_payment_method',
          idempotencyKey,
          metadata,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return toIntent(row);
      const [existing] = await db
        .select()
        .from(simulatedIntents)
        .where(eq(simulatedIntents.idempotencyKey, idempotencyKey));
      if (!existing) throw new Error('simulated intent vanished');
      return toIntent(existing);
    },

    async retrieveIntent(id) {
      const row = await find(id);
      return row ? toIntent(row) : undefined;
    },

    async cancelOrRefund(id) {
      const refunded = await move(id, ['succeeded'], { refundedAt: new Date() });
      if (refunded) return 'refunded';
      await move(id, ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'], {
        status: 'canceled',
      });
      return 'canceled';
    },

    parseWebhook() {
      throw new AppError('not_found', 'The simulated provider sends no webhooks.');
    },

    /** The card step's call: the one place a card number is sent, checked, and forgotten. */
    async confirmCard({ paymentIntentId, clientSecret, card }) {
      const row = await requireWithSecret(paymentIntentId, clientSecret);
      if (row.status === 'succeeded' || row.status === 'canceled') return result(row);
      const number = digitsOnly(card.number);
      if (
        !passesLuhn(number) ||
        !isExpiryInFuture(card.expiry) ||
        !/^\d{3,4}$/.test(card.cvc) ||
        !card.name.trim()
      ) {
        throw new AppError('validation', PAYMENT_MESSAGES.incomplete);
      }
      const card4 = { cardBrand: cardBrand(number), cardLast4: number.slice(-4) };
      const pending: IntentStatus[] = ['requires_payment_method', 'requires_confirmation'];
      let next: Partial<Row>;
      if (number === TEST_CARDS.success || OTHER_SUCCESS_CARDS.has(number))
        next = { status: 'succeeded', lastError: null };
      else if (number === TEST_CARDS.requiresAction) next = { status: 'requires_action', lastError: null };
      else if (number === TEST_CARDS.insufficientFunds)
        next = { status: 'requires_payment_method', lastError: 'Your card has insufficient funds.' };
      else if (number === TEST_CARDS.declined || number === TEST_CARDS.stolen)
        next = { status: 'requires_payment_method', lastError: 'Your card was declined.' };
      else
        next = {
          status: 'requires_payment_method',
          lastError: 'Your card was declined. This shop takes test cards only, such as 4242 4242 4242 4242.',
        };
      const moved = await move(paymentIntentId, pending, { ...next, ...card4 });
      return result(moved ?? (await requireWithSecret(paymentIntentId, clientSecret)));
    },

    /** The extra confirmation step (3-D Secure) of 4000 0025 0000 3155. */
    async authenticate({ paymentIntentId, clientSecret, approve }) {
      await requireWithSecret(paymentIntentId, clientSecret);
      const moved = await move(
        paymentIntentId,
        ['requires_action'],
        approve
          ? { status: 'succeeded', lastError: null }
          : {
              status: 'requires_payment_method',
              lastError: 'We are unable to authenticate your payment method.',
            },
      );
      return result(moved ?? (await requireWithSecret(paymentIntentId, clientSecret)));
    },
  };
  return provider;
}

export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
