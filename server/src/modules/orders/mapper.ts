import { cardLabel, formatPrice } from '@ikawa/contracts/display';
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
import type { OrderEventRow } from './events-repo';
import type { OrderNoteRow } from './notes-repo';
import { canAssign, canCustomerCancel, nextStatuses, stateOf } from './lifecycle';
import { toPhotoDto } from '../products/photo-files';
import type { OrderAggregate, OrderRow, PersonRef } from './repo';
import type { CheckoutQuote } from '@ikawa/contracts/discounts';
import {
  creditNoteLabel,
  EXPORT_LABEL,
  invoiceLabel,
  PROVINCE_NAMES,
  type PlaceOfSupply,
  type Province,
  type TaxKind,
  type TaxSummary,
  taxName,
} from '@ikawa/contracts/tax';
import type { PricedCart } from './pricing';

const person = (ref: PersonRef) => ({ _id: ref.id, name: ref.name, email: ref.email });
const firstName = (name: string) => name.split(/\s+/)[0] ?? name;
const money = (cents: number | null | undefined) => formatPrice(fromCents(cents ?? 0));
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The shop's own status changes as the customer reads them. */
const SHOP_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Reopened by the shop',
  processing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled by the shop',
};

const cardWords = (data: Record<string, unknown> | null) => {
  const brand = text(data?.brand);
  const last4 = text(data?.last4);
  return brand && last4 ? cardLabel({ brand, last4 }) : 'card';
};

/**
 * One event of the log as the customer's timeline shows it, or null for what is the shop's
 * business only (payouts, failed refund attempts).
 */
function timelineEntry(event: OrderEventRow, order: OrderRow): Order['timeline'][number] | null {
  const at = event.createdAt.toISOString();
  const data = event.data ?? null;
  const courier = text(data?.courierName);
  const who = courier ? firstName(courier) : 'a courier';
  switch (event.type as OrderEventType) {
    case 'placed':
      return { status: 'pending', label: 'Order placed', at };
    case 'payment_captured':
      return { status: 'paid', label: `Paid by ${cardWords(data)}`, at };
    case 'assigned':
    case 'reassigned':
      return { status: 'assigned', label: `Assigned to ${who}`, at };
    case 'picked_up':
      return { status: 'picked_up', label: `Picked up by ${who}`, at };
    case 'delivered':
      return { status: 'delivered', label: `Delivered by ${who}`, at };
    case 'status_changed': {
      const to = event.toStatus ?? 'pending';
      const label =
        to === 'delivered' && order.fulfillmentMethod === 'pickup'
          ? 'Collected at the store'
          : SHOP_STATUS_LABELS[to];
      return { status: to, label, at };
    }
    case 'cash_collected':
      return { status: 'paid', label: `Paid ${money(event.amountCents)} in cash`, at };
    case 'cancelled': {
      const label =
        event.actorRole === 'customer'
          ? 'Cancelled'
          : event.actorRole === 'admin'
            ? 'Cancelled by the shop'
            : `Cancelled by the shop: ${event.reason ?? 'not confirmed in time'}`;
      return { status: 'cancelled', label, at };
    }
    case 'refund_requested':
      return { status: 'refund', label: `Refund of ${money(event.amountCents)} started`, at };
    case 'refunded':
      return { status: 'refunded', label: `${money(event.amountCents)} refunded to your card`, at };
    case 'invoiced':
      return { status: 'invoiced', label: `Invoice ${documentNumber(data, 'invoiceNumber')} issued`, at };
    case 'credit_note_issued':
      return {
        status: 'credited',
        label: `Credit note ${documentNumber(data, 'creditNoteNumber')} issued`,
        at,
      };
    default:
      return null;
  }
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
  };
}

/** The customer-facing history of an order, read from its event log (issue 12 §2). */
function timeline({ order, events }: OrderAggregate): Order['timeline'] {
  return events.flatMap((event) => timelineEntry(event, order) ?? []);
}

