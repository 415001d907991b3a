import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { useCompactSummary } from '../hooks/use-compact-summary';
import { AvailabilitySwitch } from './availability-switch';
import { ShareLocation } from './share-location';

/**
 * The two things a courier does at the start of a shift, one tap each. On a phone's Earnings and
 * History only the availability switch stays, on one line: sharing the position belongs to the
 * start of a shift, on Assigned Orders.
 */
export function ShiftPanel() {
  const { t } = useLingui();
  const compact = useCompactSummary();
  return (
    <section
      aria-label={t`My shift`}
      className={cn(
        'grid gap-4 rounded-3xl bg-white p-4 shadow-soft ring-1 ring-espresso-100 sm:p-5 md:grid-cols-2 md:gap-6',
        compact && 'max-md:rounded-2xl max-md:py-2',
      )}
    >
      <AvailabilitySwitch compact={compact} />
      <div
        className={cn(
          'border-t border-espresso-100 pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-6',
          compact && 'max-md:hidden',
        )}
      >
        <ShareLocation />
      </div>
    </section>
  );
}
