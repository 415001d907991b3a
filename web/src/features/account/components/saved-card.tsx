import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, Star } from 'lucide-react';
import type { PaymentMethod } from '@ikawa/contracts/users';
import { Badge } from '@/components/ui/badge';
import { brandLabel } from '../utils/card-brand';
import { ListItemActions } from './list-item-actions';

interface SavedCardProps {
  card: PaymentMethod;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
  makingDefault: boolean;
  disabled: boolean;
}

/** One saved card: brand, '•••• 4242', expiry, holder and the default marker (SPEC §2, §9). */
export function SavedCard({
  card,
  onEdit,
  onMakeDefault,
  onDelete,
  makingDefault,
  disabled,
}: SavedCardProps) {
  const { t, i18n } = useLingui();
  const brand = brandLabel(card.brand, i18n);
  const name = `${brand} ${card.cardNumber}`;
  return (
    <li aria-label={card.isDefault ? t`${name} (default)` : name} className="flex flex-col gap-3">
      <div className="relative flex aspect-[1.7] max-h-52 flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br from-espresso-800 via-espresso-900 to-espresso-950 p-5 text-cream-50 shadow-soft">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-10 size-44 rounded-full bg-crema-400/15"
        />
        <div className="relative flex items-start justify-between gap-3">
          <span className="flex items-center gap-2 font-semibold">
            <CreditCard aria-hidden="true" className="size-5 text-crema-300" />
            {brand}
          </span>
          {card.isDefault && (
            <Badge tone="leaf">
              <Star aria-hidden="true" className="size-3" />
              <Trans>Default</Trans>
            </Badge>
          )}
        </div>
        <p className="relative font-mono text-xl tracking-widest sm:text-2xl">{card.cardNumber}</p>
        <dl className="relative flex items-end justify-between gap-4 text-sm">
          <div className="min-w-0">
            <dt className="text-xs tracking-wide text-cream-300 uppercase">
              <Trans>Cardholder</Trans>
            </dt>
            <dd className="truncate font-medium">{card.cardholderName}</dd>
          </div>
          <div className="shrink-0 text-right">
            <dt className="text-xs tracking-wide text-cream-300 uppercase">
              <Trans>Expires</Trans>
            </dt>
            <dd className="font-medium">{card.expiryDate}</dd>
          </div>
        </dl>
      </div>
      <ListItemActions
        name={name}
        isDefault={card.isDefault}
        onEdit={onEdit}
        onMakeDefault={onMakeDefault}
        onDelete={onDelete}
        makingDefault={makingDefault}
        disabled={disabled}
        editMarker={{ 'data-edit-card': card._id }}
      />
    </li>
  );
}
