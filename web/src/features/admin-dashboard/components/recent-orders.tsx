import { Trans } from '@lingui/react/macro';
import { ArrowRight, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardStats } from '@ikawa/contracts/admin';
import { OrderStatusBadge } from '@/components/ui/status-badges';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-locale';

export function RecentOrders({ orders }: { orders: DashboardStats['recentOrders'] }) {
  const f = useFormat();
  return (
    <section
      aria-labelledby="recent-orders-title"
      className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-soft"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="recent-orders-title" className="text-xl font-semibold text-espresso-900">
          <Trans>Recent orders</Trans>
        </h2>
        <Link
          to={paths.admin.orders}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-semibold text-leaf-700 hover:underline"
        >
          <Trans>View all orders</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="flex items-center gap-2 py-6 text-espresso-600">
          <ClipboardList aria-hidden="true" className="size-5 text-espresso-400" />
          <Trans>No orders yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-espresso-100">
          {orders.map((order) => (
            <li key={order._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-espresso-900">{order.customer}</p>
                <p className="text-sm text-espresso-500">
                  <span className="font-mono">{order.number}</span> · {f.date(order.createdAt)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold text-espresso-900 tabular-nums">{f.price(order.total)}</span>
                <OrderStatusBadge status={order.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
