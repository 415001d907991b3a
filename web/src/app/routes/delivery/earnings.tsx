import { EarningsOverview } from '@/features/delivery/components/earnings-overview';

/** SPEC §2: /delivery/earnings. */
export function EarningsRoute() {
  return <EarningsOverview />;
}
