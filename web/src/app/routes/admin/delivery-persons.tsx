import { Truck } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminDeliveryPersonsRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-semibold">Delivery Persons</h1>
      <ComingSoon icon={Truck} className="mt-8">
        Delivery persons, their earnings and payouts will be managed here soon.
      </ComingSoon>
    </div>
  );
}
