import { LayoutDashboard } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminDashboardRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-semibold">Dashboard</h1>
      <ComingSoon icon={LayoutDashboard} className="mt-8">
        Sales, orders, customers and stock figures will be summarised here soon.
      </ComingSoon>
    </div>
  );
}
