import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { useAccountSession } from '../hooks/account-session';
import { AddressBook } from './address-book';
import { ProfileQuery } from './profile-query';

export function AddressesPage() {
  const { t, i18n } = useLingui();
  const { user } = useAccountSession();
  // SPEC §5: address management needs a signed-in user.
  if (!user) return <Alert>{i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.addressesLogin)}</Alert>;
  return (
    <ProfileQuery loadingLabel={t`Loading your addresses…`} errorTitle={t`We could not load your addresses`}>
      {(profile) => <AddressBook addresses={profile.addresses} />}
    </ProfileQuery>
  );
}
