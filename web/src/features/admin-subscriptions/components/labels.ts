import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FulfillmentMethod, PaymentMethod } from '@ikawa/contracts/enums';
import type { SubscriptionStatus } from '@ikawa/contracts/subscriptions';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDateWith } from '@/lib/format';
import type { Locale } from '@ikawa/contracts/i18n';

export const SUBSCRIPTION_STATUS_MESSAGES: Record<SubscriptionStatus, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'subscription status' }),
  paused: msg({ message: 'Paused', context: 'subscription status' }),
  cancelled: msg({ message: 'Cancelled', context: 'subscription status' }),
};

export const SUBSCRIPTION_STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  active: 'leaf',
  paused: 'crema',
  cancelled: 'neutral',
};

export const SUBSCRIPTION_PAYMENT_MESSAGES: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  stripe: msg`Card`,
};

export const SUBSCRIPTION_FULFILMENT_MESSAGES: Record<FulfillmentMethod, MessageDescriptor> = {
  delivery: msg`Delivery`,
  pickup: msg`Store pickup`,
};

/**
 * What each kind of `subscription_events` row means, as the owner reads the history. A kind
 * the server writes later and this list does not know yet is shown as it is stored.
 */
export const SUBSCRIPTION_EVENT_MESSAGES: Record<string, MessageDescriptor> = {
  created: msg`Subscribed`,
  renewed: msg`Renewed: an order was placed`,
  skip: msg`Skipped the next renewal`,
  pause: msg`Paused the subscription`,
  resume: msg`Resumed the subscription`,
  cancel: msg`Cancelled the subscription`,
  update: msg`Changed the subscription`,
  extras: msg`Added one-off items to the next renewal`,
  waiting_for_stock: msg`Renewal waiting for stock`,
  charge_failed: msg`Card charge refused`,
  reminder_sent: msg`Reminder sent before the renewal`,
  paused_after_failures: msg`Paused after refused charges`,
};

export function subscriptionEventLabel(type: string, i18n: I18n): string {
  const known = Object.hasOwn(SUBSCRIPTION_EVENT_MESSAGES, type)
    ? SUBSCRIPTION_EVENT_MESSAGES[type]
    : undefined;
  return known ? i18n._(known) : type;
}

export const SUBSCRIPTION_ACTOR_MESSAGES: Record<string, MessageDescriptor> = {
  customer: msg`by the customer`,
  admin: msg`by an admin`,
  system: msg`by the shop`,
};

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
const WEEKDAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};

/**
 * A store day (`YYYY-MM-DD`) as the language writes it: read at noon UTC and written in UTC, so
 * no reader's or store's time zone can move it to the day before.
 */
export function formatStoreDay(day: string, locale: Locale, withWeekday = false): string {
  return formatDateWith(`${day}T12:00:00Z`, locale, withWeekday ? WEEKDAY : DAY);
}
