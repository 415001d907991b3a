import { useParams } from 'react-router';
import { ForecastPage } from '@/features/admin-subscriptions/components/forecast-page';
import { SubscriptionPage } from '@/features/admin-subscriptions/components/subscription-page';
import { SubscriptionsPage } from '@/features/admin-subscriptions/components/subscriptions-page';

export function AdminSubscriptionsRoute() {
  return (
    <div className="mx-auto max-w-7xl">
      <SubscriptionsPage />
    </div>
  );
}

export function AdminSubscriptionRoute() {
  const { subscriptionId = '' } = useParams();
  return (
    <div className="mx-auto max-w-7xl">
      <SubscriptionPage key={subscriptionId} id={subscriptionId} />
    </div>
  );
}

export function AdminSubscriptionsForecastRoute() {
  return (
    <div className="mx-auto max-w-7xl">
      <ForecastPage />
    </div>
  );
}
