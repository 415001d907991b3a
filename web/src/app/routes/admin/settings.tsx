import { Settings } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminSettingsRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-semibold">Store Settings</h1>
      <ComingSoon icon={Settings} className="mt-8">
        Editing the store contact, shipping fees and notifications is coming soon.
      </ComingSoon>
    </div>
  );
}
