import { RoutePlan } from '@/features/delivery/components/route-plan';

/** The courier's route: picked-up orders nearest first (decision 020). */
export function DeliveryRouteRoute() {
  return <RoutePlan />;
}
