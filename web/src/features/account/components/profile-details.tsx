import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, type User, UpdateProfileInputSchema } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useUpdateProfile } from '../api/update-profile';
import { useFocusFirstField } from '../hooks/use-focus-first-field';
import { actionErrorMessage, showServerFieldErrors } from '../utils/server-errors';

/** The overview edits both fields, so both are required here (the contract's own rules). */
const ProfileFormSchema = UpdateProfileInputSchema.pick({ name: true, email: true }).required();
type ProfileFormInput = z.input<typeof ProfileFormSchema>;
type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

const PROFILE_FIELDS = ['name', 'email'] as const;

/** SPEC §2/§4: name and e-mail in view mode, with Edit / Save / Cancel; cancel resets. */
export function ProfileDetails({ user }: { user: User }) {
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
        onSaved={() => leaveEditMode('Your profile has been updated.')}
        onCancel={() => leaveEditMode(null)}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {notice && <Alert variant="info">{notice}</Alert>}
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-sm text-espresso-500">Name</dt>
          <dd className="mt-1 font-medium break-words text-espresso-900">{user.name}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-espresso-500">Email</dt>
          <dd className="mt-1 font-medium break-words text-espresso-900">{user.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-espresso-500">Member since</dt>
          <dd className="mt-1 font-medium text-espresso-900">{formatDate(user.createdAt)}</dd>
        </div>
      </dl>
      <div>
        <Button
          ref={editButtonRef}
          aria-label="Edit name and email"
          variant="secondary"
          size="sm"
          onClick={() => {
            setNotice(null);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
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
    defaultValues: { name: user.name, email: user.email },
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
        setFormError(actionErrorMessage(error, ACCOUNT_MESSAGES.profileError));
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
      aria-label="Edit profile"
    >
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <Field
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
