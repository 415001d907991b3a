import { DEFAULT_TIME_ZONE } from '@ikawa/contracts/store-hours';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import type { CheckoutQuote } from '@ikawa/contracts/discounts';
import { TaxRows } from '@/components/ui/tax-rows';
import { ORDER_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/orders';
import { type CheckoutStep, nextStep, stepNumber } from '@ikawa/contracts/rules/checkout-steps';
import { deliveryRefusal } from '@ikawa/contracts/rules/delivery-fee';
import { toCents } from '@ikawa/contracts/money';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useShippingCountries } from '@/features/settings/api/get-settings';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import { scheduleOf } from '@/lib/store-hours';
import { cartActions, useCart } from '@/stores/cart';
import { SubscribeChoice } from '@/components/ui/subscribe-choice';
import { useSubscriptionOffer } from '@/lib/subscription-offer';
import { useSavedCards } from '../api/get-saved-cards';
import type { AddressDraft } from '../hooks/checkout-machine';
import { useQuote } from '../api/get-quote';
import { termsOf, useDeliveryZone } from '../api/lookup-delivery-zone';
import { quotableAddress } from '../hooks/quotable-address';
import { dispatchCheckout, useCheckout } from '../hooks/use-checkout';
import { amountToFreeShipping, useFees } from '../hooks/use-fees';
import { usePlaceOrder } from '../hooks/use-place-order';
import { hasStockIssues, useStockCheck } from '../hooks/use-stock-check';
import { ADDRESS_FORM_ID, AddressStep, prefillAddress } from './address-step';
import { BuyAgainNotice } from './buy-again-notice';
import { CardStep } from './card-step';
import { CartStep } from './cart-step';
import { ConfirmStep } from './confirm-step';
import { DeliveryStep } from './delivery-step';
import { FulfillmentStep } from './fulfillment-step';
import { PaymentStep } from './payment-step';
import { PromoCodeField } from './promo-code-field';
import { SubscriptionPaymentStep, savedCardTitle } from './subscription-payment-step';
import { SubscriptionSuccessStep } from './subscription-success-step';
import { SuccessStep } from './success-step';

const STEP_TITLES: Record<CheckoutStep, MessageDescriptor> = {
  cart: msg`Your Cart`,
  fulfillment: msg`Delivery or Pickup`,
  address: msg`Shipping Address`,
  delivery: msg`Delivery Method`,
  payment: msg`Payment Method`,
  confirm: msg`Review Your Order`,
  card: msg`Card Payment`,
  success: msg`Order Placed`,
};
const SUBSCRIBED_TITLE = msg`Subscription Started`;

/**
 * The review step's button says what it does: a cash order is placed; on the card path it opens
 * the payment, and the card is charged on the card step that follows.
 */
export function confirmLabel(byCard: boolean, pending: boolean, subscribing = false): MessageDescriptor {
  // A subscription by card is charged to a saved card: no card form follows.
  if (subscribing) return pending ? msg`Subscribing…` : msg`Subscribe`;
  if (byCard) return pending ? msg`Opening payment…` : msg`Continue to payment`;
  return pending ? msg`Placing Order…` : msg`Place Order`;
}

/**
 * The slide-in cart and checkout (SPEC §2, §4): one panel, opened from the cart store, that walks
 * cart → fulfillment → address → delivery → payment → confirm → (card) → success.
 */
