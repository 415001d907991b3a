import { ClipboardList, House, RotateCcwClock, Wallet } from 'lucide-react';
import { Outlet } from 'react-router';
import { type SidebarLink, SidebarLayout } from '@/components/layouts/sidebar-layout';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** SPEC §2 delivery side menu; the index shows Assigned Orders too. */
const DELIVERY_LINKS: readonly SidebarLink[] = [
  {
    label: 'Assigned Orders',
    to: paths.delivery.orders,
    icon: ClipboardList,
    alsoCurrentOn: [paths.delivery.root],
  },
  { label: 'Earnings', to: paths.delivery.earnings, icon: Wallet },
  { label: 'Delivery History', to: paths.delivery.history, icon: RotateCcwClock },
  { label: 'Back to Home', to: paths.home, icon: House, secondary: true },
];

export function DeliveryRoot() {
  const { user } = useAuth();
  return (
    <SidebarLayout
      title="Delivery Dashboard"
      greeting={`Welcome back, ${user?.name ?? ''}`}
      navLabel="Delivery sections"
      links={DELIVERY_LINKS}
    >
      <Outlet />
    </SidebarLayout>
  );
}
