import { useLingui } from '@lingui/react/macro';
import { CreditCard, House, LayoutDashboard, MapPin, Package, Repeat } from 'lucide-react';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { type SidebarLink, SidebarLayout } from '@/components/layouts/sidebar-layout';
import { paths } from '@/config/paths';
import { type AccountSession, AccountSessionContext } from '@/features/account/hooks/account-session';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** SPEC §2 account sidebar, in the page's language. */
function useAccountLinks(): readonly SidebarLink[] {
  const { t } = useLingui();
  return [
    { label: t`Account Overview`, to: paths.account.root, icon: LayoutDashboard },
    { label: t`My Orders`, to: paths.account.orders, icon: Package },
    { label: t`Subscriptions`, to: paths.account.subscriptions, icon: Repeat },
    { label: t`Addresses`, to: paths.account.addresses, icon: MapPin },
    { label: t`Payment Methods`, to: paths.account.payment, icon: CreditCard },
    { label: t`Back to Home`, to: paths.home, icon: House, secondary: true },
  ];
}

/**
 * The account area's frame. It hands the account feature the signed-in user and the auth
 * feature's way to take a changed user or a new token back (features do not import each other).
 */
export function AccountRoot() {
  const { t } = useLingui();
  const links = useAccountLinks();
  const { user, updateUser, replaceSession } = useAuth();
  const name = user?.name ?? '';
  const session = useMemo<AccountSession>(
    () => ({ user, onUserChange: updateUser, onSessionChange: replaceSession }),
    [user, updateUser, replaceSession],
  );
  return (
    <AccountSessionContext value={session}>
      <SidebarLayout
        title={t`My Account`}
        greeting={t`Welcome back, ${name}`}
        navLabel={t`Account sections`}
        links={links}
      >
        <Outlet />
      </SidebarLayout>
    </AccountSessionContext>
  );
}