export function CheckoutPanel() {
  const { t, i18n } = useLingui();
  const cart = useCart();
  const [state, dispatch] = useCheckout();
  const { user, openAuthDialog } = useAuth();
  const { step, fulfillment, deliveryMethod } = state;
  // Subscribe & save (the cart's mode): weeks between orders, or null for a one-time purchase.
  const subscription = cart.subscription;
  const subscribing = subscription !== null;
  const offer = useSubscriptionOffer();
  const savedCards = useSavedCards(
    user?._id,
    cart.isOpen && subscribing && state.paymentMethod === 'stripe' && step === 'confirm',
  );
  const chosenCard =
    subscribing && state.paymentMethod === 'stripe'
      ? savedCards.data?.find((card) => card._id === state.savedCardId)
      : undefined;
  const stock = useStockCheck(cart.lines, cart.isOpen);
  const shippingCountries = useShippingCountries();
  // The zone of the address decides the fees, the minimum and the days (decision 019).
  const zone = useDeliveryZone(
    fulfillment === 'delivery' ? quotableAddress(state.address, shippingCountries) : null,
  );
  const zoneTerms = zone.data?.terms && !zone.isPlaceholderData ? termsOf(zone.data.terms) : null;
  const fees = useFees(cart.subtotal, fulfillment, deliveryMethod, zoneTerms);
  const refusal = fees.terms
    ? deliveryRefusal(fulfillment, deliveryMethod, toCents(cart.subtotal), fees.terms)
    : null;
  // The cart and the review step show the server's price, discount code included.
  const quote = useQuote(
    {
      lines: cart.lines,
      fulfillment,
      deliveryMethod,
      promoCode: state.promoCode,
      address: quotableAddress(state.address, shippingCountries),
      userId: user?._id ?? null,
      subscribe: subscribing,
    },
    cart.isOpen && (step === 'cart' || step === 'confirm'),
  );
  const promoOutcome = state.promoCode ? quote.data?.promo : null;
  const promoRefused = Boolean(
    !subscribing && state.promoCode && promoOutcome && !promoOutcome.applied && !quote.isPlaceholderData,
  );
  // A subscription is priced with the subscriber discount instead of a code.
  const promoField = subscribing ? null : (
    <PromoCodeField
      code={state.promoCode}
      outcome={quote.isPlaceholderData ? undefined : promoOutcome}
      checking={quote.isFetching}
      onApply={(code) => dispatch({ type: 'setPromoCode', code })}
      onRemove={() => dispatch({ type: 'setPromoCode', code: null })}
    />
  );

  const askSignIn = useCallback(
    (resumeStep: CheckoutStep) => {
      dispatch({ type: 'askSignIn', resumeStep });
      cartActions.close();
      // SPEC §6/§8: 'Please login to continue' opens the sign-in dialog.
      openAuthDialog({ notice: i18n._(ORDER_MESSAGE_DESCRIPTORS.pleaseLogin) });
    },
    [dispatch, openAuthDialog, i18n],
  );

  const { placeOrder, isPending } = usePlaceOrder({
    lines: cart.lines,
    subscription,
    onSignedOut: () => askSignIn('confirm'),
    onStockConflict: () => void stock.refetch(),
  });

  useResumeAfterSignIn(state.resumeStep);
  useForgetOnSignOut(user?._id ?? null, state.resumeStep);

  // A cart emptied elsewhere (another tab, a remove) has nothing left to check out.
  useEffect(() => {
    if (cart.lines.length === 0 && step !== 'cart' && step !== 'success')
      dispatch({ type: 'goTo', step: 'cart' });
  }, [cart.lines.length, step, dispatch]);

  // An order just bought again changed the cart: the panel shows the cart and its summary, even
  // if the shopper had left it half-way through checking out.
  const shownNotice = useRef<typeof cart.buyAgainNotice>(null);
  useEffect(() => {
    if (shownNotice.current === cart.buyAgainNotice) return;
    shownNotice.current = cart.buyAgainNotice;
    if (cart.buyAgainNotice && step !== 'cart') dispatch({ type: 'goTo', step: 'cart' });
  }, [cart.buyAgainNotice, step, dispatch]);

  // A message about the cart (e.g. the server's stock sentence) is settled once the shopper
  // changes a quantity or removes a line.
  const quantities = cart.lines.map((line) => `${line.product._id}:${line.quantity}`).join();
  const lastQuantities = useRef(quantities);
  useEffect(() => {
    if (lastQuantities.current === quantities) return;
    lastQuantities.current = quantities;
    if (step === 'cart' && state.notice) dispatch({ type: 'setNotice', notice: null });
  }, [quantities, step, state.notice, dispatch]);

  const bodyRef = useStepFocus(step, state.notice);

  const onDraftChange = useCallback(
    (address: AddressDraft) => dispatch({ type: 'saveAddress', address }),
    [dispatch],
  );
  const onServerErrorsShown = useCallback(() => dispatch({ type: 'clearAddressErrors' }), [dispatch]);
  const onSubscriptionPayment = useCallback(
    (method: 'cash' | 'stripe', savedCardId: string | null) => {
      dispatch({ type: 'setPaymentMethod', method });
      dispatch({ type: 'setSavedCard', id: savedCardId });
    },
    [dispatch],
  );

  function close() {
    cartActions.close();
    if (step === 'success') dispatch({ type: 'goTo', step: 'cart' });
  }

  function checkout() {
    if (!user) askSignIn('fulfillment');
    else dispatch({ type: 'next' });
  }

  // No delivery there, or not on these terms: the shopper picks up instead (the next step is payment).
  const choosePickup = () => {
    dispatch({ type: 'setFulfillment', fulfillment: 'pickup' });
    dispatch({ type: 'goTo', step: nextStep('fulfillment', 'pickup', state.paymentMethod) });
  };

  // Express where the zone offers none: standard is chosen instead.
  useEffect(() => {
    if (refusal?.code === 'express_not_offered') dispatch({ type: 'setDeliveryMethod', method: 'standard' });
  }, [refusal?.code, dispatch]);

  const isBlocked = hasStockIssues(cart.lines);
  const checkingStock = stock.isLoading;
  const back = () => dispatch({ type: 'back' });
  const next = () => dispatch({ type: 'next' });

  let body;
  let footer;
  switch (step) {
    case 'cart': {
      const cartStep = (
        <CartStep
          lines={cart.lines}
          notice={state.notice}
          stockError={stock.isError}
          onRetryStock={() => void stock.refetch()}
          promoField={promoField}
          subscribeField={
            offer.data ? (
              <SubscribeChoice
                offer={offer.data}
                value={subscription}
                onChange={cartActions.setSubscription}
              />
            ) : null
          }
        />
      );
      // Above an empty cart too: "nothing could be added" needs saying most of all.
      body = cart.buyAgainNotice ? (
        <div className="flex h-full flex-col gap-3">
          <BuyAgainNotice notice={cart.buyAgainNotice} />
          <div className="flex-1">{cartStep}</div>
        </div>
      ) : (
        cartStep
      );
      footer = cart.lines.length > 0 && (
        <div className="flex flex-col gap-3">
          <CartFigures
            subtotal={cart.subtotal}
            quote={quote.isPlaceholderData ? undefined : quote.data}
            subscribing={subscribing}
          />
          {isBlocked && (
            <p id="checkout-blocked" className="text-sm font-medium text-cherry-700">
              {i18n._(ORDER_MESSAGE_DESCRIPTORS.resolveStock)}
            </p>
          )}
          <Button
            size="lg"
            fullWidth
            onClick={checkout}
            disabled={isBlocked || checkingStock}
            isLoading={checkingStock}
            aria-describedby={isBlocked ? 'checkout-blocked' : undefined}
          >
            <Trans>Checkout</Trans>
          </Button>
          <p className="text-center text-xs text-espresso-500">
            <Trans>Delivery fee calculated at checkout.</Trans>
          </p>
        </div>
      );
      break;
    }
    case 'fulfillment':
      body = (
        <FulfillmentStep
          value={fulfillment}
          onChange={(value) => dispatch({ type: 'setFulfillment', fulfillment: value })}
          storeAddress={fees.settings.data?.storeAddress}
          schedule={scheduleOf(fees.settings.data)}
          settingsLoading={fees.settings.isPending}
        />
      );
      footer = <StepActions onBack={back} onNext={next} />;
      break;
    case 'address':
      body = (
        <AddressStep
          defaultValues={state.address ?? prefillAddress(user, shippingCountries)}
          notice={state.notice}
          serverErrors={state.addressErrors}
          onDraftChange={onDraftChange}
          onServerErrorsShown={onServerErrorsShown}
          onSubmit={(address) => {
            dispatch({ type: 'saveAddress', address });
            next();
          }}
          onChoosePickup={choosePickup}
        />
      );
      footer = <StepActions onBack={back} form={ADDRESS_FORM_ID} />;
      break;
    case 'delivery':
      body = (
        <DeliveryStep
          value={deliveryMethod}
          onChange={(method) => dispatch({ type: 'setDeliveryMethod', method })}
          quote={fees.quote}
          toFreeShipping={amountToFreeShipping(fees.terms, cart.subtotal)}
          settingsError={fees.settings.isError}
          onRetrySettings={() => void fees.settings.refetch()}
          calendar={withDeliveryDays(scheduleOf(fees.settings.data), zoneTerms?.deliveryDays ?? null)}
          zone={zoneTerms}
          belowMinimum={refusal?.code === 'below_delivery_minimum' ? refusal : null}
          onChoosePickup={choosePickup}
        />
      );
      footer = (
        <StepActions onBack={back} onNext={next} nextDisabled={refusal?.code === 'below_delivery_minimum'} />
      );
      break;
    case 'payment':
      body = subscribing ? (
        <SubscriptionPaymentStep
          userId={user?._id}
          method={state.paymentMethod}
          savedCardId={state.savedCardId}
          onChange={onSubscriptionPayment}
          fulfillment={fulfillment}
        />
      ) : (
        <PaymentStep
          value={state.paymentMethod}
          onChange={(method) => dispatch({ type: 'setPaymentMethod', method })}
          fulfillment={fulfillment}
        />
      );
      footer = <StepActions onBack={back} onNext={next} />;
      break;
    case 'confirm':
      body = (
        <ConfirmStep
          lines={cart.lines}
          subtotal={cart.subtotal}
          fee={fees.fee}
          state={state}
          storeAddress={fees.settings.data?.storeAddress}
          schedule={scheduleOf(fees.settings.data)}
          onEdit={(target) => dispatch({ type: 'goTo', step: target })}
          quote={quote.data}
          quoteUpdating={quote.isPlaceholderData}
          promoField={promoField}
          subscription={
            subscribing
              ? { everyWeeks: subscription, card: chosenCard ? savedCardTitle(chosenCard) : null }
              : null
          }
        />
      );
      footer = (
        <StepActions onBack={back} backDisabled={isPending}>
          <Button
            size="lg"
            onClick={() => void placeOrder()}
            isLoading={isPending}
            // A code that does not apply is removed (or the cart changed) before ordering: the
            // server would refuse it rather than charge more than the shopper was shown.
            disabled={promoRefused}
            aria-describedby={promoRefused ? 'promo-refused' : undefined}
            // One line on a phone too: 'Continue to payment' is longer than 'Place Order'.
            className="flex-1 px-4 whitespace-nowrap"
            variant="accent"
          >
            {i18n._(confirmLabel(state.paymentMethod === 'stripe', isPending, subscribing))}
          </Button>
        </StepActions>
      );
      break;
    case 'card':
      body = state.cardIntent ? (
        <CardStep
          intent={state.cardIntent}
          onStockConflict={() => void stock.refetch()}
          onUseCash={() => dispatch({ type: 'setPaymentMethod', method: 'cash' })}
        />
      ) : null;
      // The form's own Pay button moves on.
      footer = (
        <StepActions onBack={back}>
          <span className="flex-1" />
        </StepActions>
      );
      break;
    case 'success':
      body =
        state.order && state.subscription ? (
          <SubscriptionSuccessStep order={state.order} subscription={state.subscription} />
        ) : state.order ? (
          <SuccessStep order={state.order} timeZone={fees.settings.data?.timeZone ?? DEFAULT_TIME_ZONE} />
        ) : null;
      footer = (
        <div className="flex flex-col gap-3">
          {state.subscription ? (
            <ButtonLink to={paths.account.subscriptions} onClick={close} size="lg">
              <Trans>View My Subscriptions</Trans>
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.account.orders} onClick={close} size="lg">
              <Trans>View My Orders</Trans>
            </ButtonLink>
          )}
          <Button variant="secondary" size="lg" onClick={close}>
            <Trans>Continue Shopping</Trans>
          </Button>
        </div>
      );
      break;
  }

  const { itemCount } = cart;
  // A subscription has no card step: a saved card is charged when it is placed.
  const progress = stepNumber(step, fulfillment, subscribing ? 'cash' : state.paymentMethod);
  let description: string | undefined;
  if (step === 'cart' && itemCount > 0)
    description = t`${plural(itemCount, { one: '# item', other: '# items' })}`;
  else if (progress) {
    const { current, total } = progress;
    description = t`Step ${current} of ${total}`;
  }

  return (
    <Dialog
      open={cart.isOpen}
      onClose={close}
      title={i18n._(step === 'success' && state.subscription ? SUBSCRIBED_TITLE : STEP_TITLES[step])}
      description={description}
      placement="right"
      footer={footer || undefined}
      // The cart's first control is a line's Remove button: a second Enter on the cart button
      // must not delete a line, so the panel opens on itself, read by its title.
      initialFocus="dialog"
    >
      <div ref={bodyRef} tabIndex={-1} className="h-full outline-none" data-testid={`checkout-step-${step}`}>
        {body}
      </div>
    </Dialog>
  );
}

