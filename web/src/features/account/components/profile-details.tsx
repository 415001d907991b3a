import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale, languageOf } from '@ikawa/contracts/i18n';
import { ACCOUNT_MESSAGE_DESCRIPTORS, type User, UpdateProfileInputSchema } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClasses, LabeledControl } from '@/components/ui/input';
import { useFormat } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { useFocusFirstField } from '../hooks/use-focus-first-field';
import { actionErrorMessage, showServerFieldErrors } from '../utils/server-errors';

/**
 * The overview edits name and e-mail, so both are required here (the contract's own rules), and
 * the language of the account's e-mails and receipts.
 */
const ProfileFormSchema = UpdateProfileInputSchema.pick({
  name: true,
  email: true,
  preferredLocale: true,
}).required();
type ProfileFormInput = z.input<typeof ProfileFormSchema>;
type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

/** The language the account's e-mails are written in: its choice, else the shop's default. */
function preferredLocaleOf(user: User): Locale {
  return user.preferredLocale ?? DEFAULT_LOCALE;
}

const PROFILE_FIELDS = ['name', 'email', 'preferredLocale'] as const;

/** SPEC §2/§4: name and e-mail in view mode, with Edit / Save / Cancel; cancel resets. */
export function ProfileDetails({ user }: { user: User }) {
  const { t } = useLingui();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  function leaveEditMode(message: string | null) {
    returnFocus.current = true;
    setNotice(message);
    setEditing(false);
  }

  if (editing) {
    return (
      <ProfileForm
        user={user}
        onSaved={() => leaveEditMode(t`Your profile has been updated.`)}
        onCancel={() => leaveEditMode(null)}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {notice && <Alert variant="info">{notice}</Alert>}
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-sm text-espresso-500">
            <Trans>Name</Trans>
          </dt>
          <dd className="mt-1 font-medium break-words text-espresso-900">{user.name}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-espresso-500">
            <Trans>Email</Trans>
          </dt>
          <dd className="mt-1 font-medium break-words text-espresso-900">{user.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-espresso-500">
            <Trans>Member since</Trans>
          </dt>
          <dd className="mt-1 font-medium text-espresso-900">{format.date(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-espresso-500">
            <Trans>Language of your e-mails and receipts</Trans>
          </dt>
          <dd className="mt-1 font-medium text-espresso-900" lang={languageOf(preferredLocaleOf(user))}>
            {LOCALE_NAMES[preferredLocaleOf(user)]}
          </dd>
        </div>
      </dl>
      <div>
        <Button
          ref={editButtonRef}
          aria-label={t`Edit name and email`}
          variant="secondary"
          size="sm"
          onClick={() => {
            setNotice(null);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit</Trans>
        </Button>
      </div>
    </div>
  );
}

interface ProfileFormProps {
  user: User;
  onSaved: () => void;
  onCancel: () => void;
}

function ProfileForm({ user, onSaved, onCancel }: ProfileFormProps) {
  const { t, i18n } = useLingui();
  const updateProfile = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: { name: user.name, email: user.email, preferredLocale: preferredLocaleOf(user) },
  });

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await updateProfile.mutateAsync(values);
      onSaved();
    } catch (error) {
      // SPEC §8: a taken e-mail belongs to the e-mail field.
      if (error instanceof ApiError && error.code === 'email_taken') {
        setError('email', { type: 'server', message: error.message });
        setFocus('email');
        return;
      }
      if (!showServerFieldErrors(error, setError, PROFILE_FIELDS)) {
        setFormError(actionErrorMessage(error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.profileError)));
      }
    }
  });

  function cancel() {
    reset();
    onCancel();
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t`Edit profile`}
    >
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <Field
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <LabeledControl
          label={t`Language of your e-mails and receipts`}
          error={errors.preferredLocale?.message}
          containerClassName="sm:col-span-2 sm:max-w-xs"
        >
          {(a11y) => (
            <select
              {...a11y}
              className={inputClasses(Boolean(a11y['aria-invalid']))}
              {...register('preferredLocale')}
            >
              {/* Each language by its own name, as a reader of that language looks for it. */}
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={languageOf(locale)}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          )}
        </LabeledControl>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
