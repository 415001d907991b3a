import { OrdersPage } from '@/features/admin-orders/components/orders-page';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function AdminOrdersRoute() {
  const { user, token } = useAuth();
  // SPEC §6: the admin orders query runs only with a stored token and the admin role.
  const isAdmin = Boolean(token) && user?.role === 'admin';
  return (
    <div className="mx-auto max-w-7xl">
      <OrdersPage isAdmin={isAdmin} />
    </div>
  );
}
