import { Trans, useLingui } from '@lingui/react/macro';
import { ArchiveRestore, Languages, PackagePlus, Pencil, Trash2 } from 'lucide-react';
import { PRODUCT_TYPE_MESSAGES, productWeight } from '@ikawa/contracts/display';
import { isLowStock } from '@ikawa/contracts/rules/low-stock';
import { missingTranslations } from '@ikawa/contracts/products';
import { Badge } from '@/components/ui/badge';
import { ProductThumb } from '@/components/ui/product-image';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFormat } from '@/hooks/use-locale';
import type { AdminProduct } from '../api/get-admin-products';

/** The main photo, or the drawing for type and weight. */
function Thumbnail({ product }: { product: AdminProduct }) {
  return <ProductThumb product={{ ...product, photo: product.photos[0] ?? null }} className="size-10" />;
}

/**
 * Low stock (less than the store's threshold, the dashboard's rule: contracts' rules/low-stock.ts)
 * is shown red in the admin list, with words, not colour alone. Until the settings have
 * arrived nothing is flagged.
 */
export function StockFigure({ stock, threshold }: { stock: number; threshold: number | undefined }) {
  const low = threshold !== undefined && isLowStock(stock, threshold);
  return (
    <span className={cn('tabular-nums', low ? 'font-semibold text-cherry-700' : 'text-espresso-800')}>
      {stock}
      {low && (
        <span className="sr-only">
          {' '}
          <Trans>(low stock)</Trans>
        </span>
      )}
    </span>
  );
}

/** Which of the product's French texts the owner has still to write, said in words. */
function MissingFrench({ product, className }: { product: AdminProduct; className?: string }) {
  const { t } = useLingui();
  const missing = missingTranslations(product);
  if (missing.length === 0) return null;
  const label =
    missing.length > 1
      ? t`French missing: name and description`
      : missing[0] === 'name'
        ? t`French missing: name`
        : t`French missing: description`;
  return (
    <Badge tone="crema" className={className}>
      <Languages aria-hidden="true" className="size-3.5" />
      {label}
    </Badge>
  );
}

interface ProductsListProps {
  products: readonly AdminProduct[];
  layout: 'table' | 'cards';
  onEdit: (product: AdminProduct) => void;
  /** "Adjust stock" and the product's stock history. */
  onAdjustStock: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  onRestore: (product: AdminProduct) => void;
  restoringId: string | null;
  caption: string;
  /** The store's low-stock threshold (Settings → Inventory); undefined until it has arrived. */
  lowStockThreshold: number | undefined;
}

function Actions({
  product,
  onEdit,
  onAdjustStock,
  onDelete,
  onRestore,
  restoringId,
}: Omit<ProductsListProps, 'products' | 'layout' | 'caption' | 'lowStockThreshold'> & {
  product: AdminProduct;
}) {
  const { t } = useLingui();
  const name = product.name;
  if (product.archived)
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onRestore(product)}
        isLoading={restoringId === product._id}
        aria-label={t`Restore ${name}`}
      >
        {restoringId !== product._id && <ArchiveRestore aria-hidden="true" className="size-4" />}
        <Trans>Restore</Trans>
      </Button>
    );
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onAdjustStock(product)}
        aria-label={t`Adjust stock of ${name}`}
        title={t`Adjust stock`}
      >
        <PackagePlus aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="ghost" size="icon" onClick={() => onEdit(product)} aria-label={t`Edit ${name}`}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(product)}
        aria-label={t`Delete ${name}`}
        className="text-cherry-700 hover:bg-cherry-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/** The products as a table on wide screens and as cards on phones and tablets. */
export function ProductsList({
  products,
  layout,
  caption,
  lowStockThreshold,
  ...actions
}: ProductsListProps) {
  const { i18n } = useLingui();
  const f = useFormat();
  if (layout === 'cards')
    return (
      <ul aria-label={caption} className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {products.map((product) => (
          <li
            key={product._id}
            // Archived ones are set apart by their background, not by fading: faded text fails contrast.
            className={cn(
              'rounded-2xl border border-espresso-100 p-4 shadow-xs',
              product.archived ? 'border-dashed bg-cream-100' : 'bg-cream-50',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 items-start gap-3">
                <Thumbnail product={product} />
                <div className="min-w-0">
                  <p className="font-semibold text-espresso-900">{product.name}</p>
                  <p className="text-sm text-espresso-600">
                    {[i18n._(PRODUCT_TYPE_MESSAGES[product.type]), productWeight(product, f.locale)]
                      .filter(Boolean)
                      .join(' · ')}
                    {product.archived && (
                      <>
                        {' · '}
                        <Trans>Archived</Trans>
                      </>
                    )}
                  </p>
                  <MissingFrench product={product} className="mt-1.5" />
                </div>
              </div>
              <Actions product={product} {...actions} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-espresso-500">
                  <Trans>Price</Trans>
                </dt>
                <dd className="font-medium tabular-nums">{f.price(product.price)}</dd>
              </div>
              <div>
                <dt className="text-espresso-500">
                  <Trans>Stock</Trans>
                </dt>
                <dd>
                  <StockFigure stock={product.stock} threshold={lowStockThreshold} />
                </dd>
              </div>
              <div>
                <dt className="text-espresso-500">
                  <Trans>Sold</Trans>
                </dt>
                <dd className="tabular-nums">{f.number(product.sold)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="overflow-hidden rounded-2xl border border-espresso-100 bg-cream-50 shadow-xs">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cream-200/60 text-xs tracking-wide text-espresso-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Product</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Type</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Weight</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <Trans>Price</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <Trans>Stock</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <Trans>Sold</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-espresso-100">
          {products.map((product) => (
            <tr key={product._id} className={cn(product.archived && 'bg-cream-100 text-espresso-600')}>
              <th scope="row" className="max-w-sm px-4 py-2 font-medium text-espresso-900">
                <span className="flex items-center gap-3">
                  <Thumbnail product={product} />
                  <span className="min-w-0">
                    <span className="block truncate">{product.name}</span>
                    <span className="mt-1 flex flex-wrap gap-1 empty:hidden">
                      {product.archived && (
                        <Badge tone="neutral">
                          <Trans>Archived</Trans>
                        </Badge>
                      )}
                      <MissingFrench product={product} />
                    </span>
                  </span>
                </span>
              </th>
              <td className="px-4 py-3">{i18n._(PRODUCT_TYPE_MESSAGES[product.type])}</td>
              {/* An accessory without a weight has none to show. */}
              <td className="px-4 py-3 whitespace-nowrap">{productWeight(product, f.locale) ?? '—'}</td>
              <td className="px-4 py-3 text-right tabular-nums">{f.price(product.price)}</td>
              <td className="px-4 py-3 text-right">
                <StockFigure stock={product.stock} threshold={lowStockThreshold} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{f.number(product.sold)}</td>
              <td className="px-4 py-2 text-right">
                <Actions product={product} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
