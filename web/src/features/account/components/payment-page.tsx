import { ACCOUNT_MESSAGES } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { useAccountSession } from '../hooks/account-session';
import { PaymentMethods } from './payment-methods';
import { ProfileQuery } from './profile-query';

export function PaymentPage() {
  const { user } = useAccountSession();
  // SPEC §5: card management needs a signed-in user.
  if (!user) return <Alert>{ACCOUNT_MESSAGES.paymentsLogin}</Alert>;
  return (
    <ProfileQuery subject="your payment methods">
      {(profile) => <PaymentMethods cards={profile.paymentMethods} />}
    </ProfileQuery>
  );
}
