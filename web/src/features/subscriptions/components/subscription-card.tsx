import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CalendarDays,
  CreditCard,
  Pause,
  Play,
  Plus,
  Repeat,
  ShoppingBag,
  SkipForward,
  Truck,
  Pencil,
  X,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { CANCEL_REASON_MESSAGES, type Subscription } from '@ikawa/contracts/subscriptions';
import { DELIVERY_TIME_MESSAGES } from '@ikawa/contracts/constants';
import { AddressText } from '@/components/ui/address-text';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '@/lib/api-client';
import { formatDate, formatPercent, formatPrice } from '@/lib/format';
import { type ChangeResult, type SubscriptionChange, useChangeSubscription } from '../api/subscriptions';
import { formatStoreDay } from '../utils/dates';
import { type DialogKind, SubscriptionDialogs } from './subscription-dialogs';

const STATUS: Record<Subscription['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  active: { label: msg({ context: 'subscription status', message: 'Active' }), tone: 'leaf' },
  paused: { label: msg({ context: 'subscription status', message: 'Paused' }), tone: 'crema' },
  cancelled: { label: msg({ context: 'subscription status', message: 'Cancelled' }), tone: 'neutral' },
};

/** 'visa' → 'Visa •••• 4242'. */
export function cardTitle(card: { brand: string; last4: string }): string {
  return `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`;
}

export type Feedback = { kind: 'success' | 'error'; text: string } | null;

/** The server's sentence for a refused change, in the page's language; a fallback otherwise. */
export function errorText(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : UNKNOWN_ERROR_MESSAGE();
}

