import { Users } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminUsersRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-semibold">Users Management</h1>
      <ComingSoon icon={Users} className="mt-8">
        Managing customer, admin and delivery accounts is coming soon.
      </ComingSoon>
    </div>
  );
}
