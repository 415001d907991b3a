import { Package } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function AccountOrdersRoute() {
  return (
    <ComingSoon icon={Package} title="My Orders">
      Your order history will be listed here once online ordering opens.
    </ComingSoon>
  );
}
