import { useLingui } from '@lingui/react/macro';
import { Banknote, CreditCard, MapPin, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { DELIVERY_TIMES } from '@ikawa/contracts/constants';
import type { CheckoutQuote } from '@ikawa/contracts/discounts';
import { ORDER_MESSAGES } from '@ikawa/contracts/orders';
import type { StoreSchedule } from '@ikawa/contracts/rules/store-hours';
import type { StoreAddress } from '@ikawa/contracts/settings';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { formatPrice, formatWeight } from '@/lib/format';
import { pickupReadyText } from '@/lib/store-hours';
import type { CartLine } from '@/stores/cart';
import type { AddressDraft, CheckoutState } from '../hooks/checkout-machine';
import type { FeeQuote } from '../hooks/use-fees';
import { OrderTotals } from './order-totals';

interface ConfirmStepProps {
  lines: readonly CartLine[];
  subtotal: number;
  fee: FeeQuote;
  state: CheckoutState;
  storeAddress: StoreAddress | undefined;
  schedule: StoreSchedule | undefined;
  onEdit: (step: 'cart' | 'fulfillment' | 'address' | 'delivery' | 'payment') => void;
  /** The server's price of this order (issue 17) and whether it is being asked again. */
  quote?: CheckoutQuote | undefined;
  quoteUpdating?: boolean;
  /** The discount code box. */
  promoField?: ReactNode;
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
}: ConfirmStepProps) {
  const { i18n } = useLingui();
  const isPickup = state.fulfillment === 'pickup';
  const isCard = state.paymentMethod === 'stripe';
  return (
    <div className="flex flex-col gap-5">
      {state.notice && (
        <Alert title={state.notice === ORDER_MESSAGES.createFailed ? undefined : ORDER_MESSAGES.createFailed}>
          {state.notice}
        </Alert>
      )}
      <Section title="Items" onEdit={() => onEdit('cart')} editLabel="Edit items">
        <ul className="flex flex-col gap-2 text-sm">
          {lines.map((line) => (
            <li key={line.product._id} className="flex justify-between gap-4">
              <span className="min-w-0">
                <span className="font-medium text-espresso-900">{line.product.name}</span>{' '}
                <span className="text-espresso-500">
                  ({formatWeight(line.product.weight)}) × {line.quantity}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">{formatPrice(line.product.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
      </Section>

      {isPickup ? (
        <Section
          title="Store Pickup"
          icon={<Store aria-hidden="true" className="size-4" />}
          onEdit={() => onEdit('fulfillment')}
          editLabel="Edit store pickup"
        >
          {storeAddress ? <AddressLines address={storeAddress} /> : <p>Our shop</p>}
          {schedule && (
            <p className="mt-1 text-espresso-500">Ready {pickupReadyText(i18n, new Date(), schedule)}</p>
          )}
        </Section>
      ) : (
        <>
          <Section
            title="Ship to"
            icon={<MapPin aria-hidden="true" className="size-4" />}
            onEdit={() => onEdit('address')}
            editLabel="Edit address"
          >
            {state.address && <AddressLines address={state.address} phone={state.address.phone} />}
            {state.address?.instructions?.trim() && (
              <p className="mt-2 text-espresso-600">
                <span className="font-medium text-espresso-800">Instructions:</span>{' '}
                {state.address.instructions.trim()}
              </p>
            )}
          </Section>
          <Section
            title="Delivery"
            icon={<Truck aria-hidden="true" className="size-4" />}
            onEdit={() => onEdit('delivery')}
            editLabel="Edit delivery method"
          >
            <p>
              {state.deliveryMethod === 'express' ? 'Express' : 'Standard'} ·{' '}
              {DELIVERY_TIMES[state.deliveryMethod]}
            </p>
          </Section>
        </>
      )}

      <Section
        title="Payment"
        icon={
          isCard ? (
            <CreditCard aria-hidden="true" className="size-4" />
          ) : (
            <Banknote aria-hidden="true" className="size-4" />
          )
        }
        onEdit={() => onEdit('payment')}
        editLabel="Edit payment"
      >
        {isCard ? (
          <>
            <p>Card</p>
            <p className="mt-1 text-espresso-500">You will enter your card on the next step.</p>
          </>
        ) : (
          <p>{isPickup ? 'Cash at pickup' : 'Cash on delivery'}</p>
        )}
      </Section>

      {promoField}
      <div className="rounded-2xl bg-cream-200/60 p-4">
        <OrderTotals
          subtotal={subtotal}
          fee={fee}
          feeTitle={isPickup ? 'Pickup' : 'Delivery'}
          quote={quote}
          updating={quoteUpdating}
        />
      </div>

      {/* Issue 17 §3: the policies, in a new tab so the checkout stays open. */}
      <p className="text-xs leading-relaxed text-espresso-600">
        By placing your order you accept our{' '}
        <PolicyLink href={paths.policy.terms}>Terms of Service</PolicyLink>. See also our{' '}
        <PolicyLink href={paths.policy.shipping}>Shipping Policy</PolicyLink>,{' '}
        <PolicyLink href={paths.policy.returns}>Returns</PolicyLink> and{' '}
        <PolicyLink href={paths.policy.privacy}>Privacy Policy</PolicyLink>.
      </p>
    </div>
  );
}

function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-medium text-espresso-800 underline underline-offset-2 hover:text-espresso-950"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function AddressLines({ address, phone }: { address: Omit<AddressDraft, 'phone'>; phone?: string }) {
  return (
    <address className="not-italic">
      {address.street}
      <br />
      {address.postalCode} {address.city}, {address.country}
      {phone && (
        <>
          <br />+{phone}
        </>
      )}
    </address>
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
          Edit
        </button>
      </div>
      {children}
    </section>
  );
}
