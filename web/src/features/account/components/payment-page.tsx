import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { usePaymentConfig } from '@/features/settings/api/get-payment-config';
import { useAccountSession } from '../hooks/account-session';
import { type CardProvider, PaymentMethods } from './payment-methods';
import { ProfileQuery } from './profile-query';

export function PaymentPage() {
  const { i18n } = useLingui();
  const { user } = useAccountSession();
  // SPEC §5: card management needs a signed-in user.
  if (!user) return <Alert>{i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.paymentsLogin)}</Alert>;
  return <SignedInPaymentPage />;
}

function SignedInPaymentPage() {
  const { t } = useLingui();
  const config = usePaymentConfig();
  // Stripe keeps the cards when it is the provider; a failed read leaves the simulated form,
  // whose numbers a Stripe-mode server refuses with a sentence.
  const provider: CardProvider = config.isPending
    ? { kind: 'loading' }
    : config.data?.provider === 'stripe' && config.data.publishableKey
      ? { kind: 'stripe', publishableKey: config.data.publishableKey }
      : { kind: 'simulated' };
  return (
    <ProfileQuery
      loadingLabel={t`Loading your payment methods…`}
      errorTitle={t`We could not load your payment methods`}
    >
      {(profile) => <PaymentMethods cards={profile.paymentMethods} provider={provider} />}
    </ProfileQuery>
  );
}
