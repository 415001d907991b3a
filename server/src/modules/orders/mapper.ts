import { formatOrderNumber } from '@ikawa/contracts/order-number';
import { cardMessage, formatPrice } from '@ikawa/contracts/display';
import type { Locale, MessageDescriptor } from '@ikawa/contracts/i18n';
import { english } from '@ikawa/contracts/messages';
import { type TimelineFacts, type TimelineKind, timelineMessage } from '@ikawa/contracts/order-timeline';
import { fromCents } from '@ikawa/contracts/money';
import type { OrderStatus } from '@ikawa/contracts/enums';
import type {
  Order,
  OrderActorRole,
  OrderAddress,
  OrderEvent,
  OrderEventType,
} from '@ikawa/contracts/orders';
import type { CustomerOrderNote, OrderNote } from '@ikawa/contracts/order-notes';
import { deliveryEstimate } from '@ikawa/contracts/rules/delivery-estimate';
import { PIN_EXCEPTION_REASON_MESSAGES, type PinExceptionReason } from '@ikawa/contracts/pin-exceptions';
import type { OrderEventRow } from './events-repo';
import type { OrderNoteRow } from './notes-repo';
import {
  canAssign,
  canCustomerCancel,
  canReschedule,
  nextStatuses,
  refundRefusal,
  stateOf,
} from './lifecycle';
import type { RefundRow } from './refunds-repo';
import { type OrderRefund, REFUND_REASON_MESSAGES, type RefundReason } from '@ikawa/contracts/refunds';
import { toPhotoDto } from '../products/photo-files';
import type { OrderAggregate, OrderRow, PersonRef } from './repo';
import { type CheckoutQuote, discountSummaryIn } from '@ikawa/contracts/discounts';
import { i18nFor, translate } from '../../lib/i18n';
import {
  creditNoteLabel,
  EXPORT_LABEL,
  invoiceLabel,
  PROVINCE_NAMES,
  type PlaceOfSupply,
  type Province,
  type TaxKind,
  type TaxRegistrationKind,
  type TaxSummary,
  taxName,
} from '@ikawa/contracts/tax';
import type { PricedCart } from './pricing';
import {
  DELIVERY_FAILURE_REASONS,
  type DeliveryFailureReason,
  formatStoreDay,
} from '@ikawa/contracts/missed-delivery';

const person = (ref: PersonRef) => ({ _id: ref.id, name: ref.name, email: ref.email });
const firstName = (name: string) => name.split(/\s+/)[0] ?? name;
const money = (cents: number | null | undefined, locale: Locale = 'en-CA') =>
  formatPrice(fromCents(cents ?? 0), locale);
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

const cardOf = (data: Record<string, unknown> | null) => {
  const brand = text(data?.brand);
  const last4 = text(data?.last4);
  return brand && last4 ? { brand, last4 } : null;
};

/** The English sentence of a step (`label`); a reader's page writes its own from the same facts. */
const ENGLISH_WRITER = {
  money: (amount: number) => formatPrice(amount),
  text: english,
  day: (day: string) => formatStoreDay(day, 'en-CA'),
};

/**
 * One event of the log as the customer's timeline shows it, or null for what is the shop's
 * business only (payouts, failed refund attempts).
 */
function timelineEntry(event: OrderEventRow, order: OrderRow): Order['timeline'][number] | null {
  const step = timelineStep(event, order);
  if (!step) return null;
  return {
    status: step.status,
    label: english(timelineMessage(step.kind, step.facts, ENGLISH_WRITER)),
    kind: step.kind,
    facts: step.facts,
    at: event.createdAt.toISOString(),
  };
}

