import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  AUTH_MESSAGE_DESCRIPTORS,
  type ForgotPasswordInput,
  ForgotPasswordInputSchema,
  type LoginInput,
  LoginInputSchema,
  type RegisterInput,
  RegisterInputSchema,
} from '@ikawa/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@ikawa/contracts/constants';
import type { Role } from '@ikawa/contracts/enums';
import type { User } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { CountrySelect } from '@/components/ui/country-select';
import { Field } from '@/components/ui/input';
import { useShippingCountries } from '@/features/settings/api/get-settings';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { applyServerFieldErrors, errorMessage } from '@/lib/form-errors';
import { formatNumber } from '@/lib/format';
import { useForgotPassword } from '../api/password-reset';
import { useAuth } from '../hooks/use-auth';

interface ModeTexts {
  title: MessageDescriptor;
  description: MessageDescriptor;
  switchPrompt: MessageDescriptor;
  switchLabel: MessageDescriptor;
}

/** SPEC §2 texts of the two modes. */
const MODES: Record<'signin' | 'signup' | 'forgot', ModeTexts> = {
  signin: {
    title: msg`Sign In`,
    description: msg`Welcome back! Sign in to your account`,
    switchPrompt: msg`Don't have an account?`,
    switchLabel: msg`Create an account`,
  },
  signup: {
    title: msg`Create Account`,
    description: msg`Join us to start your coffee journey`,
    switchPrompt: msg`Already have an account?`,
    switchLabel: msg`Sign in instead`,
  },
  forgot: {
    title: msg`Reset Password`,
    description: msg`We will e-mail you a link to choose a new password`,
    switchPrompt: msg`Remember it?`,
    switchLabel: msg`Sign in instead`,
  },
};

/** Admins and couriers land in their own area after signing in; customers stay put. */
function homeForRole(role: Role): string | null {
  if (role === 'admin') return paths.admin.root;
  if (role === 'delivery') return paths.delivery.root;
  return null;
}

export function AuthDialog() {
  const { dialog, closeAuthDialog, setAuthDialogMode } = useAuth();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const mode = MODES[dialog.mode];
  const notice = typeof dialog.notice === 'string' ? dialog.notice : dialog.notice && i18n._(dialog.notice);

  function handleSignedIn(user: User) {
    const target = homeForRole(user.role) ?? dialog.redirectTo;
    closeAuthDialog();
    if (target) void navigate(target);
  }

  return (
    <Dialog
      open={dialog.open}
      onClose={closeAuthDialog}
      title={i18n._(mode.title)}
      description={i18n._(mode.description)}
    >
      {notice && (
        <Alert variant="info" className="mb-4">
          {notice}
        </Alert>
      )}
      {/* The key gives each mode a fresh form: switching clears values and errors (SPEC §2). */}
      {dialog.mode === 'signin' ? (
        <SignInForm key="signin" onSignedIn={handleSignedIn} onForgot={() => setAuthDialogMode('forgot')} />
      ) : dialog.mode === 'signup' ? (
        <SignUpForm key="signup" onSignedIn={handleSignedIn} />
      ) : (
        <ForgotPasswordForm key="forgot" />
      )}
      <p className="mt-6 text-center text-sm text-espresso-600">
        {i18n._(mode.switchPrompt)}{' '}
        <button
          type="button"
          onClick={() => setAuthDialogMode(dialog.mode === 'signin' ? 'signup' : 'signin')}
          className="inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-leaf-700 underline-offset-4 hover:underline"
        >
          {i18n._(mode.switchLabel)}
        </button>
      </p>
    </Dialog>
  );
}

interface FormProps {
  onSignedIn: (user: User) => void;
}

const SIGN_IN_FIELDS = ['email', 'password'] as const satisfies readonly Path<LoginInput>[];

function SignInForm({ onSignedIn, onForgot }: FormProps & { onForgot: () => void }) {
  const { login } = useAuth();
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof LoginInputSchema>, unknown, LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await login(values));
    } catch (error) {
      setFormError(
        errorMessage(
          error,
          i18n._(AUTH_MESSAGE_DESCRIPTORS.invalidCredentials),
          i18n._(AUTH_MESSAGE_DESCRIPTORS.unexpected),
        ),
      );
      applyServerFieldErrors(error, setError, SIGN_IN_FIELDS);
    }
  });

  return (
    // SPEC §2: any input change clears the error.
    <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="flex flex-col gap-4">
      {formError && <Alert>{formError}</Alert>}
      <Field
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        data-autofocus
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button
        type="button"
        onClick={onForgot}
        className="-mt-2 inline-flex min-h-11 items-center self-end rounded-md px-1 text-sm font-semibold text-leaf-700 underline-offset-4 hover:underline"
      >
        <Trans>Forgot password?</Trans>
      </button>
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        <Trans>Sign In</Trans>
      </Button>
    </form>
  );
}

