import { DeliveryPersonsPage } from '@/features/admin-delivery/components/delivery-persons-page';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function AdminDeliveryPersonsRoute() {
  const { user, token } = useAuth();
  // SPEC §6: delivery-person lists run only with a stored token and the admin role.
  const isAdmin = Boolean(token) && user?.role === 'admin';
  return (
    <div className="mx-auto max-w-7xl">
      <DeliveryPersonsPage isAdmin={isAdmin} />
    </div>
  );
}
