import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import type { PaymentMethod } from '@ikawa/contracts/users';
import { ChoiceCard } from './choice-card';

export const NEW_CARD = 'new';

/** 'visa' → 'Visa', 'amex' → 'Amex'. */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * Which card pays: one of the saved cards (default first, chosen until the shopper picks) or a
 * new one. Shared by the simulated and the Stripe card forms.
 */
export function useSavedCardChoice(savedCards: readonly PaymentMethod[], onPick?: () => void) {
  const [choice, setChoice] = useState<string | null>(null);
  const savedChoice = savedCards.find((saved) => saved._id === (choice ?? savedCards[0]?._id));
  return {
    savedChoice,
    selected: savedChoice?._id ?? NEW_CARD,
    pick(id: string) {
      setChoice(id);
      onPick?.();
    },
  };
}

interface Props {
  savedCards: readonly PaymentMethod[];
  selected: string;
  onPick: (id: string) => void;
}

/** The saved cards above 'Use a new card'; nothing when no card is saved. */
export function SavedCardChoice({ savedCards, selected, onPick }: Props) {
  const { t } = useLingui();
  if (savedCards.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm text-espresso-600">
        <Trans>Pay with</Trans>
      </legend>
      {savedCards.map((saved) => {
        const { expiryDate, cardholderName } = saved;
        return (
          <ChoiceCard
            key={saved._id}
            name="saved-card"
            value={saved._id}
            checked={selected === saved._id}
            onChange={() => onPick(saved._id)}
            icon={CreditCard}
            title={`${brandName(saved.brand)} •••• ${saved.last4}`}
            aside={saved.isDefault ? t`Default` : undefined}
          >
            <Trans>
              Expires {expiryDate} · {cardholderName}
            </Trans>
          </ChoiceCard>
        );
      })}
      <ChoiceCard
        name="saved-card"
        value={NEW_CARD}
        checked={selected === NEW_CARD}
        onChange={() => onPick(NEW_CARD)}
        icon={Plus}
        title={t`Use a new card`}
      >
        <Trans>Type in the details of another card.</Trans>
      </ChoiceCard>
    </fieldset>
  );
}
