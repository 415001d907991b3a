import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, CircleX } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  DELIVERY_FAILURE_NOTE_MAX,
  DELIVERY_FAILURE_REASON_MESSAGES,
  DELIVERY_FAILURE_REASONS,
  type DeliveryFailureReason,
} from '@ikawa/contracts/missed-delivery';
import { TextareaField } from '@/components/admin/textarea-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { uploadDeliveryPhoto } from '../api/upload-delivery-photo';

interface CouldNotDeliverProps {
  orderId: string;
  isPending: boolean;
  onFail: (failure: { reason: DeliveryFailureReason; note?: string; photoId?: string }) => void;
}

/**
 * A delivery the courier could not make (README "Deliveries"): why, in one tap, and a note and a
 * photo of the door for the shop if the courier has them. The photo is sent at once (too large
 * for the outbox); the step itself waits in the outbox when the phone is offline. Closed, it is one quiet button under "Mark as Delivered", so
 * that the step a courier makes most stays the one the thumb finds first.
 */
export function CouldNotDeliver({ orderId, isPending, onFail }: CouldNotDeliverProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DeliveryFailureReason | null>(null);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();
  const photoInputId = useId();
  if (!open)
    return (
      <Button variant="ghost" fullWidth onClick={() => setOpen(true)}>
        <CircleX aria-hidden="true" className="size-5" />
        <Trans>Could not deliver</Trans>
      </Button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setError(null);
    const trimmed = note.trim();
    let photoId: string | undefined;
    if (file) {
      setSending(true);
      try {
        photoId = (await uploadDeliveryPhoto(orderId, file))._id;
      } catch (caught) {
        setError(
          caught instanceof Error && caught.message
            ? caught.message
            : t`The photo could not be sent. Check the connection, or remove the photo and send without it.`,
        );
        return;
      } finally {
        setSending(false);
      }
    }
    onFail({ reason, ...(trimmed ? { note: trimmed } : {}), ...(photoId ? { photoId } : {}) });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={legendId}
      className="flex flex-col gap-3 rounded-2xl bg-cherry-50 p-4 ring-1 ring-cherry-100"
    >
      <fieldset className="flex flex-col gap-1">
        <legend id={legendId} className="mb-1 font-semibold text-espresso-900">
          <Trans>Why could you not deliver?</Trans>
        </legend>
        {DELIVERY_FAILURE_REASONS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base text-espresso-900',
              reason === value ? 'bg-white ring-2 ring-cherry-500' : 'bg-white/60',
            )}
          >
            <input
              type="radio"
              name="failure-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="size-5 accent-cherry-600"
            />
            {i18n._(DELIVERY_FAILURE_REASON_MESSAGES[value])}
          </label>
        ))}
      </fieldset>
      <TextareaField
        label={t`Note for the shop (optional)`}
        rows={2}
        maxLength={DELIVERY_FAILURE_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className="min-h-16"
      />
      <div className="flex flex-col gap-1">
        <label
          htmlFor={photoInputId}
          className="flex items-center gap-2 text-sm font-medium text-espresso-800"
        >
          <Camera aria-hidden="true" className="size-5" />
          <Trans>Photo of the door (optional)</Trans>
        </label>
        <input
          id={photoInputId}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="text-sm"
        />
      </div>
      {error && <Alert>{error}</Alert>}
      <p className="text-sm text-espresso-700">
        <Trans>
          The order goes back to the shop with its goods. The customer is asked to choose another day or to
          pick it up at the store.
        </Trans>
      </p>
      <Button
        type="submit"
        variant="danger"
        size="lg"
        fullWidth
        disabled={!reason || isPending || sending}
        aria-busy={isPending || sending || undefined}
      >
        {isPending || sending ? <Trans>Processing...</Trans> : <Trans>Confirm: not delivered</Trans>}
      </Button>
      <Button variant="ghost" fullWidth onClick={() => setOpen(false)}>
        <Trans>Back</Trans>
      </Button>
    </form>
  );
}
