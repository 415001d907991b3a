import { useLingui } from '@lingui/react/macro';
import { AvailabilitySwitch } from './availability-switch';
import { ShareLocation } from './share-location';

/** The two things a courier does at the start of a shift, one tap each. */
export function ShiftPanel() {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`My shift`}
      className="grid gap-4 rounded-3xl bg-white p-4 shadow-soft ring-1 ring-espresso-100 sm:p-5 md:grid-cols-2 md:gap-6"
    >
      <AvailabilitySwitch />
      <div className="border-t border-espresso-100 pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-6">
        <ShareLocation />
      </div>
    </section>
  );
}