/** One subscription: what it sends, when and how, and every change the customer can make. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const change = useChangeSubscription(subscription._id);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const { status } = subscription;
  const weeks = subscription.everyWeeks;
  const rhythm = t`${plural(weeks, { one: 'Every week', other: 'Every # weeks' })}`;
  const isPickup = subscription.fulfillmentMethod === 'pickup';
  const next = formatStoreDay(subscription.nextDate, locale);

  /**
   * Sends a change and says what it did; a refusal answers the server's sentence (null when it
   * went through), which a dialog shows inside itself, and a button's change on the card.
   */
  async function apply(
    request: SubscriptionChange,
    success: (result: ChangeResult) => string,
  ): Promise<string | null> {
    setFeedback(null);
    try {
      const result = await change.mutateAsync(request);
      setFeedback({ kind: 'success', text: success(result) });
      return null;
    } catch (error) {
      return errorText(error);
    }
  }
  async function run(request: SubscriptionChange, success: (result: ChangeResult) => string) {
    const error = await apply(request, success);
    if (error) setFeedback({ kind: 'error', text: error });
  }

  const nextOf = (result: ChangeResult) => formatStoreDay(result.subscription.nextDate, locale);
  const skip = () =>
    void run({ kind: 'skip' }, (result) => {
      const day = nextOf(result);
      return t`Skipped. The next one comes around ${day}.`;
    });
  const pause = () =>
    void run({ kind: 'pause' }, () => t`Paused. Nothing is sent or charged until you resume.`);
  const resume = () =>
    void run({ kind: 'resume' }, (result) => {
      const day = nextOf(result);
      return t`Resumed. The next one comes around ${day}.`;
    });

  const failedAt = subscription.retryAt ? formatDate(subscription.retryAt, locale) : null;
  const chargeError = subscription.lastChargeError;
  const waitingSince = subscription.waitingSince ? formatDate(subscription.waitingSince, locale) : null;
  const percent =
    subscription.discountPercent !== null ? formatPercent(subscription.discountPercent / 100, locale) : null;
  const cancelledOn = subscription.cancelledAt ? formatDate(subscription.cancelledAt, locale) : null;
  const time = i18n._(DELIVERY_TIME_MESSAGES[subscription.deliveryMethod]);

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-3xl bg-cream-50 p-5 shadow-soft ring-1 ring-espresso-100 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-xl font-semibold text-espresso-900">
            {subscription.lines.length > 0 && subscription.lines[0] ? (
              <SubscriptionName subscription={subscription} />
            ) : (
              <Trans>Subscription</Trans>
            )}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-espresso-600">
            <Repeat aria-hidden="true" className="size-4" />
            {rhythm}
          </p>
        </div>
        <Badge tone={STATUS[status].tone}>{i18n._(STATUS[status].label)}</Badge>
      </header>

      {/* The message and the alerts are live regions of their own (status, alert). */}
      <div className="mt-4 flex flex-col gap-3 empty:hidden">
        {feedback?.kind === 'success' && (
          <p role="status" className="rounded-2xl bg-leaf-50 px-4 py-3 text-sm font-medium text-leaf-700">
            {feedback.text}
          </p>
        )}
        {feedback?.kind === 'error' && <Alert onDismiss={() => setFeedback(null)}>{feedback.text}</Alert>}
        {status !== 'cancelled' && subscription.failedCharges > 0 && (
          <Alert title={t`Your card was declined`}>
            {chargeError && <span>{chargeError} </span>}
            {failedAt ? (
              <Trans>
                We will try again on {failedAt}. Update the card below, or in{' '}
                <Link to={paths.account.payment} className="font-semibold underline underline-offset-2">
                  Payment Methods
                </Link>
                .
              </Trans>
            ) : (
              <Trans>
                Update the card below, or in{' '}
                <Link to={paths.account.payment} className="font-semibold underline underline-offset-2">
                  Payment Methods
                </Link>
                .
              </Trans>
            )}
          </Alert>
        )}
        {status !== 'cancelled' && waitingSince && (
          <Alert variant="info" title={t`Waiting for stock since ${waitingSince}`}>
            <Trans>We will place it as soon as the coffee is back; nothing is charged before.</Trans>
          </Alert>
        )}
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        <Fact term={isPickup ? t`Next pickup` : t`Next delivery`}>
          {status === 'active' ? (
            <span className="font-semibold text-espresso-900">{next}</span>
          ) : status === 'paused' ? (
            <Trans>Paused: nothing comes until you resume</Trans>
          ) : cancelledOn ? (
            <Trans>None: cancelled on {cancelledOn}</Trans>
          ) : (
            <Trans>None: cancelled</Trans>
          )}
        </Fact>
        <Fact term={t`Subscriber discount`}>
          {percent ? <Trans>{percent} off each order</Trans> : <Trans>None at the moment</Trans>}
        </Fact>
        <Fact term={t`Items`} wide>
          <LineList lines={subscription.lines} />
        </Fact>
        {subscription.extras.length > 0 && (
          <Fact term={t`One-off items for the next delivery`} wide>
            <LineList lines={subscription.extras} />
          </Fact>
        )}
        <Fact term={isPickup ? t`Store pickup` : t`Home delivery`}>
          {isPickup ? (
            <Trans>Collect it at our shop.</Trans>
          ) : (
            <>
              <p>
                {subscription.deliveryMethod === 'express' ? (
                  <Trans>Express · {time}</Trans>
                ) : (
                  <Trans>Standard · {time}</Trans>
                )}
              </p>
              {subscription.address && <AddressText address={subscription.address} className="mt-1" />}
            </>
          )}
        </Fact>
        <Fact term={t`Payment`}>
          {subscription.paymentMethod === 'stripe' ? (
            subscription.savedCard ? (
              cardTitle(subscription.savedCard)
            ) : (
              <Trans>Card</Trans>
            )
          ) : isPickup ? (
            <Trans>Cash at pickup</Trans>
          ) : (
            <Trans>Cash on delivery</Trans>
          )}
        </Fact>
        {status === 'cancelled' && subscription.cancelReason && (
          <Fact term={t`Reason`} wide>
            {i18n._(CANCEL_REASON_MESSAGES[subscription.cancelReason])}
            {subscription.cancelNote && (
              <span className="block text-espresso-600">{subscription.cancelNote}</span>
            )}
          </Fact>
        )}
      </dl>

      {status !== 'cancelled' && (
        <div className="mt-5 flex flex-col gap-3 border-t border-espresso-100 pt-5">
          <div className="flex flex-wrap gap-2">
            {status === 'active' ? (
              <>
                <Action icon={SkipForward} onClick={skip} disabled={change.isPending}>
                  <Trans>Skip the next one</Trans>
                </Action>
                <Action icon={ShoppingBag} onClick={() => setDialog('order-now')} disabled={change.isPending}>
                  <Trans>Order now</Trans>
                </Action>
                <Action icon={CalendarDays} onClick={() => setDialog('date')} disabled={change.isPending}>
                  <Trans>Change the date</Trans>
                </Action>
              </>
            ) : (
              <Action icon={Play} onClick={resume} disabled={change.isPending} variant="primary">
                <Trans>Resume</Trans>
              </Action>
            )}
            <Action icon={Repeat} onClick={() => setDialog('rhythm')} disabled={change.isPending}>
              <Trans>Change the rhythm</Trans>
            </Action>
          </div>
          <div className="flex flex-wrap gap-2">
            <Action icon={Pencil} onClick={() => setDialog('items')} disabled={change.isPending}>
              <Trans>Edit items</Trans>
            </Action>
            <Action icon={Plus} onClick={() => setDialog('extras')} disabled={change.isPending}>
              <Trans>Add a one-off item</Trans>
            </Action>
            <Action icon={Truck} onClick={() => setDialog('delivery')} disabled={change.isPending}>
              <Trans>Change delivery</Trans>
            </Action>
            <Action icon={CreditCard} onClick={() => setDialog('payment')} disabled={change.isPending}>
              <Trans>Change payment</Trans>
            </Action>
          </div>
          <div className="flex flex-wrap gap-2">
            {status === 'active' && (
              <Action icon={Pause} onClick={pause} disabled={change.isPending} variant="ghost">
                <Trans>Pause</Trans>
              </Action>
            )}
            <Action icon={X} onClick={() => setDialog('cancel')} disabled={change.isPending} variant="ghost">
              <Trans>Cancel subscription</Trans>
            </Action>
          </div>
        </div>
      )}

      <SubscriptionDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        subscription={subscription}
        apply={apply}
        pending={change.isPending}
      />
    </article>
  );
}

