import { Trans, useLingui } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  PIN_EXCEPTION_REASON_MESSAGES,
  PIN_EXCEPTION_REASONS,
  type PinExceptionInput,
  type PinExceptionReason,
} from '@ikawa/contracts/pin-exceptions';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { uploadDeliveryPhoto } from '../api/upload-delivery-photo';

interface PinExceptionDialogProps {
  open: boolean;
  orderId: string;
  /** The PIN locked after 5 wrong tries: said in the dialog, the way out is the same. */
  pinLocked?: boolean;
  onClose: () => void;
  /** The photo is stored: deliver with the reason and its id. */
  onConfirm: (exception: PinExceptionInput) => void;
}

/**
 * "Can't get the PIN" (README "Deliveries"): the courier says why and takes a photo of the
 * hand-over (the phone's back camera), which is sent at once; then the delivery is completed with
 * them instead of the PIN, and the admin reviews it.
 */
export function PinExceptionDialog({
  open,
  orderId,
  pinLocked = false,
  onClose,
  onConfirm,
}: PinExceptionDialogProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const photoId = useId();
  const [reason, setReason] = useState<PinExceptionReason | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!reason) return setError(t`Choose why you cannot get the PIN.`);
    if (!file) return setError(t`Take a photo of the hand-over first.`);
    setSending(true);
    try {
      const photo = await uploadDeliveryPhoto(orderId, file);
      onConfirm({ reason, photoId: photo._id });
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message
          ? caught.message
          : t`The photo could not be sent. Check the connection and try again.`,
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Can’t get the PIN`}
      description={
        pinLocked
          ? t`The PIN is locked. Say why you could not get it and take a photo of the hand-over: the shop reviews it.`
          : t`Say why you cannot get the PIN and take a photo of the hand-over: the shop reviews it.`
      }
      footer={
        <FormDialogFooter
          formId={formId}
          submitLabel={t`Deliver without the PIN`}
          onCancel={onClose}
          isPending={sending}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-espresso-900">
            <Trans>Why can’t you get the PIN?</Trans>
          </legend>
          {PIN_EXCEPTION_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 items-center gap-3 rounded-xl border border-espresso-100 px-3 py-2"
            >
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-5 accent-espresso-800"
              />
              <span>{i18n._(PIN_EXCEPTION_REASON_MESSAGES[value])}</span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={photoId} className="flex items-center gap-2 font-semibold text-espresso-900">
            <Camera aria-hidden="true" className="size-5" />
            <Trans>Photo of the hand-over</Trans>
          </label>
          <input
            id={photoId}
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="text-sm"
          />
          <p className="text-sm text-espresso-600">
            <Trans>The door, the parcel in hand, or who received it.</Trans>
          </p>
        </div>
        {error && <Alert>{error}</Alert>}
      </form>
    </Dialog>
  );
}
