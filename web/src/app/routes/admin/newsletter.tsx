import { SubscribersPage } from '@/features/admin-mail/components/subscribers-page';

export function AdminNewsletterRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <SubscribersPage />
    </div>
  );
}
