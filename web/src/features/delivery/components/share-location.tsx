import { Trans, useLingui } from '@lingui/react/macro';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { useDeliveryProfile } from '../api/get-delivery-profile';
import { useUpdateLocation } from '../api/update-location';
import { formatTimeOrDateTime } from '../utils/delivery-format';
import { GEOLOCATION_MESSAGES, GeolocationError, requestCurrentPosition } from '../utils/geolocation';

type Step = 'idle' | 'locating' | 'sending';

/**
 * The position is read once, only when the courier presses the button (never in the
 * background), then sent with PATCH /delivery/location so the shop can suggest the nearest courier.
 */
export function ShareLocation() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const profile = useDeliveryProfile();
  const update = useUpdateLocation();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const sharedAt = profile.data?.location?.updatedAt ?? null;
  const sharedWhen = sharedAt ? formatTimeOrDateTime(sharedAt, locale) : null;

  async function share() {
    setError(null);
    setStep('locating');
    try {
      const position = await requestCurrentPosition();
      setStep('sending');
      await update.mutateAsync(position);
    } catch (reason) {
      // A refused or failed position says why; a failed request gives the server's sentence.
      setError(
        reason instanceof GeolocationError
          ? i18n._(GEOLOCATION_MESSAGES[reason.failure])
          : reason instanceof Error && reason.message
            ? reason.message
            : t`Your location could not be sent. Please try again.`,
      );
    } finally {
      setStep('idle');
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        isLoading={step !== 'idle'}
        onClick={() => void share()}
      >
        {step === 'idle' && <LocateFixed aria-hidden="true" className="size-5" />}
        {step === 'locating' ? (
          <Trans>Finding your position…</Trans>
        ) : step === 'sending' ? (
          <Trans>Sharing…</Trans>
        ) : (
          <Trans>Share my location</Trans>
        )}
      </Button>
      <div aria-live="polite" className="text-sm">
        {error ? (
          <p role="alert" className="font-medium text-cherry-700">
            {error}
          </p>
        ) : (
          sharedWhen &&
          step === 'idle' && (
            <p className="text-espresso-700">
              <Trans>Location shared at {sharedWhen}</Trans>
            </p>
          )
        )}
      </div>
    </div>
  );
}
