import { Package } from 'lucide-react';
import { type DashboardStats, stockBand } from '@ikawa/contracts/admin';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const BAND_TONES: Record<ReturnType<typeof stockBand>, BadgeTone> = {
  'Low stock': 'cherry',
  'Medium stock': 'crema',
  'In stock': 'leaf',
};

/** SPEC §9: 'Low stock' under 10, 'Medium stock' under 20, otherwise 'In stock'. */
export function StockBandBadge({ stock }: { stock: number }) {
  const band = stockBand(stock);
  return <Badge tone={BAND_TONES[band]}>{band}</Badge>;
}

export function PopularProducts({ products }: { products: DashboardStats['popularProducts'] }) {
  return (
    <section
      aria-labelledby="popular-products-title"
      className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-soft"
    >
      <h2 id="popular-products-title" className="mb-3 text-xl font-semibold text-espresso-900">
        Popular products
      </h2>
      {products.length === 0 ? (
        <p className="flex items-center gap-2 py-6 text-espresso-600">
          <Package aria-hidden="true" className="size-5 text-espresso-400" />
          No sales in the last 30 days.
        </p>
      ) : (
        <ul className="divide-y divide-espresso-100">
          {products.map((product) => (
            <li
              key={product._id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-espresso-900">{product.name}</p>
                <p className="text-sm text-espresso-500">
                  {product.sales} sold · {product.stock} in stock
                </p>
              </div>
              <StockBandBadge stock={product.stock} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