function timelineStep(
  event: OrderEventRow,
  order: OrderRow,
): { status: string; kind: TimelineKind; facts: TimelineFacts } | null {
  const data = event.data ?? null;
  const courier = text(data?.courierName);
  const who = courier ? firstName(courier) : null;
  const amount = event.amountCents === null ? null : fromCents(event.amountCents);
  switch (event.type as OrderEventType) {
    case 'placed':
      return { status: 'pending', kind: 'placed', facts: {} };
    case 'payment_captured':
      return { status: 'paid', kind: 'card_paid', facts: { card: cardOf(data) } };
    case 'assigned':
    case 'reassigned':
      return { status: 'assigned', kind: 'assigned', facts: { who } };
    case 'picked_up':
      return { status: 'picked_up', kind: 'picked_up', facts: { who } };
    case 'delivered':
      return { status: 'delivered', kind: 'delivered', facts: { who } };
    case 'status_changed': {
      const to = event.toStatus ?? 'pending';
      return to === 'delivered' && order.fulfillmentMethod === 'pickup'
        ? { status: to, kind: 'collected', facts: {} }
        : { status: to, kind: 'shop_status', facts: { status: to } };
    }
    case 'cash_collected':
      return { status: 'paid', kind: 'cash_paid', facts: { amount } };
    case 'cancelled': {
      const kind: TimelineKind =
        event.actorRole === 'customer'
          ? 'cancelled_by_customer'
          : event.actorRole === 'admin'
            ? 'cancelled_by_shop'
            : 'cancelled_unconfirmed';
      const hours = Number(data?.expiredAfterHours);
      return { status: 'cancelled', kind, facts: Number.isInteger(hours) && hours > 0 ? { hours } : {} };
    }
    case 'refund_requested':
      return { status: 'refund', kind: 'refund_started', facts: { amount } };
    case 'refunded':
      return data?.method === 'cash'
        ? { status: 'refunded', kind: 'refunded_cash', facts: { amount } }
        : { status: 'refunded', kind: 'refunded', facts: { amount } };
    case 'returned':
      return { status: 'returned', kind: 'items_returned', facts: { count: returnedCount(data) } };
    case 'tax_rerated':
      return { status: 'rerated', kind: 'tax_rerated', facts: { amount } };
    case 'delivery_failed':
      return { status: 'missed', kind: 'delivery_missed', facts: { reason: failureReason(event.reason) } };
    case 'rescheduled':
      return { status: 'rescheduled', kind: 'rescheduled', facts: { day: text(data?.day) } };
    case 'switched_to_pickup':
      return { status: 'pickup', kind: 'switched_to_pickup', facts: {} };
    case 'invoiced':
      return {
        status: 'invoiced',
        kind: 'invoiced',
        facts: { number: documentNumber(data, 'invoiceNumber') },
      };
    case 'credit_note_issued':
      return {
        status: 'credited',
        kind: 'credit_note_issued',
        facts: { number: documentNumber(data, 'creditNoteNumber') },
      };
    default:
      return null;
  }
}

/** A missed delivery's reason as its event keeps it, if it is one the timeline can say. */
const failureReason = (reason: string | null): DeliveryFailureReason | null =>
  DELIVERY_FAILURE_REASONS.find((known) => known === reason) ?? null;

/** How many items a return event gave back. */
function returnedCount(data: Record<string, unknown> | null): number {
  const lines = Array.isArray(data?.lines) ? (data.lines as { quantity?: unknown }[]) : [];
  return lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0);
}

/** "INV-000042" / "CN-000007" from an invoicing event's data. */
function documentNumber(data: Record<string, unknown> | null, key: 'invoiceNumber' | 'creditNoteNumber') {
  const number = Number(data?.[key] ?? 0);
  return key === 'invoiceNumber' ? invoiceLabel(number) : creditNoteLabel(number);
}

/** A place of supply as the order kept it (province and basis), in words. */
function placeOf(province: Province | null, basis: string | null): PlaceOfSupply {
  if (!province) return { province: null, basis: 'export', label: EXPORT_LABEL };
  return {
    province,
    basis: basis === 'pickup' ? 'pickup' : basis === 'estimate' ? 'estimate' : 'delivery',
    label: PROVINCE_NAMES[province],
  };
}

/** Tax lines (stored or priced) in dollars, with their names where they are charged. */
export function toTaxSummary(
  place: PlaceOfSupply,
  lines: { tax: TaxKind; ratePpm: number; baseCents: number; amountCents: number }[],
  included: boolean,
  notRegistered: TaxRegistrationKind[],
): TaxSummary {
  return {
    placeOfSupply: place,
    lines: lines.map((line) => ({
      tax: line.tax,
      name: taxName(line.tax, place.province),
      rate: line.ratePpm / 10_000,
      taxableAmount: fromCents(line.baseCents),
      amount: fromCents(line.amountCents),
    })),
    total: fromCents(lines.reduce((sum, line) => sum + line.amountCents, 0)),
    included,
    notRegistered,
  };
}

/** The customer-facing history of an order, read from its event log. */
function timeline({ order, events }: OrderAggregate): Order['timeline'] {
  return events.flatMap((event) => timelineEntry(event, order) ?? []);
}

