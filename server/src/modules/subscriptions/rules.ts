import { SUBSCRIPTION_MESSAGE_DESCRIPTORS, type SubscriptionStatus } from '@ikawa/contracts/subscriptions';
import { AppError } from '../../lib/app-error';
import { addDays } from '../../lib/store-day';

/**
 * The rules of a subscription (decision 022), with no database: which change its customer may
 * make in which state, and when the renewal after one falls.
 */
export type SubscriptionMove = 'skip' | 'pause' | 'resume' | 'cancel' | 'update';

/** Where each change may start from. A cancelled subscription never changes again. */
const ALLOWED_FROM: Record<SubscriptionMove, readonly SubscriptionStatus[]> = {
  skip: ['active'],
  update: ['active', 'paused'],
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
