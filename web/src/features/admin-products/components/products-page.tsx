import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Archive, Package, Plus, RefreshCw } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { PRODUCT_TYPES } from '@ikawa/contracts/enums';
import { PRODUCT_MESSAGE_DESCRIPTORS, PRODUCT_TYPE_MESSAGES } from '@ikawa/contracts/display';
import { actionErrorMessage } from '@/components/admin/action-error';
import { PageHeader } from '@/components/admin/page-header';
import { SearchInput } from '@/components/admin/search-input';
import { SelectField } from '@/components/admin/select-field';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { useMediaQuery } from '@/hooks/use-media-query';
import { type AdminProduct, type AdminProductFilters, useAdminProducts } from '../api/get-admin-products';
import { useRestoreProduct } from '../api/restore-product';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { ProductsList } from './products-list';
import { StockDialog } from './stock-dialog';

const TYPE_OPTIONS = [
  { value: 'all', label: msg`All types` },
  ...PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_MESSAGES[type] })),
];

type Editing = { product: AdminProduct | null } | null;

export function ProductsPage() {
  const { t, i18n } = useLingui();
  // Low stock is flagged by the store's own threshold, as on the dashboard.
  const lowStockThreshold = useQuery(settingsQueryOptions()).data?.lowStockThreshold;
  const f = useFormat();
  const [filters, setFilters] = useState<AdminProductFilters>({ q: '', type: 'all' });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [stocking, setStocking] = useState<AdminProduct | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const products = useAdminProducts(filters);
  const restore = useRestoreProduct();
  const wide = useMediaQuery('(min-width: 1024px)');
  const layout = wide ? 'table' : 'cards';
  const onSearch = useCallback((q: string) => setFilters((current) => ({ ...current, q })), []);

  const header = (
    <PageHeader
      title={t`Products Management`}
      description={t`The coffees on sale, their prices and stock.`}
      actions={
        <Button onClick={() => setEditing({ product: null })}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add product</Trans>
        </Button>
      }
    />
  );

  // SPEC §2: a failed list is a full-page error with an icon.
  if (products.isError && !products.data)
    return (
      <>
        {header}
        <ErrorPanel
          title={t`Error Loading Products`}
          action={
            <Button
              variant="secondary"
              onClick={() => void products.refetch()}
              isLoading={products.isFetching}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              <Trans>Retry</Trans>
            </Button>
          }
        >
          {i18n._(PRODUCT_MESSAGE_DESCRIPTORS.loadFailed)}
        </ErrorPanel>
      </>
    );

  const active = products.data?.filter((product) => !product.archived) ?? [];
  const archived = products.data?.filter((product) => product.archived) ?? [];
  const activeCount = f.number(active.length);
  const archivedCount = f.number(archived.length);
  const filtering = filters.q !== '' || filters.type !== 'all';
  const listActions = {
    layout,
    lowStockThreshold,
    onEdit: (product: AdminProduct) => setEditing({ product }),
    onAdjustStock: (product: AdminProduct) => setStocking(product),
    onDelete: (product: AdminProduct) => setDeleting(product),
    onRestore: (product: AdminProduct) =>
      restore.mutate(product._id, {
        onSuccess: (saved) => {
          const name = saved.name;
          setNotice(t`“${name}” is back on sale.`);
        },
      }),
    restoringId: restore.isPending ? (restore.variables ?? null) : null,
  } as const;

  return (
    <>
      {header}
      <div className="mb-5 grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
        <SearchInput
          label={t`Search products`}
          placeholder={t`Name of the coffee`}
          value={filters.q}
          onSearch={onSearch}
        />
        <SelectField
          label={t`Type`}
          options={TYPE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          value={filters.type}
          onChange={(event) =>
            setFilters((current) => ({ ...current, type: event.target.value as AdminProductFilters['type'] }))
          }
        />
      </div>

      {notice && (
        <Alert variant="info" onDismiss={() => setNotice(null)} className="mb-4">
          {notice}
        </Alert>
      )}
      {restore.isError && (
        <Alert onDismiss={() => restore.reset()} className="mb-4">
          {actionErrorMessage(restore.error, i18n._(PRODUCT_MESSAGE_DESCRIPTORS.updateFailed))}
        </Alert>
      )}

      {products.isPending ? (
        <LoadingState label={t`Loading products…`} />
      ) : (
        <div className="flex flex-col gap-8" aria-busy={products.isFetching || undefined}>
          <section aria-labelledby="products-on-sale">
            <div className="mb-3 flex items-center gap-3">
              <h2 id="products-on-sale" className="text-xl font-semibold">
                <Trans>
                  On sale <span className="text-espresso-500">({activeCount})</span>
                </Trans>
              </h2>
              {products.isFetching && <Spinner size="sm" label={t`Updating the list`} />}
            </div>
            {active.length === 0 ? (
              <StatePanel
                icon={Package}
                title={i18n._(PRODUCT_MESSAGE_DESCRIPTORS.empty)}
                action={
                  filtering ? (
                    <Button variant="secondary" onClick={() => setFilters({ q: '', type: 'all' })}>
                      <Trans>Clear filters</Trans>
                    </Button>
                  ) : (
                    <Button onClick={() => setEditing({ product: null })}>
                      <Trans>Add product</Trans>
                    </Button>
                  )
                }
              >
                {filtering ? (
                  <Trans>No product on sale matches your search.</Trans>
                ) : (
                  <Trans>Add your first coffee to open the shop.</Trans>
                )}
              </StatePanel>
            ) : (
              <ProductsList products={active} caption={t`Products on sale`} {...listActions} />
            )}
          </section>

          {archived.length > 0 && (
            <section aria-labelledby="products-archived">
              <h2 id="products-archived" className="flex items-center gap-2 text-xl font-semibold">
                <Archive aria-hidden="true" className="size-5 text-espresso-500" />
                <Trans>
                  Archived <span className="text-espresso-500">({archivedCount})</span>
                </Trans>
              </h2>
              <p className="mt-1 mb-3 text-sm text-espresso-600">
                <Trans>
                  Hidden from the shop but kept for the orders that contain them. Restore one to sell it
                  again.
                </Trans>
              </p>
              <ProductsList products={archived} caption={t`Archived products`} {...listActions} />
            </section>
          )}
        </div>
      )}

      <ProductFormDialog
        open={editing !== null}
        product={editing?.product ?? null}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setNotice(message);
        }}
      />
      <StockDialog product={stocking} onClose={() => setStocking(null)} onDone={setNotice} />
      <DeleteProductDialog
        product={deleting}
        onClose={() => setDeleting(null)}
        onDone={(message) => {
          setDeleting(null);
          setNotice(message);
        }}
      />
    </>
  );
}
