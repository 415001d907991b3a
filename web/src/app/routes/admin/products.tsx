import { Package } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminProductsRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-semibold">Products Management</h1>
      <ComingSoon icon={Package} className="mt-8">
        Adding, editing and restocking products is coming soon.
      </ComingSoon>
    </div>
  );
}
