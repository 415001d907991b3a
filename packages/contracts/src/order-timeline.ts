import { z } from './zod';
import { cardMessage } from './display';
import { ORDER_STATUSES, type OrderStatus } from './enums';
import type { Message } from './messages';
import { DELIVERY_FAILURE_REASON_MESSAGES, DELIVERY_FAILURE_REASONS } from './missed-delivery';

/**
 * The kinds of step an order's timeline shows, each with the facts its sentence needs. The
 * server sends the facts; each reader's sentence is written from them in the reader's language
 * (`timelineMessage`), the amounts in the reader's money format.
 */
export const TIMELINE_KINDS = [
  'placed',
  'card_paid',
  'assigned',
  'picked_up',
  'delivered',
  'shop_status',
  'collected',
  'cash_paid',
  'cancelled_by_customer',
  'cancelled_by_shop',
  'cancelled_unconfirmed',
  'refund_started',
  'refunded',
  'invoiced',
  'credit_note_issued',
  'items_returned',
  'refunded_cash',
  'tax_rerated',
  'delivery_missed',
  'rescheduled',
  'switched_to_pickup',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TimelineFactsSchema = z.object({
  /** The courier's first name, null when the log has none. */
  who: z.string().nullable().optional(),
  /** Dollars. */
  amount: z.number().nullable().optional(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable().optional(),
  /** "INV-000042", "CN-000007". */
  number: z.string().nullable().optional(),
  status: z.enum(ORDER_STATUSES).nullable().optional(),
  /** How long the shop kept an unconfirmed cash order before cancelling it. */
  hours: z.number().int().nullable().optional(),
  /** How many items came back in a return. */
  count: z.number().int().nullable().optional(),
  /** Why the courier could not deliver. */
  reason: z.enum(DELIVERY_FAILURE_REASONS).nullable().optional(),
  /** The day the customer chose for the next delivery (`YYYY-MM-DD`). */
  day: z.string().nullable().optional(),
});
export type TimelineFacts = z.infer<typeof TimelineFactsSchema>;

const SHOP_STATUS: Record<OrderStatus, Message> = {
  pending: /*i18n*/ { id: 'timeline.shop.pending', message: 'Reopened by the shop' },
  processing: /*i18n*/ { id: 'timeline.shop.processing', message: 'Being prepared' },
  shipped: /*i18n*/ { id: 'timeline.shop.shipped', message: 'Shipped' },
  delivered: /*i18n*/ { id: 'timeline.shop.delivered', message: 'Delivered' },
  cancelled: /*i18n*/ { id: 'timeline.shop.cancelled', message: 'Cancelled by the shop' },
};

/** How a reader writes what goes inside a sentence: money, and words of their catalog. */
export interface TimelineWriter {
  money(amount: number): string;
  text(message: Message): string;
  /** A store day (`YYYY-MM-DD`) as the reader's calendar writes it. */
  day(day: string): string;
}

/** A step's sentence, for the reader's `i18n._`; amounts and card words already in their language. */
export function timelineMessage(kind: TimelineKind, facts: TimelineFacts, write: TimelineWriter): Message {
  const amount = write.money(facts.amount ?? 0);
  const who = facts.who ?? null;
  switch (kind) {
    case 'placed':
      return /*i18n*/ { id: 'timeline.placed', message: 'Order placed' };
    case 'card_paid':
      return facts.card
        ? /*i18n*/ {
            id: 'timeline.cardPaid',
            message: 'Paid by {card}',
            values: { card: write.text(cardMessage(facts.card)) },
          }
        : /*i18n*/ { id: 'timeline.cardPaidUnknown', message: 'Paid by card' };
    case 'assigned':
      return who
        ? /*i18n*/ { id: 'timeline.assigned', message: 'Assigned to {who}', values: { who } }
        : /*i18n*/ { id: 'timeline.assignedUnknown', message: 'Assigned to a courier' };
    case 'picked_up':
      return who
        ? /*i18n*/ { id: 'timeline.pickedUp', message: 'Picked up by {who}', values: { who } }
        : /*i18n*/ { id: 'timeline.pickedUpUnknown', message: 'Picked up by a courier' };
    case 'delivered':
      return who
        ? /*i18n*/ { id: 'timeline.delivered', message: 'Delivered by {who}', values: { who } }
        : /*i18n*/ { id: 'timeline.deliveredUnknown', message: 'Delivered by a courier' };
    case 'shop_status':
      return SHOP_STATUS[facts.status ?? 'pending'];
    case 'collected':
      return /*i18n*/ { id: 'timeline.collected', message: 'Collected at the store' };
    case 'cash_paid':
      return /*i18n*/ { id: 'timeline.cashPaid', message: 'Paid {amount} in cash', values: { amount } };
    case 'cancelled_by_customer':
      return /*i18n*/ { id: 'timeline.cancelled', message: 'Cancelled' };
    case 'cancelled_by_shop':
      return SHOP_STATUS.cancelled;
    case 'cancelled_unconfirmed':
      return facts.hours
        ? /*i18n*/ {
            id: 'timeline.cancelledExpired',
            message: 'Cancelled by the shop: Not confirmed within {hours} hours',
            values: { hours: facts.hours },
          }
        : /*i18n*/ {
            id: 'timeline.cancelledUnconfirmed',
            message: 'Cancelled by the shop: not confirmed in time',
          };
    case 'refund_started':
      return /*i18n*/ {
        id: 'timeline.refundStarted',
        message: 'Refund of {amount} started',
        values: { amount },
      };
    case 'refunded':
      return /*i18n*/ {
        id: 'timeline.refunded',
        message: '{amount} refunded to your card',
        values: { amount },
      };
    case 'invoiced':
      return /*i18n*/ {
        id: 'timeline.invoiced',
        message: 'Invoice {number} issued',
        values: { number: facts.number ?? '' },
      };
    case 'credit_note_issued':
      return /*i18n*/ {
        id: 'timeline.creditNote',
        message: 'Credit note {number} issued',
        values: { number: facts.number ?? '' },
      };
    case 'items_returned':
      return /*i18n*/ {
        id: 'timeline.itemsReturned',
        message: '{count, plural, one {# item} other {# items}} returned',
        values: { count: facts.count ?? 0 },
      };
    case 'tax_rerated':
      return /*i18n*/ {
        id: 'timeline.taxRerated',
        message: 'Sales tax updated to the rates of the delivery day: total {amount}',
        values: { amount },
      };
    case 'delivery_missed':
      return facts.reason
        ? /*i18n*/ {
            id: 'timeline.deliveryMissed',
            message: 'We could not deliver: {reason}',
            values: { reason: write.text(DELIVERY_FAILURE_REASON_MESSAGES[facts.reason]) },
          }
        : /*i18n*/ { id: 'timeline.deliveryMissedUnknown', message: 'We could not deliver' };
    case 'rescheduled':
      return /*i18n*/ {
        id: 'timeline.rescheduled',
        message: 'New delivery day: {day}',
        values: { day: write.day(facts.day ?? '') },
      };
    case 'switched_to_pickup':
      return /*i18n*/ { id: 'timeline.switchedToPickup', message: 'To be picked up at the store instead' };
    case 'refunded_cash':
      return /*i18n*/ {
        id: 'timeline.refundedCash',
        message: '{amount} paid back in cash',
        values: { amount },
      };
  }
}
