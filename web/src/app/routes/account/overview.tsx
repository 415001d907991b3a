import { AccountOverview } from '@/features/account/components/account-overview';

export function AccountOverviewRoute() {
  return <AccountOverview />;
}
