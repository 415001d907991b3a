import { PaymentResult } from '@/features/payments/components/payment-result';

/** /payment-success and /payment-canceled share one page (SPEC §2). */
export function PaymentResultRoute() {
  return <PaymentResult />;
}
