import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { useAccountSession } from '../hooks/account-session';
import { ChangePasswordForm } from './change-password-form';
import { DefaultAddressCard } from './default-address-card';
import { ProfileDetails } from './profile-details';
import { ProfilePicture } from './profile-picture';
import { RecentOrders } from './recent-orders';
import { SectionCard } from './section-card';

/** SPEC §2 Account Overview: profile, recent orders, default address, password. */
export function AccountOverview() {
  const { t, i18n } = useLingui();
  const { user } = useAccountSession();
  if (!user) return <Alert>{i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.noUser)}</Alert>;
  return (
    <div className="flex flex-col gap-6">
      <SectionCard title={t`Profile`}>
        <div className="flex flex-col gap-8 md:flex-row">
          <div className="md:w-52 md:shrink-0 md:border-r md:border-espresso-100 md:pr-8">
            <ProfilePicture user={user} />
          </div>
          <div className="min-w-0 flex-1">
            <ProfileDetails user={user} />
          </div>
        </div>
      </SectionCard>
      <RecentOrders />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <DefaultAddressCard user={user} />
        <SectionCard
          title={t`Change Password`}
          description={<Trans>You stay signed in here; other devices are signed out.</Trans>}
        >
          <ChangePasswordForm />
        </SectionCard>
      </div>
    </div>
  );
}
