import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ForecastAmount, SubscriptionForecast } from '@ikawa/contracts/admin-subscriptions';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useFormat } from '@/hooks/use-locale';
import { formatStoreDay } from './labels';

/** Bags and kilograms of one product: "3 bags · 1.5 kg" (no kilograms for a product without a weight). */
function Amount({ amount }: { amount: ForecastAmount | undefined }) {
  const f = useFormat();
  if (!amount) return <span className="text-espresso-400">—</span>;
  const bags = amount.bags;
  return (
    <span className="whitespace-nowrap tabular-nums">
      <Plural value={bags} one="# bag" other="# bags" />
      {amount.kg > 0 && <span className="text-espresso-600"> · {f.weight(amount.kg)}</span>}
    </span>
  );
}

/** The name a product is shown by; a product gone from the catalogue still counts. */
function useProductName() {
  const { t } = useLingui();
  return (amount: ForecastAmount) => amount.name || t`Product no longer sold`;
}

/**
 * The renewals of each day by product (bags and kilograms), the window's days in rows and its
 * products in columns, as the owner plans roasting and packing.
 */
export function ForecastByDay({ forecast }: { forecast: SubscriptionForecast }) {
  const { t } = useLingui();
  const f = useFormat();
  const name = useProductName();
  const products = forecast.totals;
  if (forecast.renewals === 0)
    return (
      <p className="text-sm text-espresso-600">
        <Trans>No renewal is expected in these days.</Trans>
      </p>
    );
  return (
    <ScrollRegion
      aria-label={t`Renewals by day`}
      className="rounded-2xl border border-espresso-100 bg-cream-50 shadow-xs"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Bags and kilograms to send each day, by product</Trans>
        </caption>
        <thead className="bg-cream-200/60 text-xs tracking-wide text-espresso-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold">
              <Trans>Day</Trans>
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              <Trans>Renewals</Trans>
            </th>
            {products.map((product) => (
              <th key={product.productId} scope="col" className="px-3 py-3 font-semibold">
                {name(product)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-espresso-100">
          {forecast.byDay.map((day) => {
            const amounts = new Map(day.products.map((amount) => [amount.productId, amount]));
            return (
              <tr key={day.date} className={day.renewals === 0 ? 'text-espresso-500' : undefined}>
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {formatStoreDay(day.date, f.locale, true)}
                </th>
                <td className="px-3 py-2 tabular-nums">{f.number(day.renewals)}</td>
                {products.map((product) => (
                  <td key={product.productId} className="px-3 py-2">
                    <Amount amount={amounts.get(product.productId)} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Each product over the whole window: what to roast. */
export function ForecastTotals({ forecast }: { forecast: SubscriptionForecast }) {
  const { t } = useLingui();
  const f = useFormat();
  const name = useProductName();
  if (forecast.totals.length === 0) return null;
  const bags = forecast.bags;
  return (
    <ScrollRegion
      aria-label={t`Totals by product`}
      className="rounded-2xl border border-espresso-100 bg-cream-50 shadow-xs"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Bags and kilograms over the whole period, by product</Trans>
        </caption>
        <thead className="bg-cream-200/60 text-xs tracking-wide text-espresso-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold">
              <Trans>Product</Trans>
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              <Trans>Bags</Trans>
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              <Trans>Kilograms</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-espresso-100">
          {forecast.totals.map((total) => (
            <tr key={total.productId}>
              <th scope="row" className="px-3 py-2 font-medium">
                {name(total)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{f.number(total.bags)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{total.kg > 0 ? f.weight(total.kg) : '—'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-espresso-200 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2">
              <Trans>All products</Trans>
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{f.number(bags)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{f.weight(forecast.kg)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
