import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DollarSign, Package, RefreshCw, ShoppingBag, Users } from 'lucide-react';
import { ADMIN_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/admin';
import { ErrorPanel } from '@/components/admin/state-panel';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { ChangeFigure } from './change-figure';
import { LowStockWarning } from './low-stock-warning';
import { PopularProducts } from './popular-products';
import { RecentOrders } from './recent-orders';
import { SalesChart } from './sales-chart';
import { StatCard } from './stat-card';
import { SubscriptionsCard } from './subscriptions-card';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

export function Dashboard() {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const stats = useDashboardStats();

  if (!stats.data) {
    if (!stats.isError) return <LoadingState label={t`Loading dashboard…`} />;
    const reason = stats.error.message;
    return (
      <ErrorPanel
        title={i18n._(ADMIN_MESSAGE_DESCRIPTORS.dashboardFailed)}
        onRetry={() => void stats.refetch()}
        isRetrying={stats.isFetching}
      >
        {/* SPEC §8: the fetch error names what failed and the server's message. */}
        <Trans>Failed to fetch dashboard statistics: {reason}</Trans>
      </ErrorPanel>
    );
  }

  const data = stats.data;
  const updated = f.dateWith(new Date(stats.dataUpdatedAt), TIME);
  const lowStock = data.lowStockProducts;
  const threshold = f.number(data.lowStockThreshold);
  return (
    <div className="flex flex-col gap-6">
      <div className="-mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-espresso-500">
        <p>
          {stats.isError ? (
            <Trans>
              Updated {updated} · refreshes every 5 minutes
              <span className="text-cherry-700"> · the last refresh failed</span>
            </Trans>
          ) : (
            <Trans>Updated {updated} · refreshes every 5 minutes</Trans>
          )}
        </p>
        <Button variant="ghost" size="sm" onClick={() => void stats.refetch()} isLoading={stats.isFetching}>
          {!stats.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
          <Trans>Refresh</Trans>
        </Button>
      </div>
      <LowStockWarning count={data.lowStockProducts} threshold={data.lowStockThreshold} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t`Sales (30 days)`}
          value={f.price(data.totalSales)}
          icon={DollarSign}
          footer={<ChangeFigure change={data.salesChange} />}
        />
        <StatCard
          label={t`Orders (30 days)`}
          value={f.number(data.totalOrders)}
          icon={ShoppingBag}
          footer={<ChangeFigure change={data.ordersChange} />}
        />
        <StatCard
          label={t`Customers`}
          value={f.number(data.totalCustomers)}
          icon={Users}
          footer={<ChangeFigure change={data.customersChange} />}
        />
        <StatCard
          label={t`Products`}
          value={f.number(data.totalProducts)}
          icon={Package}
          footer={
            <span className="text-xs text-espresso-500">
              {lowStock === 0 ? (
                <Trans>All above the low-stock threshold</Trans>
              ) : (
                <Plural
                  value={lowStock}
                  one={`# low on stock (under ${threshold})`}
                  other={`# low on stock (under ${threshold})`}
                />
              )}
            </span>
          }
        />
      </div>
      <SalesChart days={data.salesByDay} />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <RecentOrders orders={data.recentOrders} />
        <PopularProducts products={data.popularProducts} />
        <SubscriptionsCard figures={data.subscriptions} />
      </div>
    </div>
  );
}
