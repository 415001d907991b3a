import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ADMIN_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/admin';
import {
  type AssignDeliveryCommand,
  type AssignDeliveryInput,
  AssignDeliveryInputSchema,
  type CourierSuggestion,
  DELIVERY_MESSAGE_DESCRIPTORS,
  type DeliveryPerson,
} from '@ikawa/contracts/delivery';
import { translateText } from '@ikawa/contracts/messages';
import { actionErrorMessage } from '@/components/admin/action-error';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export type SuggestionState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; suggestion: CourierSuggestion | null };

interface AssignDeliveryFormProps {
  id: string;
  couriers: readonly DeliveryPerson[];
  suggestion: SuggestionState;
  /** SPEC §9: 10 by default; a re-assignment starts from the fee already agreed. */
  defaultFee: number;
  /** The courier the order is assigned to now, if any (delivery person or user id). */
  currentCourierId?: string | null;
  onSubmit: (input: AssignDeliveryCommand) => Promise<unknown>;
}

/** An empty or unreadable fee box is caught by the schema ("Delivery fee must be a number"). */
function toFee(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return Number.NaN;
  return typeof value === 'number' ? value : Number(value);
}

function matches(person: DeliveryPerson, id: string | null | undefined): boolean {
  return Boolean(id) && (person._id === id || person.user._id === id);
}

/**
 * SPEC §5 assignment: a courier and a fee (number, at least 0, step 0.01). The server's
 * suggestion is one click away; any courier in the list can be chosen instead.
 */
export function AssignDeliveryForm({
  id,
  couriers,
  suggestion,
  defaultFee,
  currentCourierId,
  onSubmit,
}: AssignDeliveryFormProps) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const current = couriers.find((person) => matches(person, currentCourierId));
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AssignDeliveryInput, unknown, AssignDeliveryCommand>({
    resolver: zodResolver(AssignDeliveryInputSchema),
    defaultValues: { deliveryPersonId: current?._id ?? '', deliveryFee: defaultFee },
  });
  const selected = useWatch({ control, name: 'deliveryPersonId' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(actionErrorMessage(error, i18n._(ADMIN_MESSAGE_DESCRIPTORS.assignFailed)));
    }
  });

  const suggested = suggestion.status === 'ready' ? suggestion.suggestion : null;
  const suggestedName = suggested?.name ?? '';
  const suggestedId = suggested?.deliveryPersonId;

  // The suggestion arrives after the list: it becomes the choice unless one is made already (the
  // current courier of a re-assignment, or the admin's own pick), so the footer's Assign sends
  // the courier the panel shows.
  useEffect(() => {
    if (!suggestedId || getValues('deliveryPersonId')) return;
    if (!couriers.some((person) => person._id === suggestedId)) return;
    setValue('deliveryPersonId', suggestedId, { shouldValidate: true });
  }, [suggestedId, couriers, getValues, setValue]);

  function acceptSuggestion() {
    if (!suggested) return;
    setValue('deliveryPersonId', suggested.deliveryPersonId, { shouldValidate: true });
    void submit();
  }

  return (
    <form
      id={id}
      noValidate
      onSubmit={submit}
      onChange={() => setFormError(null)}
      className="flex flex-col gap-5"
    >
      {formError && <Alert>{formError}</Alert>}

      <Field
        label={t`Delivery fee (CAD)`}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint={t`Paid to the courier for this delivery.`}
        error={errors.deliveryFee?.message}
        containerClassName="max-w-xs"
        {...register('deliveryFee', { setValueAs: toFee })}
      />

      <section
        aria-labelledby={`${id}-suggestion`}
        className="rounded-2xl bg-leaf-50 p-4 ring-1 ring-leaf-100"
      >
        <h3
          id={`${id}-suggestion`}
          className="flex items-center gap-2 font-sans text-sm font-semibold text-leaf-700"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          <Trans>Suggested courier</Trans>
        </h3>
        {suggestion.status === 'loading' && (
          <p className="mt-2 flex items-center gap-2 text-sm text-espresso-600">
            <Spinner size="sm" /> <Trans>Finding the best courier…</Trans>
          </p>
        )}
        {suggestion.status === 'error' && (
          <p className="mt-2 text-sm text-cherry-700">{suggestion.message}</p>
        )}
        {suggestion.status === 'ready' && !suggested && (
          <p className="mt-2 text-sm text-espresso-700">{i18n._(DELIVERY_MESSAGE_DESCRIPTORS.noCourier)}</p>
        )}
        {suggested && (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-espresso-900">{suggested.name}</p>
              <p className="text-sm text-espresso-600">{suggested.reason}</p>
            </div>
            <Button variant="accent" size="sm" onClick={acceptSuggestion} isLoading={isSubmitting}>
              <Trans>Assign to {suggestedName}</Trans>
            </Button>
          </div>
        )}
      </section>

      <fieldset>
        <legend className="text-sm font-medium text-espresso-800">
          <Trans>Or choose a courier</Trans>
        </legend>
        {couriers.length === 0 ? (
          <p className="mt-2 text-sm text-espresso-600">
            <Trans>No Delivery Persons Found</Trans>
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {couriers.map((person) => {
              const checked = selected === person._id;
              const openDeliveries = person.openDeliveries;
              return (
                <li key={person._id}>
                  <label
                    className={cn(
                      'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border p-3 transition-colors',
                      checked
                        ? 'border-espresso-900 bg-cream-200/60'
                        : 'border-espresso-100 hover:bg-cream-100',
                    )}
                  >
                    <input
                      type="radio"
                      value={person._id}
                      className="mt-1 size-5 shrink-0 accent-espresso-900"
                      {...register('deliveryPersonId')}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-espresso-900">{person.user.name}</span>
                        <Badge tone={person.isAvailable ? 'leaf' : 'neutral'}>
                          {person.isAvailable ? <Trans>Available</Trans> : <Trans>Unavailable</Trans>}
                        </Badge>
                        {suggested?.deliveryPersonId === person._id && (
                          <Badge tone="crema">
                            <Trans>Suggested</Trans>
                          </Badge>
                        )}
                        {current?._id === person._id && (
                          <Badge tone="espresso">
                            <Trans>Current</Trans>
                          </Badge>
                        )}
                      </span>
                      <span className="mt-0.5 block text-sm text-espresso-600">
                        <Plural value={openDeliveries} one="# open delivery" other="# open deliveries" />
                        {person.vehicle ? ` · ${person.vehicle}` : ''}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {errors.deliveryPersonId?.message && (
          <p className="mt-2 text-sm text-cherry-700">
            {translateText(i18n, errors.deliveryPersonId.message)}
          </p>
        )}
      </fieldset>
    </form>
  );
}
