import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxSummary } from '@ikawa/contracts/tax';
import {
  EXPORT_LABEL_MESSAGE,
  PROVINCE_NAME_MESSAGES,
  TAX_REGISTRATION_MESSAGES,
  taxLineMessage,
} from '@ikawa/contracts/tax';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';

interface TaxRowsProps {
  /** The server's tax: a quote's or an order's; nothing is computed here. */
  tax: TaxSummary | null | undefined;
  className?: string;
  labelClassName?: string;
  /** Say where the tax is charged ("Ontario", "estimated for Ontario"). */
  showPlace?: boolean;
}

/**
 * The sales tax lines of a price, one per tax (HST 13 %, GST 5 % and QST 9.975 %…), as rows of
 * the surrounding `<dl>`: the cart, the review step, My Orders and the admin's order detail.
 */
export function TaxRows({
  tax,
  className,
  labelClassName = 'text-espresso-600',
  showPlace = false,
}: TaxRowsProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  if (!tax) return null;
  const place = tax.placeOfSupply;
  // The province in the page's language ("Québec"), from its code.
  const province = i18n._(place.province ? PROVINCE_NAME_MESSAGES[place.province] : EXPORT_LABEL_MESSAGE);
  const where =
    place.basis === 'estimate'
      ? t`Sales tax estimated for ${province} until you give an address`
      : place.basis === 'pickup'
        ? t`Sales tax for ${province} (picked up at the store)`
        : t`Sales tax for ${province} (delivery address)`;
  // A tax of the place the shop is not registered for is not charged: said once per tax.
  const notRegistered = tax.notRegistered.map((kind) => {
    const name = i18n._(TAX_REGISTRATION_MESSAGES[kind]);
    return {
      kind,
      label:
        kind === 'gstHst'
          ? t`No GST/HST: the shop is a small supplier, not registered`
          : t`No ${name}: the shop is not registered for it`,
    };
  });
  return (
    <>
      {tax.lines.length === 0 && notRegistered.length > 0 ? null : tax.lines.length === 0 ? (
        <div className={cn('flex justify-between gap-4', className)}>
          <dt className={labelClassName}>
            <Trans>Sales tax (export, zero-rated)</Trans>
          </dt>
          <dd className="tabular-nums">{formatPrice(0, locale)}</dd>
        </div>
      ) : (
        tax.lines.map((line) => (
          <div key={line.tax} className={cn('flex justify-between gap-4', className)}>
            <dt className={labelClassName}>
              {i18n._(taxLineMessage(line, locale))}
              {tax.included && (
                <span className="text-espresso-500">
                  {' '}
                  <Trans>(included)</Trans>
                </span>
              )}
            </dt>
            <dd className="tabular-nums">{formatPrice(line.amount, locale)}</dd>
          </div>
        ))
      )}
      {notRegistered.map(({ kind, label }) => (
        <div key={kind} className={cn('flex justify-between gap-4', className)}>
          <dt className={labelClassName}>{label}</dt>
          <dd className="tabular-nums">{formatPrice(0, locale)}</dd>
        </div>
      ))}
      {showPlace && place.province && (
        <div className={cn('-mt-1 text-xs text-espresso-500', className)}>
          <dt className="sr-only">
            <Trans>Tax charged for</Trans>
          </dt>
          <dd>{where}</dd>
        </div>
      )}
    </>
  );
}
