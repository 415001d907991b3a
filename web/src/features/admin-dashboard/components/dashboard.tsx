import { DollarSign, Package, RefreshCw, ShoppingBag, Users } from 'lucide-react';
import { ADMIN_MESSAGES } from '@ikawa/contracts/admin';
import { ErrorPanel } from '@/components/admin/state-panel';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { formatPrice } from '@/lib/format';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { ChangeFigure } from './change-figure';
import { LowStockWarning } from './low-stock-warning';
import { PopularProducts } from './popular-products';
import { RecentOrders } from './recent-orders';
import { SalesChart } from './sales-chart';
import { StatCard } from './stat-card';

const count = new Intl.NumberFormat('en-US');
const timeFormatter = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function Dashboard() {
  const stats = useDashboardStats();

  if (!stats.data) {
    if (!stats.isError) return <LoadingState label="Loading dashboard…" />;
    return (
      <ErrorPanel
        title={ADMIN_MESSAGES.dashboardFailed}
        onRetry={() => void stats.refetch()}
        isRetrying={stats.isFetching}
      >
        {/* SPEC §8: the fetch error names what failed and the server's message. */}
        Failed to fetch dashboard statistics: {stats.error.message}
      </ErrorPanel>
    );
  }

  const data = stats.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="-mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-espresso-500">
        <p>
          Updated {timeFormatter.format(stats.dataUpdatedAt)} · refreshes every 5 minutes
          {stats.isError && <span className="text-cherry-700"> · the last refresh failed</span>}
        </p>
        <Button variant="ghost" size="sm" onClick={() => void stats.refetch()} isLoading={stats.isFetching}>
          {!stats.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
          Refresh
        </Button>
      </div>
      <LowStockWarning count={data.lowStockProducts} threshold={data.lowStockThreshold} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Sales (30 days)"
          value={formatPrice(data.totalSales)}
          icon={DollarSign}
          footer={<ChangeFigure change={data.salesChange} />}
        />
        <StatCard
          label="Orders (30 days)"
          value={count.format(data.totalOrders)}
          icon={ShoppingBag}
          footer={<ChangeFigure change={data.ordersChange} />}
        />
        <StatCard
          label="Customers"
          value={count.format(data.totalCustomers)}
          icon={Users}
          footer={<ChangeFigure change={data.customersChange} />}
        />
        <StatCard
          label="Products"
          value={count.format(data.totalProducts)}
          icon={Package}
          footer={
            <span className="text-xs text-espresso-500">
              {data.lowStockProducts === 0
                ? 'All above the low-stock threshold'
                : `${data.lowStockProducts} low on stock (under ${data.lowStockThreshold})`}
            </span>
          }
        />
      </div>
      <SalesChart days={data.salesByDay} />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <RecentOrders orders={data.recentOrders} />
        <PopularProducts products={data.popularProducts} />
      </div>
    </div>
  );
}
