import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminSubscriptionDetail } from '@ikawa/contracts/admin-subscriptions';
import { CANCEL_REASON_MESSAGES } from '@ikawa/contracts/subscriptions';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { AddressText } from '@/components/ui/address-text';
import { Badge } from '@/components/ui/badge';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/ui/status-badges';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import { useAdminSubscription } from '../api/admin-subscriptions';
import {
  formatStoreDay,
  SUBSCRIPTION_FULFILMENT_MESSAGES,
  SUBSCRIPTION_PAYMENT_MESSAGES,
  SUBSCRIPTION_STATUS_MESSAGES,
  SUBSCRIPTION_STATUS_TONES,
} from './labels';
import { SubscriptionTimeline } from './subscription-timeline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-xs">
      <h2 className="mb-3 text-lg font-semibold text-espresso-900">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm text-espresso-600 sm:w-40">{term}</dt>
      <dd className="text-sm text-espresso-900">{children}</dd>
    </div>
  );
}

function Lines({ lines }: { lines: AdminSubscriptionDetail['subscription']['lines'] }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <ul className="flex flex-col divide-y divide-espresso-100">
      {lines.map((line) => {
        const quantity = line.quantity;
        return (
          <li key={line.productId} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="text-espresso-900">
              {line.name || t`Product no longer sold`} <span className="text-espresso-600">× {quantity}</span>
            </span>
            <span className="tabular-nums text-espresso-700">
              {line.price === null ? <Trans>Not on sale</Trans> : f.price(line.price * line.quantity)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Details({ detail }: { detail: AdminSubscriptionDetail }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const { subscription: sub, customer, events, orders } = detail;
  const weeks = sub.everyWeeks;
  const name = customer.name;
  const card = sub.savedCard;
  const brand = card?.brand ?? '';
  const last4 = card?.last4 ?? '';
  const failed = sub.failedCharges;
  const waiting = sub.waitingSince ? f.dateTime(sub.waitingSince) : '';
  return (
    <>
      <PageHeader
        title={t`Subscription of ${name}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={SUBSCRIPTION_STATUS_TONES[sub.status]}>
              {i18n._(SUBSCRIPTION_STATUS_MESSAGES[sub.status])}
            </Badge>
            <span>
              <Trans>Every {weeks} weeks</Trans>
            </span>
          </span>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <Section title={t`Subscription`}>
            <dl className="flex flex-col gap-2">
              <Fact term={t`Customer`}>
                <span className="block font-medium">{customer.name}</span>
                <span className="block text-espresso-600">{customer.email}</span>
              </Fact>
              {sub.status !== 'cancelled' && (
                <Fact term={t`Next renewal`}>{formatStoreDay(sub.nextDate, f.locale, true)}</Fact>
              )}
              <Fact term={t`Fulfilment`}>
                {sub.fulfillmentMethod === 'pickup'
                  ? i18n._(SUBSCRIPTION_FULFILMENT_MESSAGES.pickup)
                  : sub.deliveryMethod === 'express'
                    ? t`Delivery · Express`
                    : t`Delivery · Standard`}
              </Fact>
              {sub.address && (
                <Fact term={t`Address`}>
                  <AddressText address={sub.address} phone={sub.address.phone} />
                </Fact>
              )}
              {sub.deliveryInstructions && <Fact term={t`Instructions`}>{sub.deliveryInstructions}</Fact>}
              <Fact term={t`Payment`}>
                {card ? (
                  <Trans>
                    Card: {brand} ending in {last4}
                  </Trans>
                ) : (
                  i18n._(SUBSCRIPTION_PAYMENT_MESSAGES[sub.paymentMethod])
                )}
              </Fact>
              {sub.waitingSince && (
                <Fact term={t`Waiting for stock`}>
                  <Trans>Since {waiting}</Trans>
                </Fact>
              )}
              {failed > 0 && (
                <Fact term={t`Refused charges`}>
                  {failed}
                  {sub.lastChargeError && (
                    <span className="block text-espresso-600">{sub.lastChargeError}</span>
                  )}
                </Fact>
              )}
              <Fact term={t`Subscribed on`}>{f.dateTime(sub.createdAt)}</Fact>
              {sub.pausedAt && sub.status === 'paused' && (
                <Fact term={t`Paused on`}>{f.dateTime(sub.pausedAt)}</Fact>
              )}
              {sub.cancelledAt && (
                <Fact term={t`Cancelled on`}>
                  {f.dateTime(sub.cancelledAt)}
                  <span className="block text-espresso-600">
                    {sub.cancelReason ? (
                      i18n._(CANCEL_REASON_MESSAGES[sub.cancelReason])
                    ) : (
                      <Trans>No reason given</Trans>
                    )}
                  </span>
                  {sub.cancelNote && <q className="block text-espresso-600">{sub.cancelNote}</q>}
                </Fact>
              )}
            </dl>
          </Section>
          <Section title={t`Each renewal`}>
            <Lines lines={sub.lines} />
            {sub.extras.length > 0 && (
              <>
                <h3 className="mt-4 mb-1 text-sm font-semibold text-espresso-800">
                  <Trans>One-off extras for the next renewal</Trans>
                </h3>
                <Lines lines={sub.extras} />
              </>
            )}
            <p className="mt-3 text-xs text-espresso-500">
              <Trans>Today’s prices; each renewal is priced on its day.</Trans>
            </p>
          </Section>
          <Section title={t`Orders`}>
            {orders.length === 0 ? (
              <p className="text-sm text-espresso-600">
                <Trans>This subscription has placed no order yet.</Trans>
              </p>
            ) : (
              <ul
                aria-label={t`Orders of this subscription`}
                className="flex flex-col divide-y divide-espresso-100"
              >
                {orders.map((order) => {
                  const number = order.number;
                  const day = order.renewalOf
                    ? formatStoreDay(order.renewalOf, f.locale)
                    : f.date(order.createdAt);
                  return (
                    <li
                      key={order._id}
                      className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                    >
                      <div className="min-w-0">
                        <Link
                          to={`${paths.admin.orders}?${new URLSearchParams({ q: number }).toString()}`}
                          aria-label={t`Order ${number}`}
                          className="font-mono font-semibold text-leaf-700 underline-offset-4 hover:underline"
                        >
                          {number}
                        </Link>
                        <span className="block text-espresso-600">
                          <Trans>Renewal of {day}</Trans>
                        </span>
                      </div>
                      <div className="flex flex-wrap items-center gap-2">
                        <OrderStatusBadge status={order.status} />
                        <PaymentStatusBadge
                          status={order.paymentStatus}
                          cancelled={order.status === 'cancelled'}
                        />
                        <span className="font-medium tabular-nums">{f.price(order.total)}</span>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </Section>
        </div>
        <Section title={t`History`}>
          <SubscriptionTimeline events={events} orders={orders} />
        </Section>
      </div>
    </>
  );
}

/** One subscription as the owner reads it: what it sends, where, how it is paid, its orders and history. */
export function SubscriptionPage({ id }: { id: string }) {
  const { t } = useLingui();
  const detail = useAdminSubscription(id);
  let content;
  if (detail.isError) {
    content =
      detail.error instanceof ApiError && detail.error.status === 404 ? (
        <StatePanel icon={SearchX} title={t`Subscription not found`}>
          <Trans>It may have been removed with its customer’s account.</Trans>
        </StatePanel>
      ) : (
        <ErrorPanel
          title={t`The subscription could not be loaded.`}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        >
          {detail.error.message}
        </ErrorPanel>
      );
  } else if (detail.isPending) {
    content = <LoadingState label={t`Loading the subscription…`} />;
  } else {
    content = <Details detail={detail.data} />;
  }
  return (
    <>
      <Link
        to={paths.admin.subscriptions}
        className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-espresso-700 hover:text-espresso-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All subscriptions</Trans>
      </Link>
      {content}
    </>
  );
}
