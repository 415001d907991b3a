import type { OrderLive } from '@ikawa/contracts/order-live';
import { useOrderLive } from '../hooks/use-order-live';
import { formatDeliveryPromise } from '@ikawa/contracts/rules/delivery-estimate';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Banknote,
  CreditCard,
  FileText,
  KeyRound,
  MapPin,
  MessageSquare,
  Repeat,
  Store,
  Truck,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { DELIVERY_TIME_MESSAGES } from '@ikawa/contracts/constants';
import { cardMessage, lineLabel } from '@ikawa/contracts/display';
import { ORDER_MESSAGE_DESCRIPTORS, type Order } from '@ikawa/contracts/orders';
import { AddressText } from '@/components/ui/address-text';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { InvoiceNumbers } from '@/components/ui/invoice-numbers';
import { ProductThumb } from '@/components/ui/product-image';
import { OrderTotals } from '@/components/ui/order-totals';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { useSettings } from '@/features/settings/api/get-settings';
import { formatDate, formatPrice } from '@/lib/format';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/ui/status-badges';
import { RevokeReceiptLinks } from '@/components/ui/revoke-receipt-links';
import { revokeReceiptLinks } from '../api/revoke-receipt-links';
import { BuyAgainButton } from './buy-again-button';
import { MissedDelivery } from './missed-delivery';
import { OrderTimeline } from './order-timeline';

export function orderHeadingId(orderId: string): string {
  return `order-${orderId}`;
}

interface OrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
}

