import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_MESSAGE_DESCRIPTORS, type AdminUser } from '@ikawa/contracts/admin';
import { actionErrorMessage } from '@/components/admin/action-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAdminUser } from '../api/delete-admin-user';

interface DeleteUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** What deleting will do to this user (the server anonymises anyone with history), in `i18n`'s language. */
export function deletionOutcomeText(
  i18n: I18n,
  user: Pick<AdminUser, 'name' | 'ordersCount' | 'role'>,
): string {
  const { name, ordersCount: count } = user;
  if (count > 0)
    return i18n._(
      msg`${plural(count, {
        one: `${name} has # order, so the account will be anonymised: the name, e-mail, addresses and saved cards are removed and nobody can sign in with it, but the order stays in the books.`,
        other: `${name} has # orders, so the account will be anonymised: the name, e-mail, addresses and saved cards are removed and nobody can sign in with it, but the orders stay in the books.`,
      })}`,
    );
  if (user.role === 'delivery')
    return i18n._(
      msg`If ${name} has made deliveries, the account will be anonymised so the payouts stay in the books; otherwise it is erased for good.`,
    );
  return i18n._(msg`${name} has no orders, so the account will be erased for good. This cannot be undone.`);
}

export function DeleteUserDialog({ user, onClose, onDone }: DeleteUserDialogProps) {
  const { t, i18n } = useLingui();
  const remove = useDeleteAdminUser();
  function close() {
    remove.reset();
    onClose();
  }
  return (
    <ConfirmDialog
      open={user !== null}
      title={t`Delete this user?`}
      description={user ? `${user.name} · ${user.email}` : undefined}
      confirmLabel={user && user.ordersCount > 0 ? t`Anonymise user` : t`Delete user`}
      isPending={remove.isPending}
      error={
        remove.error
          ? actionErrorMessage(remove.error, i18n._(ADMIN_MESSAGE_DESCRIPTORS.deleteUserFailed))
          : null
      }
      onClose={close}
      onConfirm={() => {
        if (!user) return;
        const name = user.name;
        remove.mutate(user._id, {
          onSuccess: (outcome) => {
            remove.reset();
            onDone(outcome === 'anonymised' ? t`${name} was anonymised.` : t`${name} was deleted.`);
          },
        });
      }}
    >
      {user && <p className="text-espresso-700">{deletionOutcomeText(i18n, user)}</p>}
    </ConfirmDialog>
  );
}
