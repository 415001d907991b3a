import { CreditCard, House, LayoutDashboard, MapPin, Package } from 'lucide-react';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { type SidebarLink, SidebarLayout } from '@/components/layouts/sidebar-layout';
import { paths } from '@/config/paths';
import { type AccountSession, AccountSessionContext } from '@/features/account/hooks/account-session';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** SPEC §2 account sidebar. */
const ACCOUNT_LINKS: readonly SidebarLink[] = [
  { label: 'Account Overview', to: paths.account.root, icon: LayoutDashboard },
  { label: 'My Orders', to: paths.account.orders, icon: Package },
  { label: 'Addresses', to: paths.account.addresses, icon: MapPin },
  { label: 'Payment Methods', to: paths.account.payment, icon: CreditCard },
  { label: 'Back to Home', to: paths.home, icon: House, secondary: true },
];

/**
 * The account area's frame. It hands the account feature the signed-in user and the auth
 * feature's way to take a changed user or a new token back (features do not import each other).
 */
export function AccountRoot() {
  const { user, updateUser, replaceSession } = useAuth();
  const session = useMemo<AccountSession>(
    () => ({ user, onUserChange: updateUser, onSessionChange: replaceSession }),
    [user, updateUser, replaceSession],
  );
  return (
    <AccountSessionContext value={session}>
      <SidebarLayout
        title="My Account"
        greeting={`Welcome back, ${user?.name ?? ''}`}
        navLabel="Account sections"
        links={ACCOUNT_LINKS}
      >
        <Outlet />
      </SidebarLayout>
    </AccountSessionContext>
  );
}