/** SPEC §2 My Orders: one order with its items, summary, shipping, payment and timeline. */
export function OrderCard({ order, onCancel }: OrderCardProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const price = (amount: number) => formatPrice(amount, locale);
  const number = order.number;
  const titleId = orderHeadingId(order._id);
  const isPickup = order.delivery.fulfillmentMethod === 'pickup';
  const placed = formatDate(order.createdAt, locale);
  // The promise of an order still on its way, on the store's clock (README "Dates as promises").
  const timeZone = useSettings().data?.timeZone;
  const open = order.status !== 'delivered' && order.status !== 'cancelled';
  // After a missed delivery the first promise no longer holds: the "We missed you" block says
  // what happens next (the day chosen, or the pickup).
  const promise =
    open && timeZone && !order.missedDelivery
      ? formatDeliveryPromise(order.estimatedDelivery, order.delivery.fulfillmentMethod, locale, timeZone)
      : null;
  const courier = order.delivery.assignedTo?.name;
  const live = useOrderLive(order);
  const instructions = order.delivery.instructions;
  const zone = order.delivery.zone;
  const time = i18n._(DELIVERY_TIME_MESSAGES[order.delivery.method]);
  const card = order.payment.card ? i18n._(cardMessage(order.payment.card)) : null;
  const paymentMethod =
    order.payment.method === 'stripe'
      ? card
        ? t`Card · ${card}`
        : t`Card`
      : isPickup
        ? t`Cash at pickup`
        : t`Cash on delivery`;
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-3xl bg-cream-50 ring-1 ring-espresso-100"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-espresso-100 bg-white/60 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={titleId} tabIndex={-1} className="font-sans text-base font-semibold text-espresso-900">
            <Trans>
              Order <span className="tracking-wide tabular-nums">{number}</span>
            </Trans>
          </h2>
          <p className="mt-0.5 text-sm text-espresso-500">
            <Trans>
              Placed <time dateTime={order.createdAt}>{placed}</time>
            </Trans>
          </p>
          {promise && (
            <p className="mt-0.5 text-sm font-medium text-espresso-800">
              {isPickup ? (
                <Trans>
                  Ready <time dateTime={order.estimatedDelivery}>{promise}</time>
                </Trans>
              ) : (
                <Trans>
                  Arrives by <time dateTime={order.estimatedDelivery}>{promise}</time>
                </Trans>
              )}
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge
              status={order.paymentStatus}
              withLabel
              cancelled={order.status === 'cancelled'}
            />
            {order.isSubscriptionOrder && (
              <Badge tone="leaf">
                <Repeat aria-hidden="true" className="size-3" />
                <Trans>Subscription Order</Trans>
              </Badge>
            )}
          </div>
        </div>
        <div className="text-right">
          <p className="text-xs tracking-wide text-espresso-500 uppercase">
            <Trans>Total</Trans>
          </p>
          <p className="text-lg font-semibold tabular-nums text-espresso-900">{price(order.totalAmount)}</p>
        </div>
      </header>

      <MissedDelivery order={order} />

      <div className="grid gap-6 px-5 py-5 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <Section title={t`Items`}>
          <ul className="flex flex-col gap-2">
            {order.items.map((item) => (
              <li key={item.product._id} className="flex items-center justify-between gap-4">
                <span className="flex min-w-0 items-center gap-3">
                  <ProductThumb product={item.product} />
                  <span className="min-w-0">
                    <span className="font-medium text-espresso-900">{lineLabel(item.product, locale)}</span>{' '}
                    <span className="text-espresso-500">× {item.quantity}</span>
                  </span>
                </span>
                <span className="shrink-0 tabular-nums">{price(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t`Summary`}>
          <OrderTotals order={order} />
        </Section>

        {isPickup ? (
          <Section title={i18n._(ORDER_MESSAGE_DESCRIPTORS.pickupOrder)} icon={Store}>
            {order.delivery.pickupAddress && <AddressText address={order.delivery.pickupAddress} />}
          </Section>
        ) : (
          <Section title={t`Shipping Details`} icon={MapPin}>
            {order.delivery.address && (
              <AddressText address={order.delivery.address} phone={order.delivery.address.phone} />
            )}
            {zone && (
              <p className="mt-2 text-espresso-600">
                <Trans>Delivery zone: {zone}</Trans>
              </p>
            )}
            {instructions && (
              <p className="mt-2 text-espresso-600">
                <Trans>Instructions: {instructions}</Trans>
              </p>
            )}
            <p className="mt-2 flex items-center gap-2 text-espresso-600">
              <Truck aria-hidden="true" className="size-4 shrink-0" />
              {order.delivery.method === 'express' ? (
                <Trans>Express · {time}</Trans>
              ) : (
                <Trans>Standard · {time}</Trans>
              )}
            </p>
            <p className="mt-1 flex items-center gap-2 text-espresso-600">
              <UserRound aria-hidden="true" className="size-4 shrink-0" />
              {courier ? <Trans>Courier: {courier}</Trans> : i18n._(ORDER_MESSAGE_DESCRIPTORS.notAssigned)}
            </p>
            {live?.courier && live.deliveryStatus === 'picked_up' && <OnTheWay live={live} />}
            {open && order.handOver && <HandOverPin handOver={order.handOver} />}
          </Section>
        )}
        <Section title={t`Payment Details`} icon={order.payment.method === 'stripe' ? CreditCard : Banknote}>
          <dl className="flex flex-col gap-1.5">
            <Row label={t`Method`} value={paymentMethod} />
            <div className="flex items-center justify-between gap-4">
              <dt className="text-espresso-600">
                <Trans>Status</Trans>
              </dt>
              <dd>
                <PaymentStatusBadge status={order.paymentStatus} cancelled={order.status === 'cancelled'} />
              </dd>
            </div>
          </dl>
        </Section>

        {order.notes.length > 0 && (
          <Section title={t`Notes from the shop`} icon={MessageSquare} className="lg:col-span-2">
            <ul className="flex flex-col gap-2">
              {order.notes.map((note) => (
                <li key={note._id} className="rounded-2xl bg-leaf-50 px-4 py-3 ring-1 ring-leaf-100">
                  <p className="whitespace-pre-line text-espresso-900">{note.body}</p>
                  <p className="mt-1 text-xs text-espresso-500">
                    {note.authorName} ·{' '}
                    <time dateTime={note.createdAt}>{formatDate(note.createdAt, locale)}</time>
                  </p>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {order.timeline.length > 0 && (
          <Section title={t`Timeline`} className="lg:col-span-2">
            <OrderTimeline entries={order.timeline} />
          </Section>
        )}
      </div>

      <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-espresso-100 px-5 py-3 sm:px-6">
        {order.invoice && (
          <>
            <InvoiceNumbers order={order} className="mr-auto text-sm" />
            <ButtonLink
              to={paths.account.receipt(order._id)}
              variant="secondary"
              size="sm"
              aria-label={t`Receipt for order ${number}`}
            >
              <FileText aria-hidden="true" className="size-4" />
              <Trans>Receipt</Trans>
            </ButtonLink>
          </>
        )}
        {order.canCancel && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onCancel(order)}
            aria-label={t`Cancel order ${number}`}
          >
            <Trans>Cancel order</Trans>
          </Button>
        )}
        <BuyAgainButton order={order} />
        {/* Every order e-mail carries a receipt link, the confirmation first. */}
        <RevokeReceiptLinks orderLabel={t`order ${number}`} onRevoke={() => revokeReceiptLinks(order._id)} />
      </footer>
    </article>
  );
}

/** The courier on their way, as the live stream says it: who, when, and where (if shared). */
function OnTheWay({ live }: { live: OrderLive }) {
  const locale = useLocale();
  const timeZone = useSettings().data?.timeZone;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
  const courier = live.courier ?? '';
  const from = live.arrival ? time(live.arrival.from) : '';
  const to = live.arrival ? time(live.arrival.to) : '';
  const position = live.position;
  return (
    <div role="status" className="mt-3 rounded-xl bg-leaf-50 px-3 py-2 text-leaf-900 ring-1 ring-leaf-100">
      <p className="flex items-center gap-2 font-medium">
        <span aria-hidden="true" className="size-2 shrink-0 animate-pulse rounded-full bg-leaf-600" />
        {live.arrival ? (
          <Trans>
            {courier} is on the way: arriving between {from} and {to}
          </Trans>
        ) : (
          <Trans>{courier} is on the way</Trans>
        )}
      </p>
      {position && (
        <a
          className="text-sm underline underline-offset-2"
          href={`https://www.openstreetmap.org/?mlat=${position.latitude}&mlon=${position.longitude}#map=15/${position.latitude}/${position.longitude}`}
          target="_blank"
          rel="noreferrer"
        >
          <Trans>See where {courier} is (to about 100 m)</Trans>
        </a>
      )}
    </div>
  );
}

/**
 * The hand-over PIN while the order is on its way: the customer gives it to the courier, who
 * never sees it (README "Deliveries").
 */
function HandOverPin({ handOver }: { handOver: NonNullable<Order['handOver']> }) {
  const pin = handOver.pin;
  return (
    <div className="mt-3 rounded-xl bg-crema-100 px-3 py-2 text-espresso-800 ring-1 ring-crema-300">
      <p className="flex items-center gap-2">
        <KeyRound aria-hidden="true" className="size-4 shrink-0" />
        <Trans>
          Hand-over PIN:{' '}
          <span className="font-mono text-lg font-bold tracking-[0.3em] text-espresso-950">{pin}</span>
        </Trans>
      </p>
      <p className="text-sm">
        {handOver.locked ? (
          <Trans>Locked after 5 wrong tries: the shop will call you to complete the delivery.</Trans>
        ) : handOver.required ? (
          <Trans>The courier will ask for it at the door. Do not share it before the delivery.</Trans>
        ) : (
          <Trans>The courier may ask for it at the door. Do not share it before the delivery.</Trans>
        )}
      </p>
    </div>
  );
}

function Section({
  title,
  icon: Icon,
  className,
  children,
}: {
  title: string;
  icon?: typeof MapPin;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <h3 className="mb-2 flex items-center gap-2 font-sans text-xs font-semibold tracking-[0.14em] text-espresso-500 uppercase">
        {Icon && <Icon aria-hidden="true" className="size-3.5" />}
        {title}
      </h3>
      <div className="text-sm text-espresso-800">{children}</div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-espresso-600">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
