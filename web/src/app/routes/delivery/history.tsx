import { RotateCcwClock } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function DeliveryHistoryRoute() {
  return (
    <ComingSoon icon={RotateCcwClock} title="Delivery History">
      A record of your past deliveries and payouts will appear here soon.
    </ComingSoon>
  );
}
