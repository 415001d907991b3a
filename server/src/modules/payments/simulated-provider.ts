import { randomBytes } from 'node:crypto';
import type { MessageDescriptor } from '@ikawa/contracts/i18n';
import type { IntentStatus } from '@ikawa/contracts/payments';
import { TEST_CARDS } from '@ikawa/contracts/payments';
import { cardBrand, digitsOnly, isExpiryInFuture, passesLuhn } from '@ikawa/contracts/rules/card';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { simulatedCards, simulatedIntents, simulatedRefunds } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { CardAttemptResult, PaymentProvider, ProviderIntent } from './provider';

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

/** How a saved test card behaves, derived from its number once, when it is saved. */
export const CARD_OUTCOMES = [
  'succeed',
  'requires_action',
  'insufficient_funds',
  'decline',
  'unknown',
] as const;
export type CardOutcome = (typeof CARD_OUTCOMES)[number];

export function cardOutcome(number: string): CardOutcome {
  if (number === TEST_CARDS.success || OTHER_SUCCESS_CARDS.has(number)) return 'succeed';
  if (number === TEST_CARDS.requiresAction) return 'requires_action';
  if (number === TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  if (number === TEST_CARDS.declined || number === TEST_CARDS.stolen) return 'decline';
  return 'unknown';
}

/** What the provider says when it refuses a card: at payment, and when the card is saved. */
const REFUSALS: Partial<Record<CardOutcome, MessageDescriptor>> = {
  insufficient_funds: ERRORS.card.insufficientFunds,
  decline: ERRORS.card.declined,
  unknown: ERRORS.card.testCardsOnly,
};

// An intent keeps the provider's sentence in its own language, as Stripe's `last_payment_error`.
const refused = (outcome: CardOutcome): Partial<Row> => ({
  status: 'requires_payment_method',
  lastError: REFUSALS[outcome]?.message ?? ERRORS.card.declined.message,
});

const OUTCOME_RESULT: Record<CardOutcome, Partial<Row>> = {
  succeed: { status: 'succeeded', lastError: null },
  requires_action: { status: 'requires_action', lastError: null },
  insufficient_funds: refused('insufficient_funds'),
  decline: refused('decline'),
  unknown: refused('unknown'),
};

/**
 * Checks a card before it is saved, as Stripe confirms a SetupIntent: a card the provider would
 * refuse (declined, stolen, no funds, not a test card) is refused now with the provider's
 * sentence, so it never becomes a saved card, let alone the default one. A card that asks for
 * the extra confirmation step is saved; the step comes with each payment.
 */
export function assertCardCanBeSaved(cardNumber: string): void {
  const refusal = REFUSALS[cardOutcome(digitsOnly(cardNumber))];
  if (refusal) throw new AppError('business_rule', refusal, { code: 'card_declined' });
}

const PENDING: IntentStatus[] = ['requires_payment_method', 'requires_confirmation'];

/**
 * Saves a card in the simulated provider's vault and answers its token (`pm_sim_…`). Takes the
 * caller's transaction so the token and the saved card row are written together.
 */
export async function tokenizeSimulatedCard(db: Db | Tx, cardNumber: string): Promise<string> {
  const number = digitsOnly(cardNumber);
  const token = `pm_sim_${randomBytes(12).toString('hex')}`;
  await db.insert(simulatedCards).values({
    token,
    brand: cardBrand(number),
    last4: number.slice(-4),
    outcome: cardOutcome(number),
  });
  return token;
}

const toIntent = (row: Row): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as IntentStatus,
  amountCents: row.amountCents,
  currency: row.currency,
  lastError: row.lastError,
  card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
});

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
    if (!row || row.clientSecret !== clientSecret) throw new AppError('not_found', ERRORS.payment.notFound);
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
    confirmSavedCard(input: {
      paymentIntentId: string;
      clientSecret: string;
      token: string;
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

    async cancelIntent(id) {
      const canceled = await move(
        id,
        ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'],
        { status: 'canceled' },
      );
      if (canceled) return 'canceled';
      const row = await find(id);
      if (!row) throw new AppError('not_found', ERRORS.payment.notFound);
      return row.status === 'succeeded' ? 'succeeded' : 'canceled';
    },

    async refund(id) {
      const row = await find(id);
      if (!row || row.status !== 'succeeded')
        throw new AppError('business_rule', ERRORS.payment.onlyPaidRefundable);
      if (!row.refundedAt) await move(id, ['succeeded'], { refundedAt: new Date() });
    },

    async refundPart(id, amountCents, key) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(simulatedIntents)
          .where(eq(simulatedIntents.id, id))
          .for('update');
        if (!row || row.status !== 'succeeded' || row.refundedAt)
          throw new AppError('business_rule', ERRORS.payment.onlyPaidRefundable);
        const done = await tx.select().from(simulatedRefunds).where(eq(simulatedRefunds.intentId, id));
        // The same key refunds once, as Stripe's idempotency keys do.
        if (done.some((refund) => refund.key === key)) return;
        const refunded = done.reduce((sum, refund) => sum + refund.amountCents, 0);
        if (refunded + amountCents > row.amountCents)
          throw new AppError('business_rule', ERRORS.payment.onlyPaidRefundable);
        await tx.insert(simulatedRefunds).values({ key, intentId: id, amountCents });
      });
    },

    parseWebhook() {
      throw new AppError('not_found', ERRORS.payment.noSimulatedWebhooks);
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
        throw new AppError('validation', ERRORS.payment.incomplete);
      }
      const card4 = { cardBrand: cardBrand(number), cardLast4: number.slice(-4) };
      const moved = await move(paymentIntentId, PENDING, {
        ...OUTCOME_RESULT[cardOutcome(number)],
        ...card4,
      });
      return result(moved ?? (await requireWithSecret(paymentIntentId, clientSecret)));
    },

    /** Charges a card the shopper saved earlier, by its token: the number is never seen again. */
    async confirmSavedCard({ paymentIntentId, clientSecret, token }) {
      const row = await requireWithSecret(paymentIntentId, clientSecret);
      if (row.status === 'succeeded' || row.status === 'canceled') return result(row);
      const [saved] = await db.select().from(simulatedCards).where(eq(simulatedCards.token, token));
      if (!saved) throw new AppError('not_found', ERRORS.payment.notFound);
      const outcome = (CARD_OUTCOMES as readonly string[]).includes(saved.outcome)
        ? (saved.outcome as CardOutcome)
        : 'unknown';
      const moved = await move(paymentIntentId, PENDING, {
        ...OUTCOME_RESULT[outcome],
        cardBrand: saved.brand,
        cardLast4: saved.last4,
      });
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