/**
 * The cart's subtotal, the code's discount once the server's quote applies it, and the sales tax
 * of the lines shown: the delivery fee is chosen later, so its tax is left out here too.
 */
export function CartFigures({
  subtotal,
  quote,
  subscribing = false,
}: {
  subtotal: number;
  quote: CheckoutQuote | undefined;
  /** Subscribe & save: the quote's discount is the subscriber's, named as such. */
  subscribing?: boolean;
}) {
  const locale = useLocale();
  const applied = quote?.promo?.applied && !subscribing ? quote.promo : null;
  const code = applied?.code;
  // A 0.00 tax line would read as a mistake: a cart of coffee only says why there is none.
  const zeroRatedOnly =
    quote !== undefined &&
    quote.lines.length > 0 &&
    quote.lines.every((line) => line.taxCategory === 'zero_rated_grocery');
  return (
    <dl className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between">
        <dt className="text-espresso-600">
          <Trans>Subtotal</Trans>
        </dt>
        <dd className="text-lg font-semibold tabular-nums text-espresso-900">
          {formatPrice(quote?.subtotal ?? subtotal, locale)}
        </dd>
      </div>
      {applied && quote && quote.discount > 0 && (
        <div className="flex items-baseline justify-between text-leaf-700">
          <dt>
            <Trans>
              Discount <span className="font-mono font-semibold tracking-wider">{code}</span>
            </Trans>
          </dt>
          <dd className="font-semibold tabular-nums">−{formatPrice(quote.discount, locale)}</dd>
        </div>
      )}
      {subscribing && quote && quote.discount > 0 && (
        <div className="flex items-baseline justify-between text-leaf-700">
          <dt>
            <Trans>Subscribe & save discount</Trans>
          </dt>
          <dd className="font-semibold tabular-nums">−{formatPrice(quote.discount, locale)}</dd>
        </div>
      )}
      {zeroRatedOnly ? (
        <div className="text-sm text-espresso-600">
          <dt className="sr-only">
            <Trans>Sales tax</Trans>
          </dt>
          <dd>
            <Trans>Coffee is zero-rated: no sales tax</Trans>
          </dd>
        </div>
      ) : (
        // The server's tax of these lines (estimated until there is an address).
        <TaxRows tax={quote?.itemsTax} className="text-sm" showPlace />
      )}
    </dl>
  );
}

