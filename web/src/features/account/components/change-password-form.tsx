import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@ikawa/contracts/constants';
import { ACCOUNT_MESSAGE_DESCRIPTORS, ChangePasswordInputSchema } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { formatNumber } from '@/lib/format';
import { PASSWORDS_DIFFER, withConfirmation } from '@/lib/password-confirmation';
import { useChangePassword } from '../api/change-password';
import { actionErrorMessage, showServerFieldErrors } from '../utils/server-errors';

/** The contract's rules plus a confirmation typed twice, which never leaves the browser. */
const ChangePasswordFormSchema = withConfirmation(ChangePasswordInputSchema, 'newPassword');
type ChangePasswordFormValues = z.infer<typeof ChangePasswordFormSchema>;

const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: current, new and confirmation; the wrong current one is told on its field. */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const minLength = formatNumber(PASSWORD_MIN_LENGTH, useLocale());
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    setDone(false);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      setDone(true);
    } catch (error) {
      if (showServerFieldErrors(error, setError, PASSWORD_FIELDS)) {
        setFocus('currentPassword');
        return;
      }
      setFormError(actionErrorMessage(error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.profileError)));
    }
  });

  // The confirmation's two messages come from lib/password-confirmation in English.
  const confirmError = errors.confirmPassword
    ? errors.confirmPassword.message === PASSWORDS_DIFFER
      ? t`The passwords do not match`
      : t`Please confirm your new password`
    : undefined;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={() => setDone(false)}
      aria-label={t`Change password`}
      className="flex flex-col gap-4"
    >
      {formError && <Alert>{formError}</Alert>}
      {done && (
        <Alert variant="info">
          <Trans>Your password has been changed.</Trans>
        </Alert>
      )}
      <Field
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <Field
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least ${minLength} characters.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Field
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        error={confirmError}
        {...register('confirmPassword')}
      />
      <div>
        <Button type="submit" isLoading={isSubmitting}>
          <Trans>Change password</Trans>
        </Button>
      </div>
    </form>
  );
}
