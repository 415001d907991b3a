import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Banknote, CreditCard, MapPin, Repeat, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHref } from 'react-router';
import { DELIVERY_TIME_MESSAGES } from '@ikawa/contracts/constants';
import type { CheckoutQuote } from '@ikawa/contracts/discounts';
import { lineLabel } from '@ikawa/contracts/display';
import { ORDER_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/orders';
import type { StoreSchedule } from '@ikawa/contracts/rules/store-hours';
import type { StoreAddress } from '@ikawa/contracts/settings';
import { AddressText } from '@/components/ui/address-text';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import { pickupReadyText } from '@/lib/store-hours';
import type { CartLine } from '@/stores/cart';
import type { CheckoutState } from '../hooks/checkout-machine';
import type { FeeQuote } from '../hooks/use-fees';
import { QuoteTotals } from './quote-totals';

interface ConfirmStepProps {
  lines: readonly CartLine[];
  subtotal: number;
  fee: FeeQuote;
  state: CheckoutState;
  storeAddress: StoreAddress | undefined;
  schedule: StoreSchedule | undefined;
  onEdit: (step: 'cart' | 'fulfillment' | 'address' | 'delivery' | 'payment') => void;
  /** The server's price of this order and whether it is being asked again. */
  quote?: CheckoutQuote | undefined;
  quoteUpdating?: boolean;
  /** The discount code box. */
  promoField?: ReactNode;
  /** Subscribe & save: the rhythm, and the saved card charged ("Visa •••• 4242"), if by card. */
  subscription?: { everyWeeks: number; card: string | null } | null;
}

/**
 * SPEC §2: review lines, totals, where it goes and how it is paid (the method chosen: cash, or a
 * card entered on the next step), then 'Place Order' — or 'Continue to payment' on the card path.
 */
export function ConfirmStep({
  lines,
  subtotal,
  fee,
  state,
  storeAddress,
  schedule,
  onEdit,
  quote,
  quoteUpdating,
  promoField,
  subscription = null,
}: ConfirmStepProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const isPickup = state.fulfillment === 'pickup';
  const isCard = state.paymentMethod === 'stripe';
  const createFailed = i18n._(ORDER_MESSAGE_DESCRIPTORS.createFailed);
  const when = schedule ? pickupReadyText(i18n, new Date(), schedule) : null;
  const instructions = state.address?.instructions?.trim();
  const time = i18n._(DELIVERY_TIME_MESSAGES[state.deliveryMethod]);
  const weeks = subscription?.everyWeeks ?? 0;
  const card = subscription?.card;
  return (
    <div className="flex flex-col gap-5">
      {state.notice && (
        <Alert title={state.notice === createFailed ? undefined : createFailed}>{state.notice}</Alert>
      )}
      <Section title={t`Items`} onEdit={() => onEdit('cart')} editLabel={t`Edit items`}>
        <ul className="flex flex-col gap-2 text-sm">
          {lines.map((line) => {
            const quantity = line.quantity;
            return (
              <li key={line.product._id} className="flex justify-between gap-4">
                <span className="min-w-0">
                  <span className="font-medium text-espresso-900">{lineLabel(line.product, locale)}</span>{' '}
                  <span className="text-espresso-500">× {quantity}</span>
                </span>
                <span className="shrink-0 tabular-nums">
                  {formatPrice(line.product.price * line.quantity, locale)}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>

      {subscription && (
        <Section
          title={t`Subscribe & save`}
          icon={<Repeat aria-hidden="true" className="size-4" />}
          onEdit={() => onEdit('cart')}
          editLabel={t`Edit subscription`}
        >
          <p>{t`${plural(weeks, { one: 'Every week', other: 'Every # weeks' })}`}</p>
          <p className="mt-1 text-espresso-500">
            <Trans>
              This is the first order. The next ones are placed on their day, at that day’s prices.
            </Trans>
          </p>
        </Section>
      )}

      {isPickup ? (
        <Section
          title={t`Store Pickup`}
          icon={<Store aria-hidden="true" className="size-4" />}
          onEdit={() => onEdit('fulfillment')}
          editLabel={t`Edit store pickup`}
        >
          {storeAddress ? (
            <AddressText address={storeAddress} />
          ) : (
            <p>
              <Trans>Our shop</Trans>
            </p>
          )}
          {when && (
            <p className="mt-1 text-espresso-500">
              <Trans>Ready {when}</Trans>
            </p>
          )}
        </Section>
      ) : (
        <>
          <Section
            title={t`Ship to`}
            icon={<MapPin aria-hidden="true" className="size-4" />}
            onEdit={() => onEdit('address')}
            editLabel={t`Edit address`}
          >
            {state.address && (
              // The phone is kept without the '+' the address step shows before it.
              <AddressText address={state.address} phone={state.address.phone && `+${state.address.phone}`} />
            )}
            {instructions && (
              <p className="mt-2 text-espresso-600">
                <Trans>
                  <span className="font-medium text-espresso-800">Instructions:</span> {instructions}
                </Trans>
              </p>
            )}
          </Section>
          <Section
            title={t`Delivery`}
            icon={<Truck aria-hidden="true" className="size-4" />}
            onEdit={() => onEdit('delivery')}
            editLabel={t`Edit delivery method`}
          >
            <p>
              {state.deliveryMethod === 'express' ? (
                <Trans>Express · {time}</Trans>
              ) : (
                <Trans>Standard · {time}</Trans>
              )}
            </p>
          </Section>
        </>
      )}

      <Section
        title={t`Payment`}
        icon={
          isCard ? (
            <CreditCard aria-hidden="true" className="size-4" />
          ) : (
            <Banknote aria-hidden="true" className="size-4" />
          )
        }
        onEdit={() => onEdit('payment')}
        editLabel={t`Edit payment`}
      >
        {isCard && subscription ? (
          <>
            <p>{card ?? <Trans>Card</Trans>}</p>
            <p className="mt-1 text-espresso-500">
              <Trans>Your saved card is charged now and at each renewal.</Trans>
            </p>
          </>
        ) : isCard ? (
          <>
            <p>
              <Trans>Card</Trans>
            </p>
            <p className="mt-1 text-espresso-500">
              <Trans>You will enter your card on the next step.</Trans>
            </p>
          </>
        ) : (
          <p>{isPickup ? <Trans>Cash at pickup</Trans> : <Trans>Cash on delivery</Trans>}</p>
        )}
      </Section>

      {promoField}
      <div className="rounded-2xl bg-cream-200/60 p-4">
        <QuoteTotals
          subtotal={subtotal}
          fee={fee}
          feeTitle={isPickup ? t`Pickup` : t`Delivery`}
          quote={quote}
          updating={quoteUpdating}
          subscribing={subscription !== null}
        />
      </div>

      {/* The policies, in a new tab so the checkout stays open. */}
      <p className="text-xs leading-relaxed text-espresso-600">
        <Trans>
          By placing your order you accept our{' '}
          <PolicyLink href={paths.policy.terms}>Terms of Service</PolicyLink>. See also our{' '}
          <PolicyLink href={paths.policy.shipping}>Shipping Policy</PolicyLink>,{' '}
          <PolicyLink href={paths.policy.returns}>Returns</PolicyLink> and{' '}
          <PolicyLink href={paths.policy.privacy}>Privacy Policy</PolicyLink>.
        </Trans>
      </p>
    </div>
  );
}

function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  // A plain link (it opens a new tab), so it takes the page's `/fr` itself.
  const localized = useHref(href);
  return (
    <a
      href={localized}
      target="_blank"
      rel="noopener"
      className="font-medium text-espresso-800 underline underline-offset-2 hover:text-espresso-950"
    >
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

function Section({
  title,
  icon,
  onEdit,
  editLabel,
  children,
}: {
  title: string;
  icon?: ReactNode;
  onEdit: () => void;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="text-sm text-espresso-800">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wide text-espresso-900 uppercase">
          {icon}
          {title}
        </h3>
        <button
          type="button"
          onClick={onEdit}
          // Each name starts with the visible "Edit", so voice control finds it (WCAG 2.5.3).
          aria-label={editLabel}
          className="-my-2 inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-leaf-700 hover:bg-leaf-50"
        >
          <Trans>Edit</Trans>
        </button>
      </div>
      {children}
    </section>
  );
}
