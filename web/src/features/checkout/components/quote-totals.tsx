import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutQuote } from '@ikawa/contracts/discounts';
import { TaxRows } from '@/components/ui/tax-rows';
import { cn } from '@/lib/cn';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import type { FeeQuote } from '../hooks/use-fees';
import { feeLabel } from './delivery-step';

interface QuoteTotalsProps {
  subtotal: number;
  fee: FeeQuote;
  feeTitle: string;
  /** The server's price: when there is one, every figure is its. */
  quote?: CheckoutQuote | undefined;
  /** The quote is being asked again (the figures shown are the previous ones). */
  updating?: boolean;
  /** Subscribe & save: the quote's discount is the subscriber's. */
  subscribing?: boolean;
}

/**
 * Subtotal, discount, delivery fee, sales tax and total. The
 * server's quote is shown as it is; without one (not answered yet, or failed) the cart's own
 * subtotal and the fee rule stand in, with no discount.
 */
export function QuoteTotals({
  subtotal,
  fee,
  feeTitle,
  quote,
  updating = false,
  subscribing = false,
}: QuoteTotalsProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const figures = quote
    ? {
        subtotal: quote.subtotal,
        discount: quote.discount,
        fee: { amount: quote.deliveryFee, isFree: quote.deliveryFee === 0 },
        total: quote.total,
      }
    : { subtotal, discount: 0, fee, total: fee.amount === null ? null : subtotal + fee.amount };
  const code = quote?.promo?.applied && !subscribing ? quote.promo.code : null;
  return (
    <dl
      className={cn('flex flex-col gap-2 text-sm transition-opacity', updating && 'opacity-60')}
      aria-busy={updating || undefined}
    >
      <div className="flex justify-between gap-4">
        <dt className="text-espresso-600">
          <Trans>Subtotal</Trans>
        </dt>
        <dd className="tabular-nums">{formatPrice(figures.subtotal, locale)}</dd>
      </div>
      {code && figures.discount > 0 && (
        <div className="flex justify-between gap-4 text-leaf-700">
          <dt>
            <Trans>
              Discount <span className="font-mono font-semibold tracking-wider">{code}</span>
            </Trans>
          </dt>
          <dd className="font-semibold tabular-nums">−{formatPrice(figures.discount, locale)}</dd>
        </div>
      )}
      {subscribing && figures.discount > 0 && (
        <div className="flex justify-between gap-4 text-leaf-700">
          <dt>
            <Trans>Subscribe & save discount</Trans>
          </dt>
          <dd className="font-semibold tabular-nums">−{formatPrice(figures.discount, locale)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-espresso-600">{feeTitle}</dt>
        <dd className={figures.fee.isFree ? 'font-semibold text-leaf-700' : 'tabular-nums'}>
          {feeLabel(figures.fee, i18n)}
        </dd>
      </div>
      <TaxRows tax={quote?.tax} showPlace />
      <div className="mt-1 flex justify-between gap-4 border-t border-espresso-100 pt-3 text-base font-semibold text-espresso-900">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="tabular-nums">{figures.total === null ? '—' : formatPrice(figures.total, locale)}</dd>
      </div>
    </dl>
  );
}
