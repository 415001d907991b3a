import { OutboxPage } from '@/features/admin-mail/components/outbox-page';

export function AdminOutboxRoute() {
  return (
    <div className="mx-auto max-w-5xl">
      <OutboxPage />
    </div>
  );
}
