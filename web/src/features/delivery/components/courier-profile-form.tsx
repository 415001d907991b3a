import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type DeliveryProfile,
  UpdateDeliveryProfileInputSchema,
  VEHICLE_MAX_LENGTH,
} from '@ikawa/contracts/delivery';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useDeliveryProfile } from '../api/get-delivery-profile';
import { useUpdateDeliveryProfile } from '../api/update-delivery-profile';
import { InstallApp } from './install-app';
import { PushOptIn } from './push-opt-in';
import { LoadError } from './load-error';

type ProfileFormInput = z.input<typeof UpdateDeliveryProfileInputSchema>;
type ProfileFormOutput = z.output<typeof UpdateDeliveryProfileInputSchema>;

const FIELDS = ['phone', 'vehicle'] as const;

/** The courier's phone and vehicle, which the shop sees when assigning orders. */
export function CourierProfile() {
  const { t } = useLingui();
  const profile = useDeliveryProfile();
  return (
    <section
      aria-labelledby="courier-profile-title"
      className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-espresso-100 sm:p-6"
    >
      <h2 id="courier-profile-title" className="text-xl font-semibold text-espresso-900">
        <Trans>My details</Trans>
      </h2>
      <p className="mt-1 text-sm text-espresso-700">
        <Trans>The shop uses these to reach you about a delivery.</Trans>
      </p>
      <div className="mt-4">
        {profile.data ? (
          <CourierProfileForm profile={profile.data} />
        ) : profile.isError ? (
          <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <Spinner label={t`Loading your details…`} />
        )}
      </div>
      {/* This phone's app: on the home screen, and told of new orders (decision 020). */}
      <div className="mt-6 flex flex-col gap-3 border-t border-espresso-100 pt-4">
        <PushOptIn />
        <InstallApp />
      </div>
    </section>
  );
}

export function CourierProfileForm({ profile }: { profile: DeliveryProfile }) {
  const { t } = useLingui();
  const update = useUpdateDeliveryProfile();
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(UpdateDeliveryProfileInputSchema),
    defaultValues: { phone: profile.phone ?? '', vehicle: profile.vehicle ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      reset({ phone: saved.phone ?? '', vehicle: saved.vehicle ?? '' });
      setNotice(t`Your details have been saved.`);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      // The server's details go onto the fields, beside what must be fixed; anything else is said
      // above the form.
      const onField =
        error instanceof ApiError &&
        error.details.some((detail) => FIELDS.some((field) => detail.path.endsWith(field)));
      if (!onField)
        setFormError(
          error instanceof Error && error.message
            ? error.message
            : t`Your details could not be saved. Please try again.`,
        );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`My details`} className="flex flex-col gap-4">
      {formError && <Alert>{formError}</Alert>}
      {notice && <Alert variant="info">{notice}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`Phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+1 416 555 0100"
          error={errors.phone?.message}
          {...register('phone', { onChange: () => setNotice(null) })}
        />
        <Field
          label={t`Vehicle`}
          autoComplete="off"
          placeholder={t`Bicycle, motorbike, car…`}
          maxLength={VEHICLE_MAX_LENGTH}
          error={errors.vehicle?.message}
          {...register('vehicle', { onChange: () => setNotice(null) })}
        />
      </div>
      <div>
        <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full sm:w-auto">
          <Trans>Save details</Trans>
        </Button>
      </div>
    </form>
  );
}