/** One line in plain words for the admin's Activity list. */
function activitySummary(event: OrderEventRow, actorName: string | null): string {
  const data = event.data ?? null;
  const courier = text(data?.courierName) ?? 'a courier';
  const by = actorName ? ` by ${actorName}` : '';
  switch (event.type as OrderEventType) {
    case 'placed':
      return `Order placed${by} (${money(event.amountCents)})`;
    case 'payment_captured':
      return `Card payment of ${money(event.amountCents)} captured (${cardWords(data)})`;
    case 'assigned':
      return `Assigned to ${courier}${by}, fee ${money(event.amountCents)}`;
    case 'reassigned':
      return `Moved to ${courier}${by}, fee ${money(event.amountCents)}`;
    case 'picked_up':
      return `Picked up by ${courier}`;
    case 'delivered':
      return `Delivered by ${courier}`;
    case 'status_changed':
      return `Status ${STATUS_WORDS[event.fromStatus ?? 'pending']} → ${STATUS_WORDS[event.toStatus ?? 'pending']}${by}`;
    case 'cash_collected':
      return `Cash of ${money(event.amountCents)} collected`;
    case 'cancelled':
      return `Cancelled${by}${event.reason ? `: ${event.reason}` : ''}; the stock was returned`;
    case 'refund_requested':
      return `Refund of ${money(event.amountCents)} requested from the card provider`;
    case 'refunded':
      return `${money(event.amountCents)} refunded to the card`;
    case 'refund_failed':
      return `Refund attempt ${String(data?.attempt ?? '')} failed: ${event.reason ?? 'no answer'}. It will be retried.`;
    case 'earning_paid':
      return `Courier earning of ${money(event.amountCents)} paid out${by}`;
    case 'earning_voided':
      return `The courier's unpaid earning of ${money(event.amountCents)} was voided`;
    case 'earning_flagged':
      return `The courier's earning of ${money(event.amountCents)} was already paid out: flagged for review`;
    case 'invoiced':
      return `Invoice ${documentNumber(data, 'invoiceNumber')} issued (${money(event.amountCents)})`;
    case 'credit_note_issued':
      return `Credit note ${documentNumber(data, 'creditNoteNumber')} issued against invoice ${documentNumber(data, 'invoiceNumber')}`;
    default:
      return event.type;
  }
}

export function toOrderEventDto(event: OrderEventRow, actorName: string | null): OrderEvent {
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
    summary: activitySummary(event, actorName),
  };
}

function mainPhoto({ mainPhotos }: OrderAggregate, productId: string) {
  const photo = mainPhotos?.get(productId);
  return photo ? toPhotoDto(productId, photo) : null;
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
    },
    payment: {
      method: order.paymentMethod,
      status: order.paymentStatus,
      card: order.cardBrand && order.cardLast4 ? { brand: order.cardBrand, last4: order.cardLast4 } : null,
    },
    nextStatuses: nextStatuses(state),
    canAssign: canAssign(state),
    canCancel: canCustomerCancel(state),
    isSubscriptionOrder: order.isSubscriptionOrder,
    // Kept since issue 17 §4; older orders had "+4 hours" with no store hours.
    estimatedDelivery: (
      order.estimatedAt ?? deliveryEstimate(order.fulfillmentMethod, order.deliveryMethod, order.createdAt)
    ).toISOString(),
    notes: aggregate.customerNotes.map(toCustomerNoteDto),
    timeline: timeline(aggregate),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The checkout's quote (issue 17): the priced cart in dollars, with what came of the code. */
export function toQuoteDto(priced: PricedCart): CheckoutQuote {
  const promo = priced.promo;
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
    tax: toTaxSummary(
      priced.place ?? { province: null, basis: 'export', label: EXPORT_LABEL },
      priced.taxLines ?? [],
      priced.taxIncluded ?? false,
    ),
    total: fromCents(priced.totalCents),
    currency: priced.currency,
    promo: promo
      ? promo.applied
        ? { code: promo.code, applied: true, summary: promo.summary, kind: promo.kind, reason: null }
        : {
            code: promo.code,
            applied: false,
            summary: null,
            kind: null,
            reason: { code: promo.refusal.code, message: promo.refusal.message },
          }
      : null,
  };
}

/** A note to the customer as the customer reads it (issue 17 §6). */
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
