import { SubscriptionsPage } from '@/features/subscriptions/components/subscriptions-page';

export function AccountSubscriptionsRoute() {
  return <SubscriptionsPage />;
}