/** The same answer whether or not the address has an account, so it tells no one which do. */
function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent((await forgot.mutateAsync(values)).message);
    } catch (error) {
      const unexpected = i18n._(AUTH_MESSAGE_DESCRIPTORS.unexpected);
      setFormError(errorMessage(error, unexpected, unexpected));
    }
  });

  if (sent) {
    return (
      <Alert variant="info" title={t`Check your inbox`}>
        {sent}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="flex flex-col gap-4">
      {formError && <Alert>{formError}</Alert>}
      <Field
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        data-autofocus
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting} className="mt-2">
        <Trans>Send reset link</Trans>
      </Button>
    </form>
  );
}

type SignUpValues = z.input<typeof RegisterInputSchema>;

const SIGN_UP_FIELDS = [
  'name',
  'email',
  'password',
  'address.street',
  'address.city',
  'address.postalCode',
  'address.country',
] as const satisfies readonly Path<SignUpValues>[];

/** Without the address toggle the address is left out of the payload entirely. */
const withAddressResolver: Resolver<SignUpValues, unknown, RegisterInput> = zodResolver(RegisterInputSchema);
const withoutAddressResolver: Resolver<SignUpValues, unknown, RegisterInput> = zodResolver(
  RegisterInputSchema.omit({ address: true }),
);

function SignUpForm({ onSignedIn }: FormProps) {
  const { register: createAccount } = useAuth();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const minLength = formatNumber(PASSWORD_MIN_LENGTH, locale);
  const [formError, setFormError] = useState<string | null>(null);
  const [withAddress, setWithAddress] = useState(false);
  const countries = useShippingCountries();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues, unknown, RegisterInput>({
    resolver: withAddress ? withAddressResolver : withoutAddressResolver,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      address: { street: '', city: '', postalCode: '', country: countries[0] ?? '' },
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The page's language becomes the account's, for its e-mails and receipts.
      onSignedIn(await createAccount({ ...values, locale }));
    } catch (error) {
      setFormError(
        errorMessage(
          error,
          i18n._(AUTH_MESSAGE_DESCRIPTORS.registrationFailed),
          i18n._(AUTH_MESSAGE_DESCRIPTORS.unexpected),
        ),
      );
      applyServerFieldErrors(error, setError, SIGN_UP_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="flex flex-col gap-4">
      {formError && <Alert>{formError}</Alert>}
      <Field
        label={t`Full Name`}
        autoComplete="name"
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <Field
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least ${minLength} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <Checkbox
        label={t`Add a delivery address (optional)`}
        checked={withAddress}
        onChange={(event) => setWithAddress(event.target.checked)}
      />
      {withAddress && (
        <fieldset className="flex flex-col gap-4 rounded-2xl border border-espresso-100 bg-cream-100/60 p-4">
          <legend className="px-1 text-sm font-semibold text-espresso-800">
            <Trans>Delivery address</Trans>
          </legend>
          <Field
            label={t`Street`}
            autoComplete="street-address"
            error={errors.address?.street?.message}
            {...register('address.street')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t`City`}
              autoComplete="address-level2"
              error={errors.address?.city?.message}
              {...register('address.city')}
            />
            <Field
              label={t`Postal Code`}
              autoComplete="postal-code"
              error={errors.address?.postalCode?.message}
              {...register('address.postalCode')}
            />
          </div>
          <CountrySelect
            countries={countries}
            placeholder={t`Choose a country`}
            error={errors.address?.country?.message}
            {...register('address.country')}
          />
          <p className="flex items-start gap-2 text-xs text-espresso-500">
            <MapPin aria-hidden="true" className="mt-px size-4 shrink-0" />
            <Trans>Picking your location on a map is coming later; for now, type the address.</Trans>
          </p>
        </fieldset>
      )}
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting} className="mt-2">
        <Trans>Create Account</Trans>
      </Button>
    </form>
  );
}
