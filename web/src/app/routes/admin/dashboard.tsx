import { PageHeader } from '@/components/admin/page-header';
import { Dashboard } from '@/features/admin-dashboard/components/dashboard';

export function AdminDashboardRoute() {
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Dashboard" description="How the shop is doing over the last 30 days." />
      <Dashboard />
    </div>
  );
}