/**
 * SPEC §2: a signed-out shopper who pressed Checkout continues where they were once signed in
 * (the panel reopens on the same step); closing the sign-in dialog instead drops the plan.
 */
function useResumeAfterSignIn(resumeStep: CheckoutStep | null) {
  const { user, status, dialog } = useAuth();
  const dialogWasOpen = useRef(false);
  useEffect(() => {
    const wasOpen = dialogWasOpen.current;
    dialogWasOpen.current = dialog.open;
    if (!resumeStep) return;
    if (user) {
      // Admins and couriers are taken to their own area after signing in.
      if (user.role !== 'customer') {
        dispatchCheckout({ type: 'cancelResume' });
        return;
      }
      dispatchCheckout({ type: 'resume' });
      cartActions.open();
    } else if (wasOpen && !dialog.open && status !== 'loading') {
      dispatchCheckout({ type: 'cancelResume' });
    }
  }, [resumeStep, user, status, dialog.open]);
}

/** What one shopper typed is not shown to the next one on this device. */
function useForgetOnSignOut(userId: string | null, resumeStep: CheckoutStep | null) {
  const previousUser = useRef(userId);
  useEffect(() => {
    const previous = previousUser.current;
    previousUser.current = userId;
    if (previous && previous !== userId && !resumeStep) dispatchCheckout({ type: 'reset' });
  }, [userId, resumeStep]);
}

