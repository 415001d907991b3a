import { PaymentPage } from '@/features/account/components/payment-page';

export function AccountPaymentRoute() {
  return <PaymentPage />;
}
