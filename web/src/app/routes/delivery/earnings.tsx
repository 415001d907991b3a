import { Wallet } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function EarningsRoute() {
  return (
    <ComingSoon icon={Wallet} title="Earnings">
      Your paid and pending earnings will be shown here soon.
    </ComingSoon>
  );
}
