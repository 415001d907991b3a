import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Download, Printer, RefreshCw, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { ADMIN_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/admin';
import type { Order } from '@ikawa/contracts/orders';
import { actionErrorMessage } from '@/components/admin/action-error';
import { ExportDialog } from '@/components/admin/export-dialog';
import { PageHeader } from '@/components/admin/page-header';
import { Pagination } from '@/components/admin/pagination';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useExportOrders } from '../api/export-orders';
import { ADMIN_ORDERS_PAGE_SIZE, useAdminOrders } from '../api/get-admin-orders';
import { type PackingSlipsChoice, useOpenPackingSlips } from '../api/packing-slips';
import { hasActiveFilters, useOrderFilters } from '../hooks/use-order-filters';
import { useOrderSelection } from '../hooks/use-order-selection';
import { AssignDeliveryDialog } from './assign-delivery-dialog';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFiltersBar } from './order-filters';
import { OrdersTable, viewOrderButtonId } from './orders-table';
import { SelectionBar } from './selection-bar';

interface OrdersPageProps {
  /** SPEC §6: the admin orders query runs only when signed in as an admin. */
  isAdmin: boolean;
}

export function OrdersPage({ isAdmin }: OrdersPageProps) {
  const { t, i18n } = useLingui();
  const { filters, setFilters, clearFilters } = useOrderFilters();
  const orders = useAdminOrders(filters, { enabled: isAdmin });
  const wide = useMediaQuery('(min-width: 1200px)');
  const [viewing, setViewing] = useState<Order | null>(null);
  // The order whose detail is open: its row's button takes the focus back when the detail closes.
  const viewedId = useRef<string | null>(null);
  function openDetail(order: Order) {
    viewedId.current = order._id;
    setViewing(order);
  }
  const [assigning, setAssigning] = useState<Order | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const selection = useOrderSelection();
  const slips = useOpenPackingSlips();
  // The packing slips' address when the browser blocked the new tab: offered as a link.
  const [blockedSlips, setBlockedSlips] = useState<string | null>(null);
  const exportOrders = useExportOrders();
  const [exporting, setExporting] = useState(false);
  // The export's days are the store's: its presets count from today in the store's time zone.
  const storeZone = useQuery({ ...settingsQueryOptions(), enabled: isAdmin }).data?.timeZone;

  function printSlips(choice: PackingSlipsChoice) {
    setBlockedSlips(null);
    slips.mutate(choice, {
      onSuccess: ({ opened, url }) => {
        if (!opened) setBlockedSlips(url);
      },
    });
  }

  function showStatusError(error: unknown) {
    setNotice(null);
    setBanner(actionErrorMessage(error, i18n._(ADMIN_MESSAGE_DESCRIPTORS.updateStatusFailed)));
  }

  // SPEC §2: dismissing the mutation-error banner also refetches, as the list may be stale.
  function dismissBanner() {
    setBanner(null);
    void orders.refetch();
  }

  const header = (
    <PageHeader
      title={t`Orders Management`}
      description={t`Every order in the shop, newest first.`}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => printSlips({ date: 'today' })}
            isLoading={slips.isPending && slips.variables && 'date' in slips.variables}
          >
            <Printer aria-hidden="true" className="size-4" />
            <Trans>Today’s deliveries</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setExporting(true)}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Export</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void orders.refetch()} isLoading={orders.isRefetching}>
            {!orders.isRefetching && <RefreshCw aria-hidden="true" className="size-4" />}
            <Trans>Refresh</Trans>
          </Button>
        </>
      }
    />
  );

  const loadError = orders.error?.message ?? '';
  let content;
  if (orders.isError && !orders.data) {
    content = (
      <ErrorPanel
        title={t`Error loading orders: ${loadError}`}
        onRetry={() => void orders.refetch()}
        isRetrying={orders.isFetching}
      />
    );
  } else if (orders.isPending) {
    content = <LoadingState label={t`Loading orders…`} />;
  } else if (orders.data.data.length === 0) {
    content = hasActiveFilters(filters) ? (
      <StatePanel
        icon={SearchX}
        title={i18n._(ADMIN_MESSAGE_DESCRIPTORS.noOrdersFiltered)}
        action={
          <Button variant="secondary" onClick={clearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        }
      />
    ) : (
      <StatePanel
        icon={ClipboardList}
        title={i18n._(ADMIN_MESSAGE_DESCRIPTORS.noOrders)}
        action={
          <Button variant="secondary" onClick={() => void orders.refetch()} isLoading={orders.isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" />
            <Trans>Refresh</Trans>
          </Button>
        }
      >
        <Trans>Orders will appear here as soon as customers place them.</Trans>
      </StatePanel>
    );
  } else {
    content = (
      <div aria-busy={orders.isFetching || undefined}>
        <OrdersTable
          orders={orders.data.data}
          layout={wide ? 'table' : 'cards'}
          onOpen={openDetail}
          onAssign={setAssigning}
          onMutationError={showStatusError}
          selection={selection}
        />
        <Pagination
          page={orders.data.page}
          totalPages={orders.data.totalPages}
          total={orders.data.total}
          totalIsEstimate={orders.data.totalIsEstimate}
          pageSize={ADMIN_ORDERS_PAGE_SIZE}
          noun={t`orders`}
          nounOne={t`order`}
          isFetching={orders.isFetching}
          onPageChange={(page) => setFilters({ page })}
        />
      </div>
    );
  }

  return (
    <>
      {header}
      <OrderFiltersBar filters={filters} onChange={setFilters} onClear={clearFilters} />
      {banner && (
        <Alert onDismiss={dismissBanner} className="mb-4">
          {banner}
        </Alert>
      )}
      {notice && (
        <Alert variant="info" onDismiss={() => setNotice(null)} className="mb-4">
          {notice}
        </Alert>
      )}
      {orders.isError && orders.data && (
        <Alert className="mb-4">
          <Trans>Error loading orders: {loadError}</Trans>
        </Alert>
      )}
      {slips.isError && (
        <Alert onDismiss={() => slips.reset()} className="mb-4">
          {actionErrorMessage(slips.error, t`The packing slips could not be opened. Please try again.`)}
        </Alert>
      )}
      {blockedSlips && (
        <Alert variant="info" onDismiss={() => setBlockedSlips(null)} className="mb-4">
          <Trans>
            Your browser kept the packing slips from opening in a new tab.{' '}
            <a href={blockedSlips} target="_blank" rel="noopener" className="font-semibold underline">
              Open the packing slips
            </a>
          </Trans>
        </Alert>
      )}
      {(selection.ids.length > 0 || (orders.data && orders.data.data.length > 0)) && (
        <SelectionBar
          count={selection.ids.length}
          canSelectMore={selection.canSelectMore}
          isPrinting={slips.isPending && slips.variables !== undefined && 'ids' in slips.variables}
          onPrint={() => printSlips({ ids: [...selection.ids] })}
          onClear={selection.clear}
        />
      )}
      {orders.isFetching && !orders.isPending && (
        <p className="mb-2 flex items-center gap-2 text-sm text-espresso-500">
          <Spinner size="sm" /> <Trans>Updating…</Trans>
        </p>
      )}
      {content}

      <OrderDetailDialog
        order={viewing}
        onClose={() => setViewing(null)}
        onAssign={setAssigning}
        onMutationError={showStatusError}
        returnFocusTo={() =>
          viewedId.current ? document.getElementById(viewOrderButtonId(viewedId.current)) : null
        }
      />
      <ExportDialog
        // Until the settings arrive the browser's day stands in; the form then starts again
        // from the store's day.
        key={storeZone ?? 'browser'}
        timeZone={storeZone}
        open={exporting}
        onClose={() => {
          exportOrders.reset();
          setExporting(false);
        }}
        title={t`Export orders`}
        description={t`One row per order placed on these days: customer, province, amounts, payment and refunds.`}
        isPending={exportOrders.isPending}
        error={exportOrders.error}
        onExport={async (range) => {
          await exportOrders.mutateAsync(range);
          setExporting(false);
          exportOrders.reset();
        }}
      />
      <AssignDeliveryDialog
        order={assigning}
        enabled={isAdmin}
        onClose={() => setAssigning(null)}
        onAssigned={(order) => {
          setAssigning(null);
          setBanner(null);
          const number = order.number;
          const courier = order.delivery.assignedTo?.name;
          setNotice(
            courier
              ? t`Order ${number} was assigned to ${courier}.`
              : t`Order ${number} was assigned to the courier.`,
          );
        }}
      />
    </>
  );
}