const STATUS_WORDS: Record<OrderStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'activity.status.pending', message: 'Pending' },
  processing: /*i18n*/ { id: 'activity.status.processing', message: 'Processing' },
  shipped: /*i18n*/ { id: 'activity.status.shipped', message: 'Shipped' },
  delivered: /*i18n*/ { id: 'activity.status.delivered', message: 'Delivered' },
  cancelled: /*i18n*/ { id: 'activity.status.cancelled', message: 'Cancelled' },
};

/** One line in plain words for the admin's Activity list, in the admin's page language. */
function activitySummary(event: OrderEventRow, actorName: string | null, locale: Locale): string {
  const say = (descriptor: MessageDescriptor, values: Record<string, unknown> = {}) =>
    translate(locale, descriptor, values);
  const data = event.data ?? null;
  const courier = text(data?.courierName);
  const who = courier ?? say(/*i18n*/ { id: 'activity.aCourier', message: 'a courier' });
  const amount = money(event.amountCents, locale);
  const actor = actorName ?? '';
  switch (event.type as OrderEventType) {
    case 'placed':
      return actorName
        ? say(
            /*i18n*/ { id: 'activity.placedBy', message: 'Order placed by {actor} ({amount})' },
            { actor, amount },
          )
        : say(/*i18n*/ { id: 'activity.placed', message: 'Order placed ({amount})' }, { amount });
    case 'payment_captured': {
      const card = cardOf(data);
      return say(
        /*i18n*/ { id: 'activity.cardCaptured', message: 'Card payment of {amount} captured ({card})' },
        {
          amount,
          card: card
            ? translate(locale, cardMessage(card))
            : say(/*i18n*/ { id: 'activity.card', message: 'card' }),
        },
      );
    }
    case 'assigned':
      return actorName
        ? say(
            /*i18n*/ { id: 'activity.assignedBy', message: 'Assigned to {who} by {actor}, fee {amount}' },
            { who, actor, amount },
          )
        : say(
            /*i18n*/ { id: 'activity.assigned', message: 'Assigned to {who}, fee {amount}' },
            { who, amount },
          );
    case 'reassigned':
      return actorName
        ? say(
            /*i18n*/ { id: 'activity.movedBy', message: 'Moved to {who} by {actor}, fee {amount}' },
            { who, actor, amount },
          )
        : say(/*i18n*/ { id: 'activity.moved', message: 'Moved to {who}, fee {amount}' }, { who, amount });
    case 'picked_up':
      return say(/*i18n*/ { id: 'activity.pickedUp', message: 'Picked up by {who}' }, { who });
    case 'delivered':
      return say(/*i18n*/ { id: 'activity.delivered', message: 'Delivered by {who}' }, { who });
    case 'status_changed': {
      const from = say(STATUS_WORDS[event.fromStatus ?? 'pending']);
      const to = say(STATUS_WORDS[event.toStatus ?? 'pending']);
      return actorName
        ? say(
            /*i18n*/ { id: 'activity.statusBy', message: 'Status {from} → {to} by {actor}' },
            { from, to, actor },
          )
        : say(/*i18n*/ { id: 'activity.status', message: 'Status {from} → {to}' }, { from, to });
    }
    case 'cash_collected':
      return say(
        /*i18n*/ { id: 'activity.cashCollected', message: 'Cash of {amount} collected' },
        { amount },
      );
    case 'cancelled': {
      // The reason is written by whoever cancelled (the admin, or the shop's job in English).
      const reason = event.reason ?? '';
      if (actorName && reason)
        return say(
          /*i18n*/ {
            id: 'activity.cancelledByWhy',
            message: 'Cancelled by {actor}: {reason}; the stock was returned',
          },
          { actor, reason },
        );
      if (actorName)
        return say(
          /*i18n*/ { id: 'activity.cancelledBy', message: 'Cancelled by {actor}; the stock was returned' },
          { actor },
        );
      if (reason)
        return say(
          /*i18n*/ { id: 'activity.cancelledWhy', message: 'Cancelled: {reason}; the stock was returned' },
          { reason },
        );
      return say(/*i18n*/ { id: 'activity.cancelled', message: 'Cancelled; the stock was returned' });
    }
    case 'refund_requested':
      return say(
        /*i18n*/ {
          id: 'activity.refundRequested',
          message: 'Refund of {amount} requested from the card provider',
        },
        { amount },
      );
    case 'refunded':
      return data?.method === 'cash'
        ? say(
            /*i18n*/ { id: 'activity.refundedCash', message: '{amount} paid back in cash by {name}' },
            { amount, name: text(data.paidOutByName) ?? '—' },
          )
        : say(/*i18n*/ { id: 'activity.refunded', message: '{amount} refunded to the card' }, { amount });
    case 'tax_rerated':
      return say(
        /*i18n*/ {
          id: 'activity.taxRerated',
          message: 'Sales tax brought to the rates of the hand-over day: total {from} → {to}',
        },
        { from: money(Number(data?.fromTotalCents ?? 0), locale), to: amount },
      );
    case 'pin_failed':
      return say(
        /*i18n*/ {
          id: 'activity.pinFailed',
          message:
            'A wrong hand-over PIN was typed at the door ({left, plural, one {# try left} other {# tries left}})',
        },
        { left: Number(data?.left ?? 0) },
      );
    case 'pin_locked':
      return say(
        /*i18n*/ {
          id: 'activity.pinLocked',
          message:
            'Hand-over PIN locked after {tries} wrong tries: check with the customer, then mark the order delivered here',
        },
        { tries: Number(data?.tries ?? 0) },
      );
    case 'pin_exception': {
      const why = translate(
        locale,
        PIN_EXCEPTION_REASON_MESSAGES[data?.reason as PinExceptionReason] ??
          PIN_EXCEPTION_REASON_MESSAGES.other,
      );
      return say(
        /*i18n*/ {
          id: 'activity.pinException',
          message:
            'Delivered by {who} without the PIN ({why}), with a photo of the hand-over: to review in PIN Exceptions',
        },
        { who, why },
      );
    }
    case 'pin_exception_accepted':
      return say(
        /*i18n*/ {
          id: 'activity.pinExceptionAccepted',
          message: 'Hand-over without the PIN accepted by {actor}',
        },
        { actor },
      );
    case 'pin_exception_disputed':
      return say(
        /*i18n*/ {
          id: 'activity.pinExceptionDisputed',
          message: 'Hand-over without the PIN disputed by {actor}: {note}',
        },
        { actor, note: event.reason ?? '' },
      );
    case 'returned': {
      const lines = Array.isArray(data?.lines)
        ? (data.lines as { name?: unknown; quantity?: unknown }[])
        : [];
      const items = lines.map((line) => `${Number(line.quantity)} × ${text(line.name) ?? ''}`).join(', ');
      const cause = REFUND_REASON_MESSAGES[data?.cause as RefundReason] ?? REFUND_REASON_MESSAGES.other;
      return data?.restocked
        ? say(
            /*i18n*/ {
              id: 'activity.returnedRestocked',
              message: 'Returned: {items} ({cause}); back in stock',
            },
            { items, cause },
          )
        : say(
            /*i18n*/ {
              id: 'activity.returned',
              message: 'Returned: {items} ({cause}); not put back in stock',
            },
            { items, cause },
          );
    }
    case 'refund_failed':
      return say(
        /*i18n*/ {
          id: 'activity.refundFailed',
          message: 'Refund attempt {attempt} failed: {reason}. It will be retried.',
        },
        {
          attempt: String(data?.attempt ?? ''),
          reason: event.reason ?? say(/*i18n*/ { id: 'activity.noAnswer', message: 'no answer' }),
        },
      );
    case 'earning_paid':
      return actorName
        ? say(
            /*i18n*/ {
              id: 'activity.earningPaidBy',
              message: 'Courier earning of {amount} paid out by {actor}',
            },
            { amount, actor },
          )
        : say(
            /*i18n*/ { id: 'activity.earningPaid', message: 'Courier earning of {amount} paid out' },
            { amount },
          );
    case 'earning_voided':
      return say(
        /*i18n*/ {
          id: 'activity.earningVoided',
          message: 'The courier’s unpaid earning of {amount} was voided',
        },
        { amount },
      );
    case 'earning_flagged':
      return say(
        /*i18n*/ {
          id: 'activity.earningFlagged',
          message: 'The courier’s earning of {amount} was already paid out: flagged for review',
        },
        { amount },
      );
    case 'invoiced':
      return say(
        /*i18n*/ { id: 'activity.invoiced', message: 'Invoice {number} issued ({amount})' },
        {
          number: documentNumber(data, 'invoiceNumber'),
          amount,
        },
      );
    case 'credit_note_issued':
      return say(
        /*i18n*/ {
          id: 'activity.creditNote',
          message: 'Credit note {number} issued against invoice {invoice}',
        },
        {
          number: documentNumber(data, 'creditNoteNumber'),
          invoice: documentNumber(data, 'invoiceNumber'),
        },
      );
    default:
      return event.type;
  }
}

