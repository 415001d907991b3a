import { ACCOUNT_MESSAGES } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { useAccountSession } from '../hooks/account-session';
import { AddressBook } from './address-book';
import { ProfileQuery } from './profile-query';

export function AddressesPage() {
  const { user } = useAccountSession();
  // SPEC §5: address management needs a signed-in user.
  if (!user) return <Alert>{ACCOUNT_MESSAGES.addressesLogin}</Alert>;
  return (
    <ProfileQuery subject="your addresses">
      {(profile) => <AddressBook addresses={profile.addresses} />}
    </ProfileQuery>
  );
}
