import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_MESSAGE_DESCRIPTORS, type AdminUser } from '@ikawa/contracts/admin';
import { ROLE_MESSAGES } from '@ikawa/contracts/display';
import { RoleInputSchema, ROLES } from '@ikawa/contracts/enums';
import { EmailSchema, NameSchema } from '@ikawa/contracts/users';
import { actionErrorMessage } from '@/components/admin/action-error';
import { SelectField } from '@/components/admin/select-field';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateAdminUser } from '../api/update-admin-user';

/** The fields of AdminUpdateUserInputSchema the dialog edits, all required here. */
const EditUserSchema = z.object({ name: NameSchema, email: EmailSchema, role: RoleInputSchema });
type EditUserValues = z.input<typeof EditUserSchema>;
type EditUserOutput = z.output<typeof EditUserSchema>;

const FORM_ID = 'edit-user-form';

interface EditUserDialogProps {
  user: AdminUser | null;
  /** The signed-in admin: they cannot take away their own admin role. */
  currentUserId: string | null;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

export function EditUserDialog({ user, currentUserId, onClose, onSaved }: EditUserDialogProps) {
  const { t } = useLingui();
  const update = useUpdateAdminUser();
  return (
    <Dialog
      open={user !== null}
      onClose={() => {
        if (!update.isPending) onClose();
      }}
      title={t`Edit user`}
      description={user?.email}
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          submitLabel={t`Save changes`}
          onCancel={onClose}
          isPending={update.isPending}
        />
      }
    >
      {user && (
        <EditUserForm
          key={user._id}
          user={user}
          isSelf={user._id === currentUserId}
          onSubmit={async (input) => {
            const saved = await update.mutateAsync({ id: user._id, input });
            onSaved(saved);
          }}
        />
      )}
    </Dialog>
  );
}

interface EditUserFormProps {
  user: AdminUser;
  isSelf: boolean;
  onSubmit: (input: EditUserOutput) => Promise<unknown>;
}

export function EditUserForm({ user, isSelf, onSubmit }: EditUserFormProps) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditUserValues, unknown, EditUserOutput>({
    resolver: zodResolver(EditUserSchema),
    defaultValues: { name: user.name, email: user.email, role: user.role },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The server refuses it too; the select is locked so the admin is not surprised.
      await onSubmit(isSelf ? { ...values, role: 'admin' } : values);
    } catch (error) {
      setFormError(actionErrorMessage(error, i18n._(ADMIN_MESSAGE_DESCRIPTORS.updateUserFailed)));
      applyServerFieldErrors(error, setError, ['name', 'email', 'role']);
    }
  });

  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={submit}
      onChange={() => setFormError(null)}
      className="flex flex-col gap-4"
    >
      {formError && <Alert>{formError}</Alert>}
      <Field
        label={t`Name`}
        autoComplete="off"
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <Field
        label={t`Email`}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label={t`Role`}
        options={ROLES.map((role) => ({ value: role, label: i18n._(ROLE_MESSAGES[role]) }))}
        disabled={isSelf}
        hint={
          isSelf
            ? i18n._(ADMIN_MESSAGE_DESCRIPTORS.ownRole)
            : t`Changing the role signs the user out everywhere.`
        }
        error={errors.role?.message}
        {...register('role')}
      />
    </form>
  );
}