export function toOrderEventDto(event: OrderEventRow, actorName: string | null, locale: Locale): OrderEvent {
  return {
    _id: String(event.id),
    type: event.type as OrderEventType,
    at: event.createdAt.toISOString(),
    actor: { role: event.actorRole as OrderActorRole, _id: event.actorId, name: actorName },
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    paymentStatus: event.paymentStatus,
    deliveryStatus: event.deliveryStatus,
    amount: event.amountCents === null ? null : fromCents(event.amountCents),
    reason: event.reason,
    summary: activitySummary(event, actorName, locale),
    madeAt: typeof event.data?.madeAt === 'string' ? event.data.madeAt : null,
  };
}

function mainPhoto({ mainPhotos }: OrderAggregate, productId: string) {
  const photo = mainPhotos?.get(productId);
  return photo ? toPhotoDto(productId, photo) : null;
}

/** How many of a product came back in an order's returns. */
const returnedOf = (refunds: RefundRow[], productId: string) =>
  refunds.reduce(
    (sum, refund) =>
      sum + refund.lines.reduce((n, line) => n + (line.productId === productId ? line.quantity : 0), 0),
    0,
  );

export function toRefundDto(refund: RefundRow): OrderRefund {
  return {
    _id: refund.id,
    at: refund.createdAt.toISOString(),
    kind: refund.kind,
    reason: refund.reason,
    note: refund.note,
    lines: refund.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      amount: fromCents(line.amountCents),
    })),
    amount: fromCents(refund.amountCents),
    tax: fromCents(refund.taxCents),
    method: refund.method,
    status: refund.status,
    paidOutBy:
      refund.paidOutById && refund.paidOutByName
        ? { _id: refund.paidOutById, name: refund.paidOutByName }
        : null,
    restocked: refund.restocked,
    creditNote: creditNoteLabel(refund.creditNoteNumber),
  };
}

