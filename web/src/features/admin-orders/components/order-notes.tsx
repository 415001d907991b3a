import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock, MessageSquare } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type CreateOrderNoteInput,
  CreateOrderNoteInputSchema,
  ORDER_NOTE_MAX,
} from '@ikawa/contracts/order-notes';
import { actionErrorMessage } from '@/components/admin/action-error';
import { TextareaField } from '@/components/admin/textarea-field';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { useAddOrderNote, useOrderNotes } from '../api/order-notes';

/**
 * The order's notes with author and time, and a form for a new one — internal (the shop only)
 * or to the customer (shown in My Orders).
 */
export function OrderNotes({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const f = useFormat();
  const notes = useOrderNotes(orderId);
  const add = useAddOrderNote(orderId);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<CreateOrderNoteInput>({
    resolver: zodResolver(CreateOrderNoteInputSchema),
    defaultValues: { visibility: 'internal', body: '' },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      // Clear the box unless the admin already started the next note while this one was saved.
      if (getValues('body').trim() === input.body) setValue('body', '');
    } catch {
      // Shown below the form from the mutation's error.
    }
  });

  return (
    <div className="flex flex-col gap-3">
      {notes.isPending ? (
        <Spinner size="sm" label={t`Loading the notes`} />
      ) : notes.isError ? (
        <Alert>{notes.error.message}</Alert>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-espresso-600">
          <Trans>No notes yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Order notes`} className="flex flex-col gap-2">
          {notes.data.map((note) => (
            <li
              key={note._id}
              className={
                note.visibility === 'internal'
                  ? 'rounded-xl bg-cream-200/70 p-3 text-sm'
                  : 'rounded-xl bg-leaf-50 p-3 text-sm ring-1 ring-leaf-100'
              }
            >
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-espresso-500">
                <Badge tone={note.visibility === 'internal' ? 'neutral' : 'leaf'}>
                  {note.visibility === 'internal' ? <Trans>Internal</Trans> : <Trans>To the customer</Trans>}
                </Badge>
                <span className="font-medium text-espresso-700">{note.author.name}</span>
                <time dateTime={note.createdAt}>{f.dateTime(note.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-espresso-900">{note.body}</p>
            </li>
          ))}
        </ul>
      )}

      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <TextareaField
          label={t`New note`}
          rows={3}
          maxLength={ORDER_NOTE_MAX}
          error={errors.body?.message}
          {...register('body')}
        />
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <legend className="sr-only">
            <Trans>Who sees the note</Trans>
          </legend>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value="internal"
              className="accent-espresso-700"
              {...register('visibility')}
            />
            <Lock aria-hidden="true" className="size-4 text-espresso-500" />
            <Trans>Internal (admins only)</Trans>
          </label>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" value="customer" className="accent-leaf-600" {...register('visibility')} />
            <MessageSquare aria-hidden="true" className="size-4 text-leaf-700" />
            <Trans>To the customer (shown in My Orders)</Trans>
          </label>
        </fieldset>
        {add.error && <Alert>{actionErrorMessage(add.error, t`Could not add the note`)}</Alert>}
        <div>
          <Button type="submit" size="sm" isLoading={add.isPending}>
            <Trans>Add note</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
