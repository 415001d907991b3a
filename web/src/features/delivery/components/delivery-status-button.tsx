import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PackageCheck, PackageOpen } from 'lucide-react';
import type { DeliveryStatus } from '@ikawa/contracts/enums';
import type { PinExceptionInput } from '@ikawa/contracts/pin-exceptions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { PinExceptionDialog } from './pin-exception-dialog';

interface DeliveryStatusButtonProps {
  status: DeliveryStatus | null;
  /** A cancelled order is never moved on (the server refuses it too). */
  cancelled?: boolean;
  isPending: boolean;
  /** Delivering asks for the customer's 4-digit PIN (README "Deliveries"). */
  pinRequired?: boolean;
  /** Five wrong tries locked the PIN: the shop completes the hand-over. */
  pinLocked?: boolean;
  /** The order, for the photo of a hand-over without the PIN. */
  orderId?: string;
  onAdvance: (next: 'picked_up' | 'delivered', pin?: string, pinException?: PinExceptionInput) => void;
}

/**
 * SPEC §2/§4: 'Mark as Picked Up' when assigned, 'Mark as Delivered' when picked up, nothing once
 * delivered; the button reads 'Processing...' and is disabled while the change is sent. It spans the
 * card and sits at its bottom, where a thumb reaches it on a phone held in one hand.
 */
export function DeliveryStatusButton({
  status,
  cancelled = false,
  isPending,
  pinRequired = false,
  pinLocked = false,
  orderId,
  onAdvance,
}: DeliveryStatusButtonProps) {
  const { t } = useLingui();
  const [pin, setPin] = useState('');
  const [exceptionOpen, setExceptionOpen] = useState(false);
  if (cancelled || (status !== 'assigned' && status !== 'picked_up')) return null;
  const next = status === 'assigned' ? 'picked_up' : 'delivered';
  const Icon = next === 'picked_up' ? PackageOpen : PackageCheck;
  const askPin = next === 'delivered' && pinRequired;
  // "Can't get the PIN": a reason and a photo instead, locked PIN or not (README "Deliveries").
  const exception = askPin && orderId && (
    <>
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        disabled={isPending}
        onClick={() => setExceptionOpen(true)}
      >
        <Trans>Can’t get the PIN</Trans>
      </Button>
      <PinExceptionDialog
        open={exceptionOpen}
        orderId={orderId}
        pinLocked={pinLocked}
        onClose={() => setExceptionOpen(false)}
        onConfirm={(given) => {
          setExceptionOpen(false);
          onAdvance('delivered', undefined, given);
        }}
      />
    </>
  );
  if (askPin && pinLocked)
    return (
      <div className="flex flex-col gap-3">
        <Alert>
          <Trans>
            The PIN is locked after 5 wrong tries. Call the shop: an admin completes the hand-over.
          </Trans>
        </Alert>
        {exception}
      </div>
    );
  const complete = /^\d{4}$/.test(pin);
  const button = (
    <Button
      variant={next === 'picked_up' ? 'primary' : 'accent'}
      size="lg"
      fullWidth
      className="min-h-14 text-lg"
      disabled={isPending || (askPin && !complete)}
      aria-busy={isPending || undefined}
      onClick={() => (askPin ? onAdvance(next, pin) : onAdvance(next))}
    >
      {!isPending && <Icon aria-hidden="true" className="size-5" />}
      {isPending ? (
        <Trans>Processing...</Trans>
      ) : next === 'picked_up' ? (
        <Trans>Mark as Picked Up</Trans>
      ) : (
        <Trans>Mark as Delivered</Trans>
      )}
    </Button>
  );
  if (!askPin) return button;
  return (
    <div className="flex flex-col gap-3">
      <Field
        label={t`Customer’s PIN`}
        hint={t`The 4 digits on the customer’s order page or e-mail. Ask for them at the door.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={4}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 4))}
        className="max-w-48 text-center text-2xl tracking-[0.5em] tabular-nums"
      />
      {button}
      {exception}
    </div>
  );
}