export function toOrderDto(aggregate: OrderAggregate): Order {
  const { order, items, customer, delivery, courier } = aggregate;
  const state = stateOf(order, delivery);
  const shipping: OrderAddress | null =
    order.fulfillmentMethod === 'delivery' && order.shipStreet
      ? {
          street: order.shipStreet,
          city: order.shipCity ?? '',
          postalCode: order.shipPostalCode ?? '',
          country: order.shipCountry ?? '',
          phone: order.shipPhone,
          latitude: order.shipLatitude,
          longitude: order.shipLongitude,
        }
      : null;
  return {
    _id: order.id,
    id: order.id,
    number: formatOrderNumber(order.number),
    user: person(customer),
    items: items.map((item) => ({
      product: {
        _id: item.productId,
        name: item.name,
        type: item.type,
        weight: item.weightKg,
        price: fromCents(item.unitPriceCents),
        photo: mainPhoto(aggregate, item.productId),
      },
      quantity: item.quantity,
      price: fromCents(item.unitPriceCents),
      returned: returnedOf(aggregate.refunds, item.productId),
      taxCategory: item.taxCategory,
    })),
    subtotal: fromCents(order.subtotalCents),
    discount: order.discountCode
      ? { code: order.discountCode, amount: fromCents(order.discountCents) }
      : null,
    deliveryFee: fromCents(order.deliveryFeeCents),
    // Orders from before taxes have no basis recorded.
    tax: order.taxBasis
      ? toTaxSummary(
          placeOf(order.taxProvince as Province | null, order.taxBasis),
          aggregate.taxLines,
          order.taxIncluded,
          order.taxNotRegistered,
        )
      : null,
    totalAmount: fromCents(order.totalCents),
    invoice:
      order.invoiceNumber !== null && order.invoicedAt
        ? { number: invoiceLabel(order.invoiceNumber), issuedAt: order.invoicedAt.toISOString() }
        : null,
    creditNote:
      order.creditNoteNumber !== null && order.creditedAt
        ? { number: creditNoteLabel(order.creditNoteNumber), issuedAt: order.creditedAt.toISOString() }
        : null,
    currency: order.currency,
    status: order.status,
    paymentStatus: order.paymentStatus,
    shippingAddress: shipping,
    delivery: {
      fulfillmentMethod: order.fulfillmentMethod,
      method: order.deliveryMethod,
      cost: fromCents(order.deliveryFeeCents),
      address: shipping,
      pickupAddress: order.pickupAddress ?? null,
      assignedTo: courier ? person(courier) : null,
      status: delivery?.status ?? null,
      deliveryFee: delivery ? fromCents(delivery.courierFeeCents) : null,
      instructions: order.deliveryInstructions ?? null,
      zone: order.deliveryZoneName ?? null,
    },
    payment: {
      method: order.paymentMethod,
      status: order.paymentStatus,
      card: order.cardBrand && order.cardLast4 ? { brand: order.cardBrand, last4: order.cardLast4 } : null,
    },
    nextStatuses: nextStatuses(state),
    canAssign: canAssign(state),
    canCancel: canCustomerCancel(state),
    handOver:
      order.handoverPin !== null
        ? { pin: order.handoverPin, required: order.pinRequired, locked: order.pinLockedAt !== null }
        : null,
    missedDelivery:
      order.missedReason && order.missedAt && (order.status === 'processing' || order.status === 'shipped')
        ? {
            attempts: order.deliveryFailures,
            reason: order.missedReason,
            at: order.missedAt.toISOString(),
            rescheduledFor: order.rescheduledFor,
            photoId: order.missedPhotoId,
          }
        : null,
    canReschedule: canReschedule(state),
    refunds: aggregate.refunds.map(toRefundDto),
    refunded: fromCents(order.creditedCents),
    refundable: refundRefusal(order) ? 0 : fromCents(order.totalCents - order.creditedCents),
    isSubscriptionOrder: order.isSubscriptionOrder,
    // Stored since estimates count the store's hours; older orders had "+4 hours" with no store hours.
    estimatedDelivery: (
      order.estimatedAt ?? deliveryEstimate(order.fulfillmentMethod, order.deliveryMethod, order.createdAt)
    ).toISOString(),
    notes: aggregate.customerNotes.map(toCustomerNoteDto),
    timeline: timeline(aggregate),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/**
 * The checkout's quote: the priced cart in dollars, with what came of the code, its sentences
 * (the code's summary, why it does not apply) in `locale`.
 */
export function toQuoteDto(priced: PricedCart, locale: Locale): CheckoutQuote {
  const promo = priced.promo;
  const place = priced.place ?? { province: null, basis: 'export' as const, label: EXPORT_LABEL };
  return {
    lines: priced.lines.map((line) => ({
      product: { _id: line.productId, name: line.name, type: line.type, weight: line.weightKg },
      quantity: line.quantity,
      price: fromCents(line.unitPriceCents),
      lineTotal: fromCents(line.unitPriceCents * line.quantity),
      taxCategory: line.taxCategory ?? 'zero_rated_grocery',
    })),
    subtotal: fromCents(priced.subtotalCents),
    discount: fromCents(priced.discountCents ?? 0),
    deliveryFee: fromCents(priced.feeCents),
    tax: toTaxSummary(place, priced.taxLines ?? [], priced.taxIncluded ?? false, priced.notRegistered ?? []),
    itemsTax: toTaxSummary(
      place,
      priced.itemsTaxLines ?? [],
      priced.taxIncluded ?? false,
      priced.notRegistered ?? [],
    ),
    total: fromCents(priced.totalCents),
    currency: priced.currency,
    promo: promo
      ? promo.applied
        ? {
            code: promo.code,
            applied: true,
            summary: discountSummaryIn(i18nFor(locale), promo.described, locale),
            kind: promo.kind,
            reason: null,
          }
        : {
            code: promo.code,
            applied: false,
            summary: null,
            kind: null,
            reason: { code: promo.refusal.code, message: translate(locale, promo.refusal.text) },
          }
      : null,
  };
}

/** A note to the customer as the customer reads it. */
export function toCustomerNoteDto(note: OrderNoteRow): CustomerOrderNote {
  return {
    _id: note.id,
    body: note.body,
    authorName: firstName(note.authorName),
    createdAt: note.createdAt.toISOString(),
  };
}

/** A note as the admin reads it, internal or to the customer. */
export function toOrderNoteDto(note: OrderNoteRow): OrderNote {
  return {
    _id: note.id,
    visibility: note.visibility,
    body: note.body,
    author: { _id: note.authorId, name: note.authorName },
    createdAt: note.createdAt.toISOString(),
  };
}
