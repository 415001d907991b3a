import { AssignedOrders } from '@/features/delivery/components/assigned-orders';
import { CourierProfile } from '@/features/delivery/components/courier-profile-form';

/** SPEC §2: /delivery and /delivery/orders show the Assigned Orders; the courier's details follow. */
export function AssignedOrdersRoute() {
  return (
    <div className="flex flex-col gap-8">
      <AssignedOrders />
      <CourierProfile />
    </div>
  );
}
