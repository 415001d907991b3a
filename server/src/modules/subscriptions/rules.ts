import { SUBSCRIPTION_MESSAGE_DESCRIPTORS, type SubscriptionStatus } from '@ikawa/contracts/subscriptions';
import { AppError } from '../../lib/app-error';
import { addDays } from '../../lib/store-day';

/**
 * The rules of a subscription (decision 022), with no database: which change its customer may
 * make in which state, and when the renewal after one falls.
 */
export type SubscriptionMove = 'skip' | 'pause' | 'resume' | 'cancel' | 'update' | 'extras' | 'order_now';

/** Where each change may start from. A cancelled subscription never changes again. */
const ALLOWED_FROM: Record<SubscriptionMove, readonly SubscriptionStatus[]> = {
  skip: ['active'],
  update: ['active', 'paused'],
  extras: ['active', 'paused'],
  order_now: ['active'],
  pause: ['active'],
  resume: ['paused'],
  cancel: ['active', 'paused'],
};

/** Why this change is refused now (409 `subscription_not_allowed`), or null. */
export function subscriptionRefusal(status: SubscriptionStatus, move: SubscriptionMove): AppError | null {
  if (ALLOWED_FROM[move].includes(status)) return null;
  const text =
    status === 'cancelled'
      ? SUBSCRIPTION_MESSAGE_DESCRIPTORS.cancelled
      : move === 'resume'
        ? SUBSCRIPTION_MESSAGE_DESCRIPTORS.notPaused
        : SUBSCRIPTION_MESSAGE_DESCRIPTORS.notActive;
  return new AppError('conflict', text, { code: 'subscription_not_allowed' });
}

/**
 * The renewal after the one of `day`, `everyWeeks` later; a subscription renewed late (the shop
 * was down, it waited for stock) moves to the first such day after `today`, never to a day gone by.
 */
export function nextRenewalAfter(day: string, everyWeeks: number, today: string): string {
  let next = addDays(day, everyWeeks * 7);
  while (next <= today) next = addDays(next, everyWeeks * 7);
  return next;
}

/** The reminder e-mail goes this many days before a renewal. */
export const REMINDER_DAYS = 3;

/**
 * A card renewal being charged holds its subscription this long; a process that died while
 * charging leaves it to another after that (the payment's key finds the same charge).
 */
export const CHARGE_LEASE_MINUTES = 10;

/** Refused charges before the subscription pauses (the first try and two retries). */
export const MAX_CHARGE_ATTEMPTS = 3;

/** Days after the first refusal each retry comes: 1, then 3. */
const RETRY_AFTER_DAYS = [1, 3] as const;

/**
 * After the `failedCharges`-th refused charge of a renewal: when to try again (1 and 3 days after
 * the first refusal, so 1 day then 2 more), or pause once the retries are spent.
 */
export function chargeFailureOutcome(
  failedCharges: number,
  at: Date,
): { failedCharges: number; retryAt: Date | null; pause: boolean } {
  if (failedCharges >= MAX_CHARGE_ATTEMPTS) return { failedCharges, retryAt: null, pause: true };
  const previous = failedCharges >= 2 ? RETRY_AFTER_DAYS[failedCharges - 2]! : 0;
  const wait = RETRY_AFTER_DAYS[failedCharges - 1]! - previous;
  return { failedCharges, retryAt: new Date(at.getTime() + wait * 86_400_000), pause: false };
}