/**
 * Moves the focus to the new step, so keyboard and screen-reader users start at its top; a new
 * message (a failed Place Order) takes the focus too, so it is read and Escape still works.
 */
function useStepFocus(step: CheckoutStep, notice: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef({ step, notice });
  useEffect(() => {
    const before = previous.current;
    previous.current = { step, notice };
    const container = ref.current;
    if (!container) return;
    // The step may have focused something itself (a field the server rejected).
    if (container.contains(document.activeElement) && document.activeElement !== container) return;
    if (before.step !== step) {
      (container.querySelector<HTMLElement>('[data-step-focus]') ?? container).focus();
    } else if (notice && notice !== before.notice) {
      container.focus();
    }
  }, [step, notice]);
  return ref;
}

/** The store's calendar with the days the zone is served, for the promise each choice names. */
function withDeliveryDays<C extends object>(calendar: C | undefined, deliveryDays: number[] | null) {
  return calendar ? { ...calendar, deliveryDays } : undefined;
}

interface StepActionsProps {
  onBack: () => void;
  onNext?: () => void;
  /** Continue cannot be pressed (the step says why). */
  nextDisabled?: boolean;
  /** Submits this form instead of calling `onNext`. */
  form?: string;
  backDisabled?: boolean;
  children?: ReactNode;
}

/** Back and Continue, mirrored on every checkout step (SPEC §4). */
function StepActions({ onBack, onNext, form, backDisabled, nextDisabled, children }: StepActionsProps) {
  return (
    <div className="flex gap-3">
      <Button variant="secondary" size="lg" onClick={onBack} disabled={backDisabled}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back</Trans>
      </Button>
      {children ?? (
        // A fresh element per kind: React re-renders inside the click, and a button that became a
        // submit button before the browser finished the click would also submit the next form.
        <Button
          key={form ?? 'next'}
          size="lg"
          className="flex-1"
          type={form ? 'submit' : 'button'}
          form={form}
          onClick={onNext}
          disabled={nextDisabled}
        >
          <Trans>Continue</Trans>
        </Button>
      )}
    </div>
  );
}
