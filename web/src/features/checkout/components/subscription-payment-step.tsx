import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, CreditCard } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '@ikawa/contracts/enums';
import type { PaymentMethod as SavedCard } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cartActions } from '@/stores/cart';
import { useSavedCards } from '../api/get-saved-cards';
import { ChoiceCard } from './choice-card';

/** 'visa' → 'Visa •••• 4242'. */
export function savedCardTitle(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`;
}

const NO_CARDS: SavedCard[] = [];

interface SubscriptionPaymentStepProps {
  userId: string | undefined;
  method: PaymentMethod;
  savedCardId: string | null;
  onChange: (method: PaymentMethod, savedCardId: string | null) => void;
  fulfillment: 'delivery' | 'pickup';
}

/**
 * Subscribe & save: cash, or one of the saved cards, charged now and at each renewal without the
 * shopper present; no card is typed here. Without a saved card, the way to add one.
 */
export function SubscriptionPaymentStep({
  userId,
  method,
  savedCardId,
  onChange,
  fulfillment,
}: SubscriptionPaymentStepProps) {
  const { t } = useLingui();
  const saved = useSavedCards(userId, true);
  const cards = saved.data ?? NO_CARDS;
  const chosen = method === 'stripe' ? cards.find((card) => card._id === savedCardId) : undefined;
  const firstCard = cards[0]?._id ?? null;

  // A card chosen earlier that is gone (or card without a choice): the default card, else cash.
  useEffect(() => {
    if (method !== 'stripe' || saved.isPending || chosen) return;
    onChange(firstCard ? 'stripe' : 'cash', firstCard);
  }, [method, saved.isPending, chosen, firstCard, onChange]);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm text-espresso-600">
        <Trans>How would you like to pay for each delivery?</Trans>
      </legend>
      <ChoiceCard
        name="payment-method"
        value="cash"
        checked={method === 'cash'}
        onChange={() => onChange('cash', null)}
        icon={Banknote}
        title={t`Cash`}
      >
        {fulfillment === 'pickup' ? (
          <Trans>Pay each order when you collect it.</Trans>
        ) : (
          <Trans>Pay the courier for each order on delivery.</Trans>
        )}
      </ChoiceCard>
      {saved.isPending && saved.fetchStatus !== 'idle' ? (
        <Spinner label={t`Loading your saved cards…`} />
      ) : (
        cards.map((card) => {
          const { expiryDate } = card;
          return (
            <ChoiceCard
              key={card._id}
              name="payment-method"
              value={card._id}
              checked={method === 'stripe' && savedCardId === card._id}
              onChange={() => onChange('stripe', card._id)}
              icon={CreditCard}
              title={savedCardTitle(card)}
              aside={card.isDefault ? t`Default` : undefined}
            >
              <Trans>Expires {expiryDate}. Charged now and at each renewal.</Trans>
            </ChoiceCard>
          );
        })
      )}
      {saved.isError && (
        <Alert variant="info">
          <Trans>We could not load your saved cards. You can pay in cash, or try again later.</Trans>
        </Alert>
      )}
      {saved.isSuccess && cards.length === 0 && (
        <p className="rounded-2xl bg-cream-200/60 p-4 text-sm text-espresso-700">
          <Trans>
            To pay by card, first save a card in{' '}
            <Link
              to={paths.account.payment}
              onClick={cartActions.close}
              className="font-semibold text-espresso-900 underline underline-offset-2"
            >
              My Account → Payment Methods
            </Link>
            ; your cart stays as it is.
          </Trans>
        </p>
      )}
    </fieldset>
  );
}
