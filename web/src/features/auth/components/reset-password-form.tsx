import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { AUTH_MESSAGE_DESCRIPTORS, PasswordSchema } from '@ikawa/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@ikawa/contracts/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { errorMessage } from '@/lib/form-errors';
import { formatNumber } from '@/lib/format';
import { PASSWORDS_DIFFER, withConfirmation } from '@/lib/password-confirmation';
import { useResetPassword } from '../api/password-reset';
import { useAuth } from '../hooks/use-auth';

const FormSchema = withConfirmation(z.object({ password: PasswordSchema }), 'password');
type Values = z.infer<typeof FormSchema>;

/**
 * The link's token: after `#` in the links the shop sends, which browsers never send to the
 * server (so it is in no request log); after `?` in links e-mailed before, which keep working.
 */
export function resetToken(hash: string, search: string): string {
  return (
    new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token') ?? ''
  );
}

/**
 * /reset-password#token=…: the page the e-mail's link opens. A new password, typed
 * twice; once it is set every earlier session ends and the shopper signs in with it.
 */
export function ResetPasswordForm() {
  const { t, i18n } = useLingui();
  const minLength = formatNumber(PASSWORD_MIN_LENGTH, useLocale());
  const location = useLocation();
  const token = resetToken(location.hash, location.search);
  const { openAuthDialog } = useAuth();
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(FormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // The confirmation's two messages come from lib/password-confirmation in English.
  const confirmError = errors.confirmPassword
    ? errors.confirmPassword.message === PASSWORDS_DIFFER
      ? t`The passwords do not match`
      : t`Please confirm your new password`
    : undefined;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      setDone((await reset.mutateAsync({ token, password })).message);
    } catch (error) {
      setFormError(
        errorMessage(
          error,
          i18n._(AUTH_MESSAGE_DESCRIPTORS.resetInvalid),
          i18n._(AUTH_MESSAGE_DESCRIPTORS.unexpected),
        ),
      );
    }
  });

  return (
    <section className="mx-auto flex max-w-md flex-col px-6 py-16 md:py-24">
      {done ? (
        <div className="flex flex-col items-center text-center" aria-live="polite">
          <CheckCircle2 aria-hidden="true" className="size-14 text-leaf-600" />
          <h1 className="mt-5 text-3xl font-semibold">
            <Trans>Password changed</Trans>
          </h1>
          <p className="mt-3 text-espresso-600">{done}</p>
          <Button className="mt-8" onClick={() => openAuthDialog({ mode: 'signin' })}>
            <Trans>Sign in</Trans>
          </Button>
        </div>
      ) : (
        <>
          <KeyRound aria-hidden="true" className="size-10 text-espresso-700" />
          <h1 className="mt-4 text-3xl font-semibold">
            <Trans>Choose a new password</Trans>
          </h1>
          <p className="mt-2 text-espresso-600">
            <Trans>Signing in with the new password ends every other session of your account.</Trans>
          </p>
          {!token ? (
            <Alert className="mt-6">{i18n._(AUTH_MESSAGE_DESCRIPTORS.resetInvalid)}</Alert>
          ) : (
            <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
              {formError && (
                <Alert>
                  {formError}{' '}
                  <button
                    type="button"
                    className="font-semibold underline underline-offset-4"
                    onClick={() => openAuthDialog({ mode: 'forgot' })}
                  >
                    <Trans>Ask for a new link</Trans>
                  </button>
                </Alert>
              )}
              <Field
                label={t`New password`}
                type="password"
                autoComplete="new-password"
                hint={t`At least ${minLength} characters.`}
                error={errors.password?.message}
                {...register('password')}
              />
              <Field
                label={t`Confirm new password`}
                type="password"
                autoComplete="new-password"
                error={confirmError}
                {...register('confirmPassword')}
              />
              <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
                <Trans>Set new password</Trans>
              </Button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
