import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { isLocale } from '@ikawa/contracts/i18n';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DashboardStatsCards } from '@/features/delivery/components/dashboard-stats-cards';
import { DeliveryBottomNav, DeliverySideNav } from '@/features/delivery/components/delivery-nav';
import { ShiftPanel } from '@/features/delivery/components/shift-panel';
import { useOutboxSync } from '@/features/delivery/hooks/use-outbox';
import { registerCourierApp } from '@/features/delivery/pwa/register';

/**
 * SPEC §2 delivery dashboard: heading and greeting, the courier's shift controls, the four cards,
 * a side menu (a bottom bar on phones) and the section. The guard has already checked the role
 * (SPEC §6: courier data is fetched only for delivery persons).
 */
export function DeliveryRoot() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en-CA';
  // The courier app (decision 020): installable, offline, its outbox sent whenever it can be.
  useEffect(() => registerCourierApp(locale), [locale]);
  useOutboxSync(user?._id ?? null);
  if (!user) return <LoadingState label={t`Loading your dashboard…`} />;
  const name = user.name;
  return (
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-7xl flex-col px-4 pt-6 sm:px-6 md:pb-12 lg:px-8 lg:pt-10">
      <header className="mb-5 md:mb-8">
        <h1 className="text-3xl font-semibold text-espresso-900 md:text-4xl">
          <Trans>Delivery Dashboard</Trans>
        </h1>
        <p className="mt-1 text-base text-espresso-700 md:mt-2">
          <Trans>Welcome back, {name}</Trans>
        </p>
      </header>
      <div className="grid flex-1 content-start gap-6 pb-8 md:grid-cols-[15rem_1fr] md:gap-10 md:pb-0">
        <DeliverySideNav />
        <div className="flex min-w-0 flex-col gap-6">
          <ShiftPanel />
          <DashboardStatsCards />
          <Outlet />
        </div>
      </div>
      <DeliveryBottomNav />
    </div>
  );
}
