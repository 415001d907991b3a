import { MapPin } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function AccountAddressesRoute() {
  return (
    <ComingSoon icon={MapPin} title="Addresses">
      Saving and managing delivery addresses is coming soon.
    </ComingSoon>
  );
}
