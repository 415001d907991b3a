import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDeliveryProfile } from '../api/get-delivery-profile';
import { useUpdateLocation } from '../api/update-location';
import { formatTimeOrDateTime } from '../utils/delivery-format';
import { requestCurrentPosition } from '../utils/geolocation';

const SEND_FAILED = 'Your location could not be sent. Please try again.';

type Step = 'idle' | 'locating' | 'sending';

/**
 * Issue 8: the position is read once, only when the courier presses the button (never in the
 * background), then sent with PATCH /delivery/location so the shop can suggest the nearest courier.
 */
export function ShareLocation() {
  const profile = useDeliveryProfile();
  const update = useUpdateLocation();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const sharedAt = profile.data?.location?.updatedAt ?? null;

  async function share() {
    setError(null);
    setStep('locating');
    try {
      const position = await requestCurrentPosition();
      setStep('sending');
      await update.mutateAsync(position);
    } catch (reason) {
      // A refused or failed position says why; a failed request gives the server's sentence.
      setError(reason instanceof Error && reason.message ? reason.message : SEND_FAILED);
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
        {step === 'locating'
          ? 'Finding your position…'
          : step === 'sending'
            ? 'Sharing…'
            : 'Share my location'}
      </Button>
      <div aria-live="polite" className="text-sm">
        {error ? (
          <p role="alert" className="font-medium text-cherry-700">
            {error}
          </p>
        ) : (
          sharedAt &&
          step === 'idle' && (
            <p className="text-espresso-700">Location shared at {formatTimeOrDateTime(sharedAt)}</p>
          )
        )}
      </div>
    </div>
  );
}
