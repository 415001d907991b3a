import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import { type DashboardStats, stockBandMessage } from '@ikawa/contracts/admin';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-locale';

/** The tone of each band, by the band's message id (the words depend on the language). */
const BAND_TONES: Record<string, BadgeTone> = {
  'stock.band.low': 'cherry',
  'stock.band.medium': 'crema',
  'stock.band.high': 'leaf',
};

/** SPEC §9: 'Low stock' under 10, 'Medium stock' under 20, otherwise 'In stock'. */
export function StockBandBadge({ stock }: { stock: number }) {
  const { i18n } = useLingui();
  const band = stockBandMessage(stock);
  return <Badge tone={BAND_TONES[band.id] ?? 'neutral'}>{i18n._(band)}</Badge>;
}

export function PopularProducts({ products }: { products: DashboardStats['popularProducts'] }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <section
      aria-labelledby="popular-products-title"
      className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-soft"
    >
      <h2 id="popular-products-title" className="mb-3 text-xl font-semibold text-espresso-900">
        <Trans>Popular products</Trans>
      </h2>
      {products.length === 0 ? (
        <p className="flex items-center gap-2 py-6 text-espresso-600">
          <Package aria-hidden="true" className="size-5 text-espresso-400" />
          <Trans>No sales in the last 30 days.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-espresso-100">
          {products.map((product) => {
            const sales = product.sales;
            const stock = f.number(product.stock);
            return (
              <li
                key={product._id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-espresso-900">{product.name}</p>
                  <p className="text-sm text-espresso-500">{t`${plural(sales, { one: `# sold · ${stock} in stock`, other: `# sold · ${stock} in stock` })}`}</p>
                </div>
                <StockBandBadge stock={product.stock} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
