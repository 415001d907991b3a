import type { TaxSummary } from '@ikawa/contracts/tax';
import { taxLineTitle } from '@ikawa/contracts/tax';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';

interface TaxRowsProps {
  /** The server's tax (issue 16): a quote's or an order's; nothing is computed here. */
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
  if (!tax) return null;
  const place = tax.placeOfSupply;
  const where =
    place.basis === 'estimate'
      ? `Sales tax estimated for ${place.label} (delivery included) until you give an address`
      : place.basis === 'pickup'
        ? `Sales tax for ${place.label} (picked up at the store)`
        : `Sales tax for ${place.label} (delivery address)`;
  return (
    <>
      {tax.lines.length === 0 ? (
        <div className={cn('flex justify-between gap-4', className)}>
          <dt className={labelClassName}>Sales tax (export, zero-rated)</dt>
          <dd className="tabular-nums">{formatPrice(0)}</dd>
        </div>
      ) : (
        tax.lines.map((line) => (
          <div key={line.tax} className={cn('flex justify-between gap-4', className)}>
            <dt className={labelClassName}>
              {taxLineTitle(line)}
              {tax.included && <span className="text-espresso-500"> (included)</span>}
            </dt>
            <dd className="tabular-nums">{formatPrice(line.amount)}</dd>
          </div>
        ))
      )}
      {showPlace && place.province && (
        <div className={cn('-mt-1 text-xs text-espresso-500', className)}>
          <dt className="sr-only">Tax charged for</dt>
          <dd>{where}</dd>
        </div>
      )}
    </>
  );
}
