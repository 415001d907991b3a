import { DeliveryZonesPage } from '@/features/admin-delivery-zones/components/zones-page';

export function AdminDeliveryZonesRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <DeliveryZonesPage />
    </div>
  );
}