/** The first coffee's name, and how many more: "Ngozi Ground and 1 more". */
function SubscriptionName({ subscription }: { subscription: Subscription }) {
  const [first, ...rest] = subscription.lines;
  const name = first?.name ?? '';
  const more = rest.length;
  return more > 0 ? (
    <Trans>
      {name} and {more} more
    </Trans>
  ) : (
    <>{name}</>
  );
}

function LineList({ lines }: { lines: Subscription['lines'] }) {
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-1">
      {lines.map((line) => {
        const { quantity } = line;
        return (
          <li key={line.productId} className="flex justify-between gap-4">
            <span className="min-w-0">
              <span className="font-medium text-espresso-900">{line.name}</span>{' '}
              <span className="text-espresso-500">× {quantity}</span>
            </span>
            <span className="shrink-0 tabular-nums">
              {line.price === null ? (
                <span className="text-cherry-700">
                  <Trans>No longer sold</Trans>
                </span>
              ) : (
                formatPrice(line.price * quantity, locale)
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-[0.14em] text-espresso-500 uppercase">{term}</dt>
      <dd className="mt-1 text-espresso-800">{children}</dd>
    </div>
  );
}

function Action({
  icon: Icon,
  children,
  variant = 'secondary',
  ...props
}: {
  icon: typeof Repeat;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost';
}) {
  return (
    <Button size="sm" variant={variant} {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
