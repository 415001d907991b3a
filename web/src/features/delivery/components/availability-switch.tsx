import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useDeliveryProfile } from '../api/get-delivery-profile';
import { useUpdateAvailability } from '../api/update-availability';

/**
 * The courier says whether the shop may give them new deliveries. `compact`: on a phone the
 * sentence under it is left to screen readers (it stays the switch's description).
 */
export function AvailabilitySwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const labelId = useId();
  const hintId = useId();
  const profile = useDeliveryProfile();
  const update = useUpdateAvailability();
  // While the change is sent the switch already shows where it is going.
  const isAvailable = update.isPending ? update.variables.isAvailable : (profile.data?.isAvailable ?? false);
  const ready = Boolean(profile.data);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="text-base font-semibold text-espresso-900">
            <Trans>Available for deliveries</Trans>
          </p>
          <p id={hintId} className={cn('text-sm text-espresso-700', compact && 'max-md:sr-only')}>
            {!ready ? (
              profile.isError ? (
                <Trans>Your availability could not be loaded.</Trans>
              ) : (
                <Trans>Loading your availability…</Trans>
              )
            ) : isAvailable ? (
              <Trans>The shop can assign you new orders.</Trans>
            ) : (
              <Trans>You will not be offered new orders.</Trans>
            )}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={isAvailable}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={!ready || update.isPending}
          onClick={() => update.mutate({ isAvailable: !isAvailable })}
          className="group inline-flex min-h-12 min-w-16 shrink-0 items-center justify-center rounded-full disabled:cursor-not-allowed"
        >
          <span
            aria-hidden="true"
            className={cn(
              'relative inline-flex h-8 w-14 items-center rounded-full p-1 transition-colors',
              isAvailable ? 'bg-leaf-600' : 'bg-espresso-300',
              !ready && 'opacity-60',
            )}
          >
            <span
              className={cn(
                'size-6 rounded-full bg-white shadow-soft transition-transform',
                isAvailable ? 'translate-x-6' : 'translate-x-0',
              )}
            />
          </span>
        </button>
      </div>
      {update.isError && (
        <p role="alert" className="text-sm font-medium text-cherry-700">
          {update.error instanceof Error && update.error.message
            ? update.error.message
            : t`Your availability could not be changed. Please try again.`}
        </p>
      )}
    </div>
  );
}
