import { ClipboardList } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function AssignedOrdersRoute() {
  return (
    <ComingSoon icon={ClipboardList} title="Assigned Orders">
      Orders assigned to you will be listed here, with pick-up and delivery buttons, in an upcoming release.
    </ComingSoon>
  );
}
