import type { Locale, MessageDescriptor } from '@ikawa/contracts/i18n';
import type { MailKind } from '@ikawa/contracts/mail';
import type { Order } from '@ikawa/contracts/orders';
import type { DeliveryFailureReason } from '@ikawa/contracts/missed-delivery';
import type { Subscription } from '@ikawa/contracts/subscriptions';

/** What a subscription's confirmation e-mail confirms. */
export type SubscriptionChange =
  'created' | 'skip' | 'pause' | 'resume' | 'cancel' | 'update' | 'extras' | 'order_now';

/** What went wrong with a renewal: no stock, a refused card, paused after the retries. */
export type SubscriptionProblem = 'waiting' | 'charge_failed' | 'paused';

/** Every subscription e-mail: its reader, the subscription as it stands, and the portal. */
interface SubscriptionMail {
  name: string;
  subscription: Subscription;
  portalUrl: string;
}

/** The shop as every message shows it: from Settings, captured when the message was written. */
export interface ShopInfo {
  name: string;
  email: string;
  phone: string;
  address: { street: string; city: string; postalCode: string; country: string };
  /** The shop's public address (PUBLIC_URL), without a trailing slash. */
  url: string;
  /** The store's clock (Settings): dates are written in it. Absent from older messages. */
  timeZone?: string;
}

/** A courier step or a status the shop set, as the customer is told of it. */
export type OrderStep = 'assigned' | 'picked_up' | 'delivered' | 'status_changed';

/** What each template needs, by kind; stored as the outbox row's `data`. */
export interface MailDataByKind {
  /**
   * `receiptUrl`: the receipt page with a token signed for this order; absent from
   * messages written before the links were signed.
   */
  order_confirmation: { order: Order; receiptUrl?: string };
  /** `receiptUrl` once the order is delivered and invoiced (a cash order's receipt starts then). */
  order_status: { order: Order; step: OrderStep; receiptUrl?: string };
  order_cancelled: { order: Order; reason: string | null };
  order_refunded: { order: Order; amount: number; method?: 'card' | 'cash' };
  staff_new_order: { order: Order };
  /** A delivery the courier could not make: the customer chooses another day or a pickup. */
  delivery_missed: { order: Order; reason: DeliveryFailureReason };
  /** The second (or later) missed delivery of an order, for the shop. */
  staff_delivery_failed: { order: Order; reason: DeliveryFailureReason; attempts: number; courier: string };
  staff_low_stock: { products: { name: string; stock: number }[]; threshold: number };
  /** To each admin when an order's hand-over PIN locks: the order, the tries and the courier. */
  staff_pin_locked: { order: Order; tries: number; courier: string };
  subscription_changed: SubscriptionMail & { change: SubscriptionChange };
  /** A few days before a renewal: skip, change or order now. */
  subscription_reminder: SubscriptionMail;
  subscription_problem: SubscriptionMail & {
    problem: SubscriptionProblem;
    /** Why, in the reader's language when it is the shop's own sentence (a card's: the bank's). */
    reason: string | MessageDescriptor | null;
    /** When a refused card is tried again (ISO instant), or null. */
    retryAt: string | null;
  };
  welcome: { name: string };
  password_reset: { name: string; link: string; minutes: number };
  newsletter_confirm: {
    name: string | null;
    confirmUrl: string;
    /** The page that unsubscribes on opening (in the message's footer). */
    unsubscribeUrl: string;
    /** The API address mail apps call for one-click unsubscribe (List-Unsubscribe, RFC 8058). */
    listUnsubscribeUrl: string;
  };
}

/**
 * `locale`: the reader's language (the account's, the order's, the subscriber's), captured when
 * the message is written; a message written before languages has none and is in English.
 */
export type MailData<K extends MailKind = MailKind> = MailDataByKind[K] & { shop: ShopInfo; locale?: Locale };

/** One message to write to the outbox. */
export interface MailDraft<K extends MailKind = MailKind> {
  kind: K;
  to: string;
  subject: string;
  data: MailData<K>;
  /** One cause, one message: a second write with the same key is ignored. */
  dedupeKey?: string;
  orderId?: string;
}
