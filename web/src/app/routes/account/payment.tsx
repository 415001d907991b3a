import { CreditCard } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function AccountPaymentRoute() {
  return (
    <ComingSoon icon={CreditCard} title="Payment Methods">
      Saved cards arrive together with card payments, later on.
    </ComingSoon>
  );
}
