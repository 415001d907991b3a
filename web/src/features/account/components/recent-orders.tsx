import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Package, RotateCw } from 'lucide-react';
import type { Order } from '@ikawa/contracts/orders';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { OrderStatusBadge } from '@/components/ui/status-badges';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-locale';
import { useRecentOrders } from '../api/get-recent-orders';
import { SectionCard } from './section-card';

/** SPEC §2: the 3 most recent orders, newest first, with 'View All Orders'. */
export function RecentOrders() {
  const { t } = useLingui();
  const orders = useRecentOrders();
  return (
    <SectionCard
      title={t`Recent Orders`}
      action={
        <ButtonLink to={paths.account.orders} variant="ghost" size="sm">
          <Trans>View All Orders</Trans>
        </ButtonLink>
      }
    >
      {orders.isPending ? (
        <div className="flex justify-center py-6 text-espresso-500">
          <Spinner label={t`Loading your orders…`} />
        </div>
      ) : orders.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert title={t`Error Loading Orders`}>{orders.error.message}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void orders.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : orders.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-espresso-200 px-4 py-8 text-center">
          <Package aria-hidden="true" className="size-8 text-espresso-300" />
          <p className="text-espresso-700">
            <Trans>You haven&apos;t placed any orders yet.</Trans>
          </p>
          <ButtonLink to={paths.shop} size="sm">
            <Trans>Start shopping</Trans>
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-espresso-100">
          {orders.data.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t } = useLingui();
  const format = useFormat();
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const names = order.items.map((item) => item.product.name).join(', ');
  const number = order.number;
  const date = format.date(order.createdAt);
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium text-espresso-900">
          <Trans>Order {number}</Trans>
        </p>
        <p className="text-sm text-espresso-600">
          {t`${date} · ${plural(count, { one: '# item', other: '# items' })}`}
        </p>
        <p className="mt-0.5 truncate text-sm text-espresso-500">{names}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5">
        <p className="font-semibold text-espresso-900">{format.price(order.totalAmount)}</p>
        <OrderStatusBadge status={order.status} />
      </div>
    </li>
  );
}
