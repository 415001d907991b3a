import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@ikawa/contracts/constants';
import { ACCOUNT_MESSAGES, ChangePasswordInputSchema } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { withConfirmation } from '@/lib/password-confirmation';
import { useChangePassword } from '../api/change-password';
import { actionErrorMessage, showServerFieldErrors } from '../utils/server-errors';

/** The contract's rules plus a confirmation typed twice, which never leaves the browser. */
const ChangePasswordFormSchema = withConfirmation(ChangePasswordInputSchema, 'newPassword');
type ChangePasswordFormValues = z.infer<typeof ChangePasswordFormSchema>;

const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const PASSWORD_CHANGED = 'Your password has been changed.';

/** Change password: current, new and confirmation; the wrong current one is told on its field. */
export function ChangePasswordForm() {
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
      setFormError(actionErrorMessage(error, ACCOUNT_MESSAGES.profileError));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={() => setDone(false)}
      aria-label="Change password"
      className="flex flex-col gap-4"
    >
      {formError && <Alert>{formError}</Alert>}
      {done && <Alert variant="info">{PASSWORD_CHANGED}</Alert>}
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div>
        <Button type="submit" isLoading={isSubmitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}
