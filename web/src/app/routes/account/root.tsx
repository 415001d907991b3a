import { CreditCard, House, LayoutDashboard, MapPin, Package } from 'lucide-react';
import { Outlet } from 'react-router';
import { type SidebarLink, SidebarLayout } from '@/components/layouts/sidebar-layout';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** SPEC §2 account sidebar. */
const ACCOUNT_LINKS: readonly SidebarLink[] = [
  { label: 'Account Overview', to: paths.account.root, icon: LayoutDashboard },
  { label: 'My Orders', to: paths.account.orders, icon: Package },
  { label: 'Addresses', to: paths.account.addresses, icon: MapPin },
  { label: 'Payment Methods', to: paths.account.payment, icon: CreditCard },
  { label: 'Back to Home', to: paths.home, icon: House, secondary: true },
];

export function AccountRoot() {
  const { user } = useAuth();
  return (
    <SidebarLayout
      title="My Account"
      greeting={`Welcome back, ${user?.name ?? ''}`}
      navLabel="Account sections"
      links={ACCOUNT_LINKS}
    >
      <Outlet />
    </SidebarLayout>
  );
}
