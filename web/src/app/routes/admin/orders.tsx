import { ClipboardList } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminOrdersRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-semibold">Orders Management</h1>
      <ComingSoon icon={ClipboardList} className="mt-8">
        Reviewing orders, changing their status and assigning couriers is coming soon.
      </ComingSoon>
    </div>
  );
}
