import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/admin/page-header';
import { Dashboard } from '@/features/admin-dashboard/components/dashboard';

export function AdminDashboardRoute() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t`Dashboard`} description={t`How the shop is doing over the last 30 days.`} />
      <Dashboard />
    </div>
  );
}
